/**
 * The machine hashes the page writes into every log header, and a replay checks, are computed when
 * building (src/app/machineHashes.ts, written by `npm run machine-hashes`): they must be exactly
 * `machineHash` of the current definitions, or replays would compare against stale hashes.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { storefrontBuild } from "@app/system";
import { machineHash } from "@eventlog/machineHash";
import { storefrontMachines } from "@machines/index";
import { describe, expect, it } from "vitest";
import { currentMachineHashes, machineHashesModule } from "../../scripts/machine-hashes";

describe("the build's machine hashes", () => {
  it("are machineHash of every current machine definition (else run `npm run machine-hashes`)", () => {
    const current = Object.fromEntries(
      Object.entries(storefrontMachines).map(([id, machine]) => [id, machineHash(machine)]),
    );
    expect(storefrontBuild().machines).toEqual(current);
  });

  it("are what `npm run machine-hashes` writes, character for character", () => {
    expect(
      readFileSync(fileURLToPath(new URL("../../src/app/machineHashes.ts", import.meta.url)), "utf8"),
    ).toBe(machineHashesModule(currentMachineHashes()));
  });
});
