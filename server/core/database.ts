/**
 * Opens the reference API's SQLite database, creates every module's tables and seeds the demo
 * data on first start.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import type { Db, SeedOptions, ServerModule } from "./module";

const coreDdl = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- Shoppers of every site. Balances are integers in minor units: points in hundredths,
-- gift-card balance and tokens in the minor units of their currency.
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  contact TEXT NOT NULL,
  company_id INTEGER NOT NULL,
  client_id INTEGER NOT NULL,
  site TEXT NOT NULL,
  domain TEXT,
  user_login_type TEXT NOT NULL DEFAULT '1',
  user_creation_date TEXT NOT NULL,
  is_admin INTEGER NOT NULL DEFAULT 0,
  is_third_party INTEGER NOT NULL DEFAULT 0,
  points_hundredths INTEGER NOT NULL DEFAULT 0,
  redeemed_points_hundredths INTEGER NOT NULL DEFAULT 0,
  points_currency TEXT NOT NULL DEFAULT 'INR',
  gcb_minor INTEGER NOT NULL DEFAULT 0,
  gcb_currency TEXT NOT NULL DEFAULT 'INR',
  tokens_minor INTEGER NOT NULL DEFAULT 0,
  country_code TEXT NOT NULL DEFAULT 'IN'
);
-- Session tokens (a_t). family: the token of the login it belongs to (an SSO token shares its
-- parent's); login_at: when that login happened; last_seen_at: its last use (idle lifetime).
CREATE TABLE IF NOT EXISTS sessions (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL DEFAULT 0,
  family TEXT,
  login_at INTEGER
);
`;

/** Columns added to the sessions table after the first release: added to an older database. */
const sessionColumns: readonly (readonly [string, string])[] = [
  ["last_seen_at", "INTEGER NOT NULL DEFAULT 0"],
  ["family", "TEXT"],
  ["login_at", "INTEGER"],
];

const upgradeSessions = (db: Db): void => {
  const present = new Set(
    (db.prepare("PRAGMA table_info(sessions)").all() as { name: string }[]).map((c) => c.name),
  );
  for (const [name, type] of sessionColumns) {
    if (!present.has(name)) db.exec(`ALTER TABLE sessions ADD COLUMN ${name} ${type}`);
  }
  db.exec("CREATE INDEX IF NOT EXISTS sessions_by_family ON sessions (family)");
};

/** The reference API's own folder (server/). */
const SERVER_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * What the demo data of this version of the reference API looks like: the text of its tables and
 * of its seeds (every source file of its domains, and this one). A database file seeded by another
 * version holds demo data of another shape (a table without a newer column, demo users it never
 * seeded), so it is made again rather than half-used: the demo database holds demo data only.
 */
export const demoFingerprint = (): string => {
  const hash = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url)));
  const domains = join(SERVER_DIR, "domains");
  const files = readdirSync(domains, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .sort();
  for (const name of files) hash.update(name).update(readFileSync(join(domains, name)));
  return hash.digest("hex").slice(0, 16);
};

/** The fingerprint a database file was seeded with, or null for a new or unseeded one. */
const fingerprintOf = (file: string): string | null => {
  const db = new Database(file);
  try {
    const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
    if (hasMeta === undefined) return null;
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
    if (seeded === undefined) return null;
    const row = db.prepare("SELECT value FROM meta WHERE key = 'fingerprint'").get() as
      | { readonly value: string }
      | undefined;
    return row?.value ?? "";
  } finally {
    db.close();
  }
};

export const openDatabase = (
  file: string,
  modules: readonly ServerModule[],
  seed: SeedOptions = { scaleProducts: 0 },
): Db => {
  // An in-memory database is new at every start: it needs no fingerprint.
  const fingerprint = file === ":memory:" ? null : demoFingerprint();
  if (fingerprint !== null) {
    mkdirSync(dirname(file), { recursive: true });
    const found = fingerprintOf(file);
    if (found !== null && found !== fingerprint) {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
      console.log(`Demo data made again: ${file} was written by a build with other demo data.`);
    }
  }
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.exec(coreDdl);
  upgradeSessions(db);
  for (const module of modules) db.exec(module.ddl);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (seeded === undefined) {
    db.transaction(() => {
      for (const module of modules) module.seed?.(db, seed);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(seed.scaleProducts));
      if (fingerprint !== null) {
        db.prepare("INSERT INTO meta (key, value) VALUES ('fingerprint', ?)").run(fingerprint);
      }
    })();
  }
  return db;
};
