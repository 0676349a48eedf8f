import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { RESERVED_SEGMENTS, resolveShellRoute } from "../src/domain/paths";

const segment = fc.oneof(
  fc.constantFrom(...RESERVED_SEGMENTS, "marketplace", "acme", "home", "landing", ""),
  fc.string({ maxLength: 12 }).map((s) => s.replaceAll("/", "")),
);
const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`);
const runs = { numRuns: 1000 };

test.prop([fc.oneof(path, fc.string({ maxLength: 200 }))], runs)(
  "spec §2.1: the shell resolver never throws on any path",
  (p) => {
    const route = resolveShellRoute(p);
    expect(["redirect", "home", "login", "sso", "not-found"]).toContain(route.kind);
  },
);

test.prop([path], runs)("spec §2.1: a reserved first segment is never treated as a site", (p) => {
  const route = resolveShellRoute(p);
  if (route.kind === "home" || route.kind === "login") expect(RESERVED_SEGMENTS.has(route.site)).toBe(false);
});
