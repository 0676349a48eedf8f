/**
 * What `npm run replay -- <log> --watch` serves: the built storefront (`dist/`, which holds the
 * watch page `watch.html` where the developer drawer is offered) and the log, on a loopback port,
 * with node:http. The log is served at {@link WATCH_LOG_PATH}, so the watch page and the watched
 * page (`watch.html?surface`, what `--screenshots` photographs) read it from their own origin.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join } from "node:path";
import type { EventLog } from "@domain/eventlog/format";

/** The watch server listens on the loopback interface only. */
export const WATCH_HOST = "127.0.0.1";

/** The port `--watch` serves on unless it is taken (then any free one) or `--port` names another. */
export const DEFAULT_WATCH_PORT = 4190;

/** Where the served log is read from. */
export const WATCH_LOG_PATH = "/__watch/log.ndjson";

/** The build the watch server serves, and the page that tells it offers the watch page. */
export const DIST = "dist";
const WATCH_PAGE = "watch.html";

/** The watch page over the served log, opened at step `at`. */
export const watchPageUrl = (origin: string, at: number): string =>
  `${origin}/${WATCH_PAGE}?log=${WATCH_LOG_PATH}&at=${at}`;

/** The watched page alone (no controls) over the served log, at step `at`. */
export const surfaceUrl = (origin: string, at: number): string =>
  `${origin}/${WATCH_PAGE}?surface&log=${WATCH_LOG_PATH}&at=${at}`;

// ---------------------------------------------------------------------------------------------
// The log's steps

/**
 * The steps a log can be shown at: its first event's to its last's (a log without events only
 * the step of its checkpoint), as the watch page moves through them.
 */
export const stepsOf = (log: EventLog): { readonly first: number; readonly last: number } => {
  const first = log.entries[0]?.step ?? log.checkpoint?.step ?? 0;
  return { first, last: log.entries.at(-1)?.step ?? first };
};

/** The step the watch page opens at: `at` when the log has it, else the refusal; the first without `at`. */
export const openingStep = (
  log: EventLog,
  at: number | undefined,
):
  | { readonly kind: "step"; readonly step: number }
  | { readonly kind: "refused"; readonly message: string } => {
  const { first, last } = stepsOf(log);
  if (at === undefined) return { kind: "step", step: first };
  if (at < first || at > last) {
    const steps = first === last ? `step ${first} only` : `steps ${first} to ${last}`;
    return { kind: "refused", message: `--at ${at} is not a step of this log: it holds ${steps}` };
  }
  return { kind: "step", step: at };
};

// ---------------------------------------------------------------------------------------------
// The build

/**
 * Builds the storefront with the developer drawer (so with the watch page) into `dist/` when
 * `dist/watch.html` is missing, saying so on stderr; throws when the build fails or makes none.
 */
export const ensureWatchBuild = (): void => {
  const page = join(DIST, WATCH_PAGE);
  if (existsSync(page)) return;
  process.stderr.write(
    `${page} is missing (a production build has no watch page): building the storefront with the developer drawer first (npm run build:demo)\n`,
  );
  // The build's own report goes to stderr too: stdout keeps the address and the files written.
  // The demo build, page renderer included, as `npm start` makes it: what it replaces stays whole.
  const built = spawnSync("npm", ["run", "build:demo"], {
    stdio: ["ignore", 2, 2],
  });
  if (built.status !== 0) throw new Error(`the build failed (npm run build:demo, status ${built.status})`);
  if (!existsSync(page)) throw new Error(`the build made no ${page}`);
};

// ---------------------------------------------------------------------------------------------
// The server

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".pdf": "application/pdf",
};

/** The content type a file of the build is served with. */
export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";

export interface WatchServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly port: number;
  /** Stops serving; resolves once the server is closed. */
  readonly close: () => Promise<void>;
}

export interface WatchServerOptions {
  /** The build's folder. */
  readonly root: string;
  /** The log's text, served at {@link WATCH_LOG_PATH}. */
  readonly logText: string;
  /**
   * The port: a number (0 for any free one; a taken one is an error), or "default":
   * {@link DEFAULT_WATCH_PORT} unless it is taken, then any free one.
   */
  readonly port: number | "default";
}

/** The file of the build a request path names, or null: nothing outside it, no dot folder (dist/.server). */
const fileOf = (root: string, pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split("/").filter((segment) => segment !== "");
  if (segments.some((segment) => segment.startsWith(".") || segment.includes("\\") || segment.includes("\0")))
    return null;
  return join(root, ...segments);
};

const answer = (
  response: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: Buffer | string,
  head: boolean,
): void => {
  response.writeHead(status, {
    ...headers,
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
  });
  response.end(head ? undefined : body);
};

const notFound = (response: ServerResponse, head: boolean) =>
  answer(response, 404, { "Content-Type": "text/plain; charset=utf-8" }, "Not found\n", head);

const handler =
  (root: string, log: Buffer) =>
  async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const head = request.method === "HEAD";
    if (request.method !== "GET" && !head) {
      answer(response, 405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }, "", head);
      return;
    }
    const { pathname } = new URL(request.url ?? "/", `http://${WATCH_HOST}`);
    if (pathname === WATCH_LOG_PATH) {
      answer(response, 200, { "Content-Type": "application/x-ndjson; charset=utf-8" }, log, head);
      return;
    }
    if (pathname === "/") {
      const location = `/${WATCH_PAGE}?log=${WATCH_LOG_PATH}`;
      answer(response, 302, { Location: location, "Content-Type": "text/plain; charset=utf-8" }, "", head);
      return;
    }
    const file = fileOf(root, pathname);
    const isFile =
      file === null
        ? false
        : await stat(file).then(
            (s) => s.isFile(),
            () => false,
          );
    if (file === null || !isFile) {
      notFound(response, head);
      return;
    }
    answer(response, 200, { "Content-Type": contentTypeOf(file) }, await readFile(file), head);
  };

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address !== null ? address.port : port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, WATCH_HOST);
  });

const isTaken = (error: unknown): boolean =>
  error instanceof Error && "code" in error && error.code === "EADDRINUSE";

/** Serves the build in `root` and the log on the loopback interface; resolves once it listens. */
export const startWatchServer = async (options: WatchServerOptions): Promise<WatchServer> => {
  const serve = handler(options.root, Buffer.from(options.logText, "utf8"));
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        const reason = error instanceof Error ? error.message : String(error);
        answer(response, 500, { "Content-Type": "text/plain; charset=utf-8" }, `${reason}\n`, false);
      } else response.destroy();
    });
  });
  let port: number;
  if (options.port === "default") {
    try {
      port = await listen(server, DEFAULT_WATCH_PORT);
    } catch (error) {
      if (!isTaken(error)) throw error;
      port = await listen(server, 0);
    }
  } else {
    try {
      port = await listen(server, options.port);
    } catch (error) {
      if (isTaken(error)) throw new Error(`port ${options.port} is taken: choose another with --port`);
      throw error;
    }
  }
  return {
    origin: `http://${WATCH_HOST}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
};
