import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { demoFingerprint, openDatabase } from "../../server/core/database";

const dirs: string[] = [];
const newFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "storefront-db-"));
  dirs.push(dir);
  return join(dir, "demo.sqlite");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const userCount = (file: string) => {
  const db = openDatabase(file, []);
  const { n } = db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number };
  db.close();
  return n;
};

const addUser = (file: string) => {
  const db = openDatabase(file, []);
  db.prepare(
    "INSERT INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id, site, user_creation_date) VALUES (9, 'k@demo.example', 'x', 'K', 'P', '91-9999999999', 1, 1, 'marketplace', '2026-01-01')",
  ).run();
  db.close();
};

describe("the demo database file", () => {
  it("is kept across starts of the same reference API", () => {
    const file = newFile();
    addUser(file);
    expect(userCount(file)).toBe(1);
  });

  it("is made again when another version of the reference API seeded it", () => {
    const file = newFile();
    addUser(file);
    const db = openDatabase(file, []);
    expect(
      (db.prepare("SELECT value FROM meta WHERE key = 'fingerprint'").get() as { value: string }).value,
    ).toBe(demoFingerprint());
    db.prepare("UPDATE meta SET value = 'an older build' WHERE key = 'fingerprint'").run();
    db.close();
    expect(userCount(file)).toBe(0);
  });

  it("is made again when it was seeded before fingerprints were kept", () => {
    const file = newFile();
    addUser(file);
    const db = openDatabase(file, []);
    db.prepare("DELETE FROM meta WHERE key = 'fingerprint'").run();
    db.close();
    expect(userCount(file)).toBe(0);
  });
});
