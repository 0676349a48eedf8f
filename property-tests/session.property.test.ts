import { encodeBase64Text, safeRedirectPath } from "@domain/session";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const ORIGIN = "https://store.example";
const runs = { numRuns: 1000 };

test.prop([fc.string({ maxLength: 300 })], runs)(
  "spec §2.1 'redirect': any parameter gives null or a path on the same origin, and never throws",
  (raw) => {
    const path = safeRedirectPath(raw, ORIGIN);
    if (path === null) return;
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
  },
);

test.prop([fc.webUrl(), fc.constantFrom("", "//", "javascript:", "\\\\")], runs)(
  "spec §2.1 'redirect': another host, a protocol-relative or a script URL is ignored",
  (url, prefix) => {
    const target = prefix === "" ? url : `${prefix}${url.replace(/^[a-z]+:\/\//, "")}`;
    if (new URL(target, ORIGIN).origin === ORIGIN) return;
    expect(safeRedirectPath(encodeBase64Text(target), ORIGIN)).toBeNull();
  },
);

test.prop([fc.webPath()], runs)("spec §2.1 'redirect': a same-origin path is followed as it is", (path) => {
  const absolute = path === "" ? "/" : path;
  if (!absolute.startsWith("/") || absolute.startsWith("//")) return;
  const expected = new URL(absolute, ORIGIN);
  // A path whose dot segments normalise into '//host' is refused (next property).
  if (expected.pathname.startsWith("//")) return;
  expect(safeRedirectPath(encodeBase64Text(absolute), ORIGIN)).toBe(
    `${expected.pathname}${expected.search}${expected.hash}`,
  );
});

test.prop(
  [fc.array(fc.constantFrom("", ".", "..", "%2e", "evil.example", "acme", "%2F", "\\"), { maxLength: 8 })],
  runs,
)(
  "spec §2.1 'redirect': dot segments and empty segments never lead off the site once normalised",
  (segments) => {
    const target = `/${segments.join("/")}`;
    const path = safeRedirectPath(encodeBase64Text(target), ORIGIN);
    const resolved = URL.canParse(target, ORIGIN) ? new URL(target, ORIGIN) : null;
    if (resolved === null || resolved.origin !== ORIGIN || resolved.pathname.startsWith("//")) {
      expect(path).toBeNull();
    }
    if (path === null) return;
    expect(path.startsWith("//")).toBe(false);
    expect(new URL(path, `${ORIGIN}/deep/page`).origin).toBe(ORIGIN);
  },
);
