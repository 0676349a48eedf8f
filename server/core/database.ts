/**
 * Opens the reference API's SQLite database, creates every module's tables and seeds the demo
 * data on first start.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
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

export const openDatabase = (
  file: string,
  modules: readonly ServerModule[],
  seed: SeedOptions = { scaleProducts: 0 },
): Db => {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
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
    })();
  }
  return db;
};
