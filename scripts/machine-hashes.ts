/**
 * `npm run machine-hashes`: writes src/app/machineHashes.ts, the hash of every machine definition
 * of the storefront (`machineHash` of src/eventlog/machineHash.ts over `storefrontMachines`), which the
 * event log's header carries and a replay checks. Computing them here rather than in the page
 * spares the page serialising every definition when it starts. A test fails when the file and the
 * current definitions differ; run this after changing a machine. Prints the file it wrote.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { machineHash } from "@eventlog/machineHash";
import { storefrontMachines } from "@machines/index";

/** The file's text for `hashes`, formatted as Biome formats it. */
export const machineHashesModule = (hashes: Readonly<Record<string, string>>): string =>
  `/**
 * The hash of every machine definition of this build (\`machineHash\` of src/eventlog/machineHash.ts), as
 * the event log's header carries it and a replay checks it. Written by \`npm run machine-hashes\`;
 * do not edit: a test fails when it differs from the current definitions.
 */
export const MACHINE_HASHES: Readonly<Record<string, string>> = {
${Object.entries(hashes)
  .map(([id, hash]) => `  ${/^[A-Za-z_$][\w$]*$/.test(id) ? id : JSON.stringify(id)}: "${hash}",`)
  .join("\n")}
};
`;

/** The hash of every machine as the definitions are now. */
export const currentMachineHashes = (): Record<string, string> =>
  Object.fromEntries(Object.entries(storefrontMachines).map(([id, machine]) => [id, machineHash(machine)]));

const target = fileURLToPath(new URL("../src/app/machineHashes.ts", import.meta.url));

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(target, machineHashesModule(currentMachineHashes()));
  console.log(`wrote ${target}`);
}
