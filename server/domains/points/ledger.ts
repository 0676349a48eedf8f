/**
 * A user's reward-point ledger as the reports page it (spec §7.6 fetchGiftVoucherBalance with
 * type 'points', fetchTpdBalanceList): the credits and debits kept in `points_ledger`, the points
 * orders drew (and gave back when they failed), newest first. The entries always agree with the
 * points getPoints reports: when they do not add up to the balance (a balance set before the
 * ledger began), an 'Opening balance' entry, the oldest, holds the difference.
 *
 * Each entry's reason is in the shopper's language (../../core/language.ts): a kept movement
 * stores its reason in every language, and the reasons of orders are written here.
 */
import type { LedgerEntry, LedgerPage } from "@contract/balances";
import {
  type ApiLanguage,
  inLanguage,
  type PerLanguage,
  type SomeLanguages,
  storedTextIn,
  storedTexts,
} from "../../core/language";
import type { Db } from "../../core/module";

/** The reasons the ledger writes itself, by language. */
export const LedgerTexts: PerLanguage<{
  readonly redeemed: (order: number) => string;
  readonly returned: (order: number) => string;
  readonly opening: string;
}> = {
  en: {
    redeemed: (order) => `Redeemed on order ${order}`,
    returned: (order) => `Returned from order ${order}`,
    opening: "Opening balance",
  },
  es: {
    redeemed: (order) => `Canjeados en el pedido ${order}`,
    returned: (order) => `Devueltos del pedido ${order}`,
    opening: "Saldo inicial",
  },
  fr: {
    redeemed: (order) => `Utilisés pour la commande ${order}`,
    returned: (order) => `Rendus par la commande ${order}`,
    opening: "Solde d'ouverture",
  },
  de: {
    redeemed: (order) => `Eingelöst für Bestellung ${order}`,
    returned: (order) => `Erstattet aus Bestellung ${order}`,
    opening: "Anfangssaldo",
  },
};

export const pointsDdl = `
-- Credits (positive) and debits (negative) of reward points, in hundredths; at: epoch ms;
-- reason: its texts by language, as JSON (server/core/language.ts storedTexts).
CREATE TABLE IF NOT EXISTS points_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  at INTEGER NOT NULL,
  reason TEXT NOT NULL,
  delta_hundredths INTEGER NOT NULL,
  expiry TEXT
);
CREATE INDEX IF NOT EXISTS points_ledger_user ON points_ledger (user_id, at);
-- The third-party provider of a points user (isThirdPartyUser) and its next expiry.
CREATE TABLE IF NOT EXISTS provider_points (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  provider TEXT NOT NULL,
  expiring_hundredths INTEGER,
  expiring_date TEXT
);
-- The provider's record of a third-party points user (tp_integrations getUserDetails).
CREATE TABLE IF NOT EXISTS provider_users (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  member_id TEXT NOT NULL,
  tier TEXT,
  member_since TEXT NOT NULL
);
-- Gift cards of the voucher report (fetchEgiftBalance), in minor units of their currency.
CREATE TABLE IF NOT EXISTS egift_vouchers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  balance_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  expiry TEXT NOT NULL
);
`;

interface Movement {
  readonly id: string;
  readonly at: number;
  readonly reason: string;
  readonly delta: number;
  readonly expiry: string | null;
}

const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** Every movement of a user's points, newest first, ending on `balance` (hundredths), its reasons in `language`. */
export const movementsOf = (
  db: Db,
  userId: number,
  balance: number,
  language: ApiLanguage,
): readonly Movement[] => {
  const texts = inLanguage(LedgerTexts, language);
  const kept = db
    .prepare("SELECT id, at, reason, delta_hundredths, expiry FROM points_ledger WHERE user_id = ?")
    .all(userId) as {
    id: number;
    at: number;
    reason: string;
    delta_hundredths: number;
    expiry: string | null;
  }[];
  const orders = db
    .prepare(
      "SELECT id, created_at, updated_at, points_debit, balances_restored FROM shop_orders WHERE user_id = ? AND points_debit > 0",
    )
    .all(userId) as {
    id: number;
    created_at: number;
    updated_at: number;
    points_debit: number;
    balances_restored: number;
  }[];
  const all: Movement[] = [
    ...kept.map((row) => ({
      id: `L${row.id}`,
      at: row.at,
      reason: storedTextIn(row.reason, language),
      delta: row.delta_hundredths,
      expiry: row.expiry,
    })),
    ...orders.map((o) => ({
      id: `O${o.id}`,
      at: o.created_at,
      reason: texts.redeemed(o.id),
      delta: -o.points_debit,
      expiry: null,
    })),
    ...orders
      .filter((o) => o.balances_restored === 1)
      .map((o) => ({
        id: `R${o.id}`,
        at: o.updated_at,
        reason: texts.returned(o.id),
        delta: o.points_debit,
        expiry: null,
      })),
  ];
  all.sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
  const sum = all.reduce((total, m) => total + m.delta, 0);
  if (sum !== balance) {
    const oldest = all.at(-1)?.at ?? 0;
    all.push({ id: "OPENING", at: oldest, reason: texts.opening, delta: balance - sum, expiry: null });
  }
  return all;
};

/**
 * One page of the ledger: `limit` entries from `offset`, with the balance after the page's newest
 * one, its reasons in `language`.
 */
export const ledgerPage = (
  db: Db,
  userId: number,
  balance: number,
  page: { readonly limit: number; readonly offset: number; readonly language: ApiLanguage },
): LedgerPage => {
  const { limit, offset, language } = page;
  const all = movementsOf(db, userId, balance, language);
  const from = Math.max(0, offset);
  const shown = all.slice(from, from + Math.max(0, limit));
  const newer = all.slice(0, from).reduce((total, m) => total + m.delta, 0);
  const entries: LedgerEntry[] = shown.map((m) => ({
    id: m.id,
    date: dayOf(m.at),
    reason: m.reason,
    points: m.delta / 100,
    expiry: m.expiry,
  }));
  return { total_count: all.length, closing_balance: (balance - newer) / 100, entries };
};

/** Records a movement of points (a conversion, a cash-out) at `at`, with its reason in each language. */
export const recordMovement = (
  db: Db,
  userId: number,
  at: number,
  reason: SomeLanguages,
  delta: number,
): void => {
  db.prepare(
    "INSERT INTO points_ledger (user_id, at, reason, delta_hundredths, expiry) VALUES (?, ?, ?, ?, NULL)",
  ).run(userId, at, storedTexts(reason), delta);
};
