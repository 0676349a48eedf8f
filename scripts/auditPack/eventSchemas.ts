/**
 * The event schemas of the machines as an auditor reads them: per event type, its fields with a
 * short type, and which of them the event log redacts. A field is redacted when its name is a
 * sensitive key of the build (src/domain/eventlog/sensitiveKeys.ts): the recorder replaces such a value
 * wherever the name appears, at any depth, so nested fields are listed with their path too.
 */
import { type Schema, SchemaAST } from "effect";

export interface EventField {
  /** `email`, or `guest.first_name` for a nested field. */
  readonly path: string;
  readonly type: string;
  readonly optional: boolean;
  /** The kind the log redacts it as (`email`, `token`, ...), or null when it is kept in clear. */
  readonly redacted: string | null;
}

export interface EventSchemaInfo {
  readonly type: string;
  /** Top-level fields (besides `type`), then every nested field that is redacted. */
  readonly fields: readonly EventField[];
}

const MAX_TYPE = 80;
const MAX_DEPTH = 6;

const identifierOf = (ast: SchemaAST.AST): string | null => {
  const id: unknown = SchemaAST.resolve(ast)?.identifier;
  return typeof id === "string" ? id : null;
};

const clip = (text: string): string => (text.length > MAX_TYPE ? `${text.slice(0, MAX_TYPE - 1)}…` : text);

/** A short type text: `string`, `"a" | "b"`, `number[]`, `{ 3 fields }`, `ProductDetail`. */
export const typeText = (ast: SchemaAST.AST, depth = 0): string => {
  const id = identifierOf(ast);
  if (id !== null && depth > 0) return id;
  switch (ast._tag) {
    case "String":
    case "Number":
    case "Boolean":
    case "BigInt":
    case "Symbol":
    case "Null":
    case "Undefined":
    case "Void":
    case "Unknown":
    case "Any":
    case "Never":
      return ast._tag.toLowerCase();
    case "Literal":
      return JSON.stringify(typeof ast.literal === "bigint" ? String(ast.literal) : ast.literal);
    case "TemplateLiteral":
      return "template string";
    case "Enum":
      return "enum";
    case "UniqueSymbol":
      return "symbol";
    case "ObjectKeyword":
      return "object";
    case "Arrays": {
      if (ast.elements.length === 0 && ast.rest.length === 1 && ast.rest[0] !== undefined) {
        const inner = typeText(ast.rest[0], depth + 1);
        return inner.includes(" ") ? `(${inner})[]` : `${inner}[]`;
      }
      return `[${[...ast.elements, ...ast.rest].map((e) => typeText(e, depth + 1)).join(", ")}]`;
    }
    case "Objects": {
      if (ast.propertySignatures.length === 0 && ast.indexSignatures.length > 0) {
        const index = ast.indexSignatures[0];
        return index === undefined ? "record" : `record of ${typeText(index.type, depth + 1)}`;
      }
      const n = ast.propertySignatures.length;
      return `{ ${n} field${n === 1 ? "" : "s"} }`;
    }
    case "Union": {
      const members = ast.types.filter((t) => t._tag !== "Undefined");
      return clip(members.map((t) => typeText(t, depth + 1)).join(" | "));
    }
    case "Suspend":
      return id ?? "recursive";
    case "Declaration":
      return id ?? "declared type";
    default:
      return id ?? "value";
  }
};

/** The object types inside `ast` (through unions, arrays, suspensions), to list nested fields. */
const objectsIn = (ast: SchemaAST.AST, depth: number): readonly SchemaAST.Objects[] => {
  if (depth > MAX_DEPTH) return [];
  switch (ast._tag) {
    case "Objects":
      return [ast];
    case "Union":
      return ast.types.flatMap((t) => objectsIn(t, depth + 1));
    case "Arrays":
      return [...ast.elements, ...ast.rest].flatMap((t) => objectsIn(t, depth + 1));
    case "Suspend":
      return objectsIn(ast.thunk(), depth + 1);
    case "Declaration":
      return ast.typeParameters.flatMap((t) => objectsIn(t, depth + 1));
    default:
      return [];
  }
};

/** What `schema` records, read from its type side (the value a machine receives). */
export const describeEventSchema = (
  schema: Schema.Top,
  sensitiveKeys: ReadonlyMap<string, string>,
): EventSchemaInfo | null => {
  const ast = SchemaAST.toType(schema.ast);
  if (ast._tag !== "Objects") return null;
  const typeField = ast.propertySignatures.find((p) => p.name === "type");
  const type = typeField !== undefined && typeField.type._tag === "Literal" ? typeField.type.literal : null;
  if (typeof type !== "string") return null;
  const fields: EventField[] = [];
  const nested: EventField[] = [];
  const seen = new Set<SchemaAST.AST>();
  const visitNested = (object: SchemaAST.Objects, prefix: string, depth: number) => {
    if (seen.has(object) || depth > MAX_DEPTH) return;
    seen.add(object);
    for (const p of object.propertySignatures) {
      if (typeof p.name !== "string") continue;
      const path = `${prefix}.${p.name}`;
      const redacted = sensitiveKeys.get(p.name) ?? null;
      if (redacted !== null) {
        nested.push({ path, type: typeText(p.type, 1), optional: SchemaAST.isOptional(p.type), redacted });
      }
      for (const inner of objectsIn(p.type, 0)) visitNested(inner, path, depth + 1);
    }
  };
  for (const p of ast.propertySignatures) {
    if (typeof p.name !== "string" || p.name === "type") continue;
    fields.push({
      path: p.name,
      type: typeText(p.type, 1),
      optional: SchemaAST.isOptional(p.type),
      redacted: sensitiveKeys.get(p.name) ?? null,
    });
    for (const inner of objectsIn(p.type, 0)) visitNested(inner, p.name, 1);
  }
  const unique = new Map(nested.map((f) => [f.path, f]));
  return { type, fields: [...fields, ...[...unique.values()].sort((a, b) => (a.path < b.path ? -1 : 1))] };
};

/**
 * Every event type of `schemas` once (a schema shared by several machines counts once; two
 * different schemas of one type are both kept), ordered by type.
 */
export const describeEventSchemas = (
  schemas: Iterable<Schema.Top>,
  sensitiveKeys: ReadonlyMap<string, string>,
): readonly EventSchemaInfo[] => {
  const seen = new Set<Schema.Top>();
  const byKey = new Map<string, EventSchemaInfo>();
  for (const schema of schemas) {
    if (seen.has(schema)) continue;
    seen.add(schema);
    const info = describeEventSchema(schema, sensitiveKeys);
    if (info === null) continue;
    byKey.set(`${info.type}\u0000${JSON.stringify(info.fields)}`, info);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, info]) => info);
};
