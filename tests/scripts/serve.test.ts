import { describe, expect, it } from "vitest";
import { freePort, LOOPBACK, startServer, stopServer } from "../../scripts/support/serve";

describe("the measuring scripts' server (scripts/support/serve.ts)", () => {
  it("starts the reference API on a free loopback port, answers once started, and is gone once stopped", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = await startServer({
      port,
      args: ["--no-static"],
      readyPath: "/robots.txt",
      timeoutSeconds: 60,
    });
    const robots = await fetch(`http://${LOOPBACK}:${port}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain("User-agent");
    await stopServer(server);
    expect(server.exitCode !== null || server.signalCode !== null).toBe(true);
    await expect(fetch(`http://${LOOPBACK}:${port}/robots.txt`)).rejects.toThrow();
  }, 90_000);
});
