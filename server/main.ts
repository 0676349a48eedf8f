/**
 * Starts the reference API and serves the built storefront on one origin.
 *
 *   tsx server/main.ts [--port 4173] [--host 127.0.0.1] [--db data/storefront.sqlite | :memory:]
 *                      [--faults] [--scale 50000] [--no-static]
 *
 * Environment: PORT, HOST, STOREFRONT_DB, STOREFRONT_FAULTS=1, STOREFRONT_SCALE.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { defaults } from "./config";
import { createApp } from "./core/app";
import { openDatabase } from "./core/database";
import { modules } from "./modules";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    db: { type: "string" },
    faults: { type: "boolean", default: false },
    scale: { type: "string" },
    "no-static": { type: "boolean", default: false },
  },
});

const port = Number(values.port ?? process.env.PORT ?? defaults.port);
const host = values.host ?? process.env.HOST ?? defaults.host;
const dbFile = values.db ?? process.env.STOREFRONT_DB ?? defaults.database;
const scaleProducts = Number(values.scale ?? process.env.STOREFRONT_SCALE ?? 0);
if (!Number.isInteger(port) || port <= 0 || !Number.isInteger(scaleProducts) || scaleProducts < 0) {
  console.error("Usage: tsx server/main.ts [--port N] [--host H] [--db FILE] [--faults] [--scale N]");
  process.exit(2);
}

const origin = `http://${host}:${port}`;
const db = openDatabase(dbFile === ":memory:" ? dbFile : resolve(dbFile), modules, { scaleProducts });
const app = createApp({
  db,
  modules,
  config: { origin, supportEmail: process.env.STOREFRONT_SUPPORT_EMAIL ?? defaults.supportEmail },
  faults: values.faults === true || process.env.STOREFRONT_FAULTS === "1",
  ...(values["no-static"] === true ? {} : { staticDir: resolve("dist") }),
});

const server = serve({ fetch: app.hono.fetch, port, hostname: host }, () => {
  console.log(`Storefront and reference API: ${origin}/marketplace`);
  console.log(`Database: ${dbFile}${scaleProducts > 0 ? ` (+${scaleProducts} generated products)` : ""}`);
});

const stop = () => {
  server.close();
  db.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
