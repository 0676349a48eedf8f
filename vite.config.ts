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

/** Whether the build offers the developer drawer (`VITE_DEVTOOLS=1`, as the demo build does). */
const offersDrawer = (mode: string): boolean => loadEnv(mode, process.cwd(), "VITE_").VITE_DEVTOOLS === "1";

/** The pages of the build: the storefront, and the watch page where the drawer is offered. */
const pagesOf = (mode: string): Record<string, string> =>
  offersDrawer(mode) ? { main: "index.html", watch: "watch.html" } : { main: "index.html" };

/** The pages' entries (the HTML and its script): each one's code runs on its own page only. */
const PAGE_ENTRY = /[\\/](index\.html|watch\.html|src[\\/]app[\\/](main|watch)\.tsx)$/;

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
                  // The landing page's code as one chunk. A build that offers the drawer has a second
                  // page, the watch page of a recorded log (`watch.html`, docs/event-log.md 'Watching
                  // a log'), whose code shares the storefront's modules: there the entries stay out of
                  // that chunk, so loading it from one page never starts the other.
                  {
                    name: "landing",
                    tags: ["$initial"],
                    ...(offersDrawer(mode) ? { test: (id: string) => !PAGE_ENTRY.test(id) } : {}),
                  },
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
