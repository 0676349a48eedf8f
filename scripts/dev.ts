/**
 * `npm run dev`: the storefront with hot reload. Starts the reference API (no static files) on
 * port 4173 and Vite's development server, which proxies the API paths to it (vite.config.ts).
 * The developer drawer is always offered in this mode. Its ticket list reads the reference API's
 * ticket reader, which answers the operator only (server/core/admin.ts): the API starts with an
 * operator token of this session (STOREFRONT_ADMIN_TOKEN when set, else a random one) and Vite's
 * proxy adds it to the drawer's ticket requests, so the page itself never holds it.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { TICKETS_PATH } from "@contract/tickets";
import { createServer } from "vite";
import { ADMIN_TOKEN_HEADER } from "../server/core/admin";

const API_PORT = "4173";

const adminToken = process.env.STOREFRONT_ADMIN_TOKEN || randomBytes(24).toString("base64url");

const api = spawn(
  process.execPath,
  ["--import", "tsx", "server/main.ts", "--no-static", "--port", API_PORT],
  {
    stdio: "inherit",
    env: { ...process.env, STOREFRONT_ADMIN_TOKEN: adminToken },
  },
);
const vite = await createServer({
  server: {
    port: 5173,
    proxy: {
      [TICKETS_PATH]: {
        target: `http://127.0.0.1:${API_PORT}`,
        headers: { [ADMIN_TOKEN_HEADER]: adminToken },
      },
    },
  },
});
await vite.listen();
vite.printUrls();
console.log("  Open /marketplace on the local URL above; the reference API runs on port 4173.");

const stop = () => {
  api.kill();
  void vite.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
api.on("exit", (code) => {
  if (code !== null && code !== 0) {
    console.error(`The reference API stopped (exit ${code}).`);
    void vite.close().then(() => process.exit(code));
  }
});
