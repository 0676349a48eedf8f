/**
 * Every flow machine and the root follow the rules of machines/README.md: no I/O, no
 * clock or randomness, effects by name, the id equal to the systemId, every outside event
 * described by a schema.
 */
import { readFileSync } from "node:fs";
import { authEventSchemas, authMachine } from "@machines/auth";
import { balanceCheckerEventSchemas, balanceCheckerMachine } from "@machines/balanceChecker";
import { cartEventSchemas, cartMachine } from "@machines/cart";
import { checkoutEventSchemas, checkoutMachine } from "@machines/checkout";
import { countryEventSchemas, countryMachine } from "@machines/country";
import { listingEventSchemas, listingMachine } from "@machines/listing";
import { logoutEventSchemas, logoutMachine } from "@machines/logout";
import { passwordResetEventSchemas, passwordResetMachine } from "@machines/passwordReset";
import { paymentEventSchemas, paymentMachine } from "@machines/payment";
import { productEventSchemas, productMachine } from "@machines/product";
import { redeemGuideEventSchemas, redeemGuideMachine } from "@machines/redeemGuide";
import { rootEventSchemas, rootMachine } from "@machines/root";
import { searchEventSchemas, searchMachine } from "@machines/search";
import { sessionEventSchemas, sessionMachine } from "@machines/session";
import { siteEventSchemas, siteMachine } from "@machines/site";
import { trackOrderEventSchemas, trackOrderMachine } from "@machines/trackOrder";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";

const machines = [
  { file: "machines/session.ts", machine: sessionMachine, id: "session", schemas: sessionEventSchemas },
  { file: "machines/auth.ts", machine: authMachine, id: "auth", schemas: authEventSchemas },
  { file: "machines/logout.ts", machine: logoutMachine, id: "logout", schemas: logoutEventSchemas },
  { file: "machines/root.ts", machine: rootMachine, id: "root", schemas: rootEventSchemas },
  { file: "machines/site.ts", machine: siteMachine, id: "site", schemas: siteEventSchemas },
  { file: "machines/country.ts", machine: countryMachine, id: "country", schemas: countryEventSchemas },
  { file: "machines/search.ts", machine: searchMachine, id: "search", schemas: searchEventSchemas },
  { file: "machines/cart.ts", machine: cartMachine, id: "cart", schemas: cartEventSchemas },
  { file: "machines/product.ts", machine: productMachine, id: "product", schemas: productEventSchemas },
  { file: "machines/listing.ts", machine: listingMachine, id: "listing", schemas: listingEventSchemas },
  {
    file: "machines/checkout.ts",
    machine: checkoutMachine,
    id: "checkout",
    schemas: checkoutEventSchemas,
  },
  { file: "machines/payment.ts", machine: paymentMachine, id: "payment", schemas: paymentEventSchemas },
  {
    file: "machines/redeemGuide.ts",
    machine: redeemGuideMachine,
    id: "redeemGuide",
    schemas: redeemGuideEventSchemas,
  },
  {
    file: "machines/balanceChecker.ts",
    machine: balanceCheckerMachine,
    id: "balanceChecker",
    schemas: balanceCheckerEventSchemas,
  },
  {
    file: "machines/trackOrder.ts",
    machine: trackOrderMachine,
    id: "trackOrder",
    schemas: trackOrderEventSchemas,
  },
  {
    file: "machines/passwordReset.ts",
    machine: passwordResetMachine,
    id: "passwordReset",
    schemas: passwordResetEventSchemas,
  },
] as const;

/** The source without comments. */
const codeOf = (file: string): string =>
  readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

const FORBIDDEN = [
  /\bDate\b/,
  /\bMath\.random\b/,
  /\bwindow\b/,
  /\bdocument\b/,
  /\blocalStorage\b/,
  /\bsessionStorage\b/,
  /\bsetTimeout\b/,
  /\bsetInterval\b/,
  /\bperformance\b/,
  /\bcrypto\b/,
  /\bfetch\(/,
  /\bnavigator\b/,
  /\bdelay\s*:/,
  /\bbtoa\b|\batob\b/,
  /\bcallOperation\b/,
  /\bEffect\.run/,
  // The build's settings differ between the browser and a replay in Node: they arrive as input.
  /\bimport\.meta\b/,
  /\bsiteFeatureConfig\b/,
  /\bconfig\./,
];

/** Value imports a machine may have: XState, Schema, the contract, pure domain, errors and its sibling machines. */
const ALLOWED_VALUE_IMPORTS = [
  /^effect$/,
  /^xstate$/,
  /^@contract\//,
  /^@domain\//,
  /^@errors(\/|$)/,
  /^@config$/,
  /^\.\/(pending|flows|facts|session|auth|logout|shell|site|country|search|cart|product|checkout|payment|redeemGuide|trackOrder|balanceChecker|passwordReset|resendCode)(\.events)?$/,
];

describe.each(machines)("$file follows the machine rules", ({ file, machine, id, schemas }) => {
  const code = codeOf(file);

  it("reads no clock, randomness, browser global or storage, and runs no effect itself", () => {
    for (const pattern of FORBIDDEN) expect(code, String(pattern)).not.toMatch(pattern);
  });

  it("imports values only from XState, Schema, the contract, domain, errors and the effect-actor helper", () => {
    const valueImports = [...code.matchAll(/^import (?!type )[\s\S]*? from "([^"]+)";/gm)].map(
      (m) => m[1] ?? "",
    );
    expect(valueImports.length).toBeGreaterThan(0);
    for (const source of valueImports) {
      expect(
        ALLOWED_VALUE_IMPORTS.some((allowed) => allowed.test(source)),
        source,
      ).toBe(true);
    }
  });

  it("has the id of its systemId", () => {
    expect(machine.id).toBe(id);
  });

  it("describes every outside event by a schema with a literal type, and handles each of them", () => {
    const handled = new Set<string>(machine.root.events);
    for (const schema of schemas) {
      const typeSchema: Schema.Top | undefined = schema.fields.type;
      expect(typeSchema).toBeDefined();
      const literal = typeSchema?.ast._tag === "Literal" ? typeSchema.ast.literal : undefined;
      expect(typeof literal).toBe("string");
      expect(handled.has(String(literal))).toBe(true);
    }
    expect(Schema.isSchema(schemas[0])).toBe(true);
  });

  it("declares every invoked effect by name with a default that never settles", () => {
    const names = Object.keys(machine.implementations.actors);
    expect(names.length).toBeGreaterThan(0);
    const invoked = [...code.matchAll(/src:\s*"([^"]+)"/g)].map((m) => m[1]);
    for (const name of invoked) expect(names).toContain(name);
  });
});
