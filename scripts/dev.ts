/**
 * `npm run dev`: the storefront with hot reload. Starts the reference API (no static files) on
 * port 4173 and Vite's development server, which proxies the API paths to it (vite.config.ts).
 * The developer drawer is always offered in this mode.
 */
import { spawn } from "node:child_process";
import { createServer } from "vite";

const API_PORT = "4173";

const api = spawn(
  process.execPath,
  ["--import", "tsx", "server/main.ts", "--no-static", "--port", API_PORT],
  {
    stdio: "inherit",
  },
);
const vite = await createServer({ server: { port: 5173 } });
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
