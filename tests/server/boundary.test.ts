/**
 * The reference API stands in for the client's own backend: it shares the call contract with the
 * client and, for the spec's pure rules (prices, the e-mail check, page links), the pure domain,
 * and nothing else of the client — no machines, effects, views, errors or event log.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = new URL("../../server/", import.meta.url).pathname;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(dir, entry.name)]
        : [],
  );

const ALLOWED = [
  /^node:/,
  /^\.{1,2}\//,
  /^@contract\//,
  /^@domain\//,
  /^effect$/,
  /^hono(\/|$)/,
  /^@hono\//,
  /^better-sqlite3$/,
];

describe("server/ imports", () => {
  it.each(files(SERVER).map((file) => [file.slice(SERVER.length)]))(
    "%s imports only the contract, pure domain rules and its own libraries",
    (file) => {
      const sources = [...readFileSync(join(SERVER, file), "utf8").matchAll(/from "([^"]+)"/g)].map(
        (m) => m[1] ?? "",
      );
      for (const source of sources)
        expect(
          ALLOWED.some((rule) => rule.test(source)),
          source,
        ).toBe(true);
    },
  );
});
