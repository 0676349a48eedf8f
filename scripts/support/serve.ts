/**
 * The storefront with the reference API, started as a child process for the scripts that measure
 * it (the listing benchmark, Lighthouse, the load test): a free loopback port, a start that waits
 * until the server answers, and a stop that waits until it has exited.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** The scripts serve on the loopback interface only. */
export const LOOPBACK = "127.0.0.1";

/** A free TCP port on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface ServeOptions {
  readonly port: number;
  /** More options of server/main.ts, after the port, the loopback host and the in-memory database. */
  readonly args?: readonly string[];
  /** The path whose successful answer says the server is up. */
  readonly readyPath?: string;
  /** How long it may take to answer (seeding many products takes a while). */
  readonly timeoutSeconds: number;
}

/** Starts `server/main.ts` on the loopback port with an in-memory database; resolves once it answers. */
export const startServer = async (options: ServeOptions): Promise<ChildProcess> => {
  const origin = `http://${LOOPBACK}:${options.port}`;
  const server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "server/main.ts",
      ...["--port", String(options.port), "--host", LOOPBACK, "--db", ":memory:"],
      ...(options.args ?? []),
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const deadline = Date.now() + options.timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`${origin}${options.readyPath ?? "/marketplace"}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error(`the server did not answer at ${origin} within ${options.timeoutSeconds} s`);
};

/** Stops the server and resolves once it has exited. */
export const stopServer = (server: ChildProcess): Promise<void> =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
