/**
 * `npm run sensitive-keys`: writes src/domain/eventlog/sensitiveKeys.ts, the property names the event log
 * redacts (`storefrontSensitiveKeys` of src/eventlog/keys.ts over every machine's event schemas:
 * the contract's and the events' `sensitive` annotations, and the personal-data names). Computing
 * them here rather than in the page spares the landing page every call schema, every late flow's
 * event schemas and the walk over them. A test fails when the file and the current schemas
 * differ; run this after changing a contract or event schema. Prints the file it wrote.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SensitiveKind } from "@contract/sensitive";
import { storefrontSensitiveKeys } from "@eventlog/keys";
import { storefrontEventSchemas } from "@machines/schemas";

/** The file's text for `keys`, formatted as Biome formats it. */
export const sensitiveKeysModule = (keys: ReadonlyMap<string, SensitiveKind>): string =>
  `/**
 * The property names the event log redacts and the kind of each: the \`sensitive\` annotations of
 * the call contract and of every machine's event schemas, and the personal-data names of
 * src/contract/sensitive.ts. The page's recorder redacts by them, and the reference API redacts a
 * ticket's log again by them. Written by \`npm run sensitive-keys\`; do not edit: a test fails
 * when it differs from the current schemas.
 */
import type { SensitiveKind } from "@contract/sensitive";

export const SENSITIVE_KEYS: ReadonlyMap<string, SensitiveKind> = new Map<string, SensitiveKind>([
${[...keys]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([key, kind]) => `  [${JSON.stringify(key)}, ${JSON.stringify(kind)}],`)
  .join("\n")}
]);
`;

/** The sensitive keys as the schemas are now. */
export const currentSensitiveKeys = (): ReadonlyMap<string, SensitiveKind> =>
  storefrontSensitiveKeys(storefrontEventSchemas);

const target = fileURLToPath(new URL("../src/domain/eventlog/sensitiveKeys.ts", import.meta.url));

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(target, sensitiveKeysModule(currentSensitiveKeys()));
  console.log(`wrote ${target}`);
}
