import react from "@vitejs/plugin-react";
import wyw from "@wyw-in-js/vite";
import { defineConfig, loadEnv } from "vite";

/**
 * The page renderer (`vite build --ssr src/app/render.tsx`, after the page's own build): the
 * same views, styled by the same transform, so its class names are the page's. It goes into
 * `dist/.server/`, which the storefront server reads and never publishes (a dot folder).
 */
const renderer = {
  outDir: "dist/.server",
  emptyOutDir: false,
  copyPublicDir: false,
  sourcemap: false,
  target: "node20",
} as const;

/**
 * The pages of the build: the storefront, and where the developer drawer is offered (development
 * and `VITE_DEVTOOLS=1` builds, such as the demo build) the watch page of a recorded log
 * (`watch.html`, docs/event-log.md 'Watching a log').
 */
const pagesOf = (mode: string): Record<string, string> =>
  loadEnv(mode, process.cwd(), "VITE_").VITE_DEVTOOLS === "1"
    ? { main: "index.html", watch: "watch.html" }
    : { main: "index.html" };

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), wyw({ include: ["src/views/**/*.{ts,tsx}"] })],
  resolve: { tsconfigPaths: true },
  build:
    isSsrBuild === true
      ? renderer
      : {
          target: "es2022",
          sourcemap: true,
          // dist/.vite/manifest.json: the server names the code of a screen in the page it sends for it.
          manifest: true,
          cssCodeSplit: true,
          rolldownOptions: {
            input: pagesOf(mode),
            output: {
              // The view primitives (src/views/ui) travel as one chunk: the landing page names each chunk a
              // lazy page needs, and one name costs less than a dozen.
              codeSplitting: {
                groups: [
                  { name: "landing", tags: ["$initial"] },
                  { name: "ui", test: /src[\\/]views[\\/]ui[\\/]/ },
                ],
              },
            },
          },
        },
  server: {
    // The ticket reader's path, with the operator token, is added by `npm run dev` (scripts/dev.ts).
    proxy: {
      "/chef": "http://127.0.0.1:4173",
      "/gateway": "http://127.0.0.1:4173",
    },
  },
}));
