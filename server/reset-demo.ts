/** `npm run reset-demo`: deletes the demo database; the next start re-creates and re-seeds it. */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { defaults } from "./config";

const file = resolve(process.env.STOREFRONT_DB ?? defaults.database);
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
console.log(`Demo data reset: ${file} will be seeded again on the next start.`);
