/**
 * The keys the page's recorder redacts are computed when building (src/domain/eventlog/sensitiveKeys.ts,
 * written by `npm run sensitive-keys`): they must be exactly the `sensitive` annotations of the
 * current contract and event schemas plus the personal-data names, or a newly marked value would
 * be recorded in clear.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { storefrontKeys } from "@app/start";
import { storefrontSensitiveKeys } from "@eventlog/keys";
import { storefrontEventSchemas } from "@machines/schemas";
import { describe, expect, it } from "vitest";
import { currentSensitiveKeys, sensitiveKeysModule } from "../../scripts/sensitive-keys";

describe("the build's sensitive keys", () => {
  it("are the keys of the current contract and event schemas (else run `npm run sensitive-keys`)", () => {
    expect(new Map(storefrontKeys())).toEqual(storefrontSensitiveKeys(storefrontEventSchemas));
  });

  it("hold the secrets of sign-in, the session and payment", () => {
    const keys = storefrontKeys();
    expect(keys.get("password")).toBe("password");
    expect(keys.get("otp")).toBe("otp");
    expect(keys.get("a_t")).toBe("token");
    expect(keys.get("token")).toBe("token");
    expect(keys.get("email")).toBe("email");
  });

  it("are what `npm run sensitive-keys` writes, character for character", () => {
    expect(
      readFileSync(
        fileURLToPath(new URL("../../src/domain/eventlog/sensitiveKeys.ts", import.meta.url)),
        "utf8",
      ),
    ).toBe(sensitiveKeysModule(currentSensitiveKeys()));
  });
});
