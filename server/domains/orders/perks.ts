/**
 * Free perk orders (spec §7.6 freePerkCreateOrder): a perk at no cost for a logged-in user of a
 * perks-enabled company whose own site offers perks. One claim per user and perk: a repeat answers
 * the first claim (its order, code and link) and creates no second order. A perk with a stock
 * (`perk_stock`) runs out: once its last unit is claimed, a new claim is refused with
 * {@link perkOutOfStockText}. The claim code the partner redeems is random ('PERK-' and 10
 * characters), kept with the claim.
 */

import { TransactionStatuses } from "@contract/orders";
import { type Refused, refused } from "../../core/answers";
import type { Db, HandlerContext } from "../../core/module";
import { newBearerCode } from "../../core/oneTimeCode";
import type { UserRow } from "../account/store";
import { notOfferedText, userFamilyEnabled } from "../catalogue/queries";
import { findOrder, findOrderByIdempotencyKey, type OrderRow } from "./store";

/** Companies whose users may order perks (spec §2.2 perks-enabled company list). */
export const perksEnabledCompanies: readonly number[] = [1001, 2002, 5179];

/** The refusal of a perk whose stock has run out. */
export const perkOutOfStockText = "This perk is out of stock.";

/**
 * Each free perk's claim code and, for a partner that redeems online, its link. Free Popcorn
 * at CineMax (44005) has a stock of one claim; the other perks have no limit.
 */
export const perksDdl = `
CREATE TABLE IF NOT EXISTS perk_claims (
  order_id INTEGER PRIMARY KEY,
  claim_code TEXT NOT NULL,
  link TEXT
);
CREATE TABLE IF NOT EXISTS perk_stock (
  product_id INTEGER PRIMARY KEY,
  remaining INTEGER NOT NULL
);
`;

/** The demo perks with a stock: their product id and how many claims they have left. */
export const seedPerkStock: readonly { readonly productId: number; readonly remaining: number }[] = [
  { productId: 44005, remaining: 1 },
];

/** The partner link of the perks redeemed online, by product id (the claim code is appended). */
const perkLinks: Readonly<Record<number, string>> = {
  44004: "https://hotels.partner.example/weekend-deal?code=",
};

export const seedPerks = (db: Db): void => {
  const insert = db.prepare("INSERT INTO perk_stock (product_id, remaining) VALUES (?, ?)");
  for (const stock of seedPerkStock) insert.run(stock.productId, stock.remaining);
};

interface PerkClaim {
  readonly order_id: number;
  readonly product_id: number;
  readonly status: 7;
  readonly claim_code: string;
  readonly link?: string;
}

export type PerkAnswer = { readonly success: 1; readonly data: PerkClaim } | Refused;

/** Base64 text; '' is the base64 of nothing stored (a shopper with no 'loi' kept). */
const isBase64 = (text: string): boolean => text.length % 4 === 0 && /^(?:[A-Za-z0-9+/]+={0,2})?$/.test(text);

type PerkUser = Pick<
  UserRow,
  "id" | "email" | "first_name" | "last_name" | "contact" | "company_id" | "site" | "points_currency"
>;

/** The catalogue's free perk of that id: a perks product whose only value is 0 (spec §7.6). */
const freePerk = (db: Db, productId: number): { readonly name: string } | undefined =>
  db
    .prepare("SELECT name FROM products WHERE product_id = ? AND type = 'perks' AND denominations = '0'")
    .get(productId) as { name: string } | undefined;

/** The refusal of a claim that could not be recorded. */
const notClaimed: PerkAnswer = refused("The perk could not be claimed.");

const answer = (db: Db, order: OrderRow, productId: number): PerkAnswer => {
  const claim = db.prepare("SELECT claim_code, link FROM perk_claims WHERE order_id = ?").get(order.id) as
    | { claim_code: string; link: string | null }
    | undefined;
  if (claim === undefined) return notClaimed;
  return {
    success: 1,
    data: {
      order_id: order.id,
      product_id: productId,
      status: TransactionStatuses.success,
      claim_code: claim.claim_code,
      ...(claim.link === null ? {} : { link: claim.link }),
    },
  };
};

/** Claims left of a perk with a stock; null for a perk without a limit. */
const remainingOf = (db: Db, productId: number): number | null => {
  const row = db.prepare("SELECT remaining FROM perk_stock WHERE product_id = ?").get(productId) as
    | { remaining: number }
    | undefined;
  return row === undefined ? null : row.remaining;
};

export const createFreePerkOrder = (
  ctx: HandlerContext,
  perkOrder: { readonly productId: number; readonly token: string; readonly loi: string },
): PerkAnswer => {
  const { db } = ctx;
  const session = ctx.session;
  const user =
    session === null
      ? undefined
      : (db
          .prepare(
            "SELECT id, email, first_name, last_name, contact, company_id, site, points_currency FROM users WHERE id = ?",
          )
          .get(session.userId) as PerkUser | undefined);
  if (user === undefined) return refused("Log in to order a perk.");
  if (!userFamilyEnabled(db, user, "perks")) return refused(notOfferedText("perks"));
  if (!perksEnabledCompanies.includes(user.company_id)) {
    return refused("Perks are not available for your company.");
  }
  if (!isBase64(perkOrder.loi)) return refused("loi must be base64 encoded.");
  const perk = freePerk(db, perkOrder.productId);
  if (perk === undefined) {
    return refused(`Product ${perkOrder.productId} is not a free perk of this store's catalogue.`);
  }

  const idempotencyKey = `perk:${user.id}:${perkOrder.productId}`;
  const existing = findOrderByIdempotencyKey(db, idempotencyKey);
  if (existing !== undefined) return answer(db, existing, perkOrder.productId);
  const remaining = remainingOf(db, perkOrder.productId);
  if (remaining !== null && remaining <= 0) return refused(perkOutOfStockText);

  const [code, number] = user.contact.includes("-") ? user.contact.split("-", 2) : ["", user.contact];
  const now = ctx.now();
  const orderId = db.transaction((): number => {
    const inserted = db
      .prepare(
        `INSERT INTO shop_orders (order_key, idempotency_key, site, user_id, type, status, currency, total_minor,
           language, primary_identifier, first_name, last_name, email, mobile, mobile_code, loi, created_at,
           updated_at)
         VALUES (?, ?, ?, ?, 'perk', ?, ?, 0, 'en', 'email', ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        ctx.newToken(),
        idempotencyKey,
        user.site,
        user.id,
        TransactionStatuses.success,
        user.points_currency,
        user.first_name,
        user.last_name,
        user.email,
        number ?? "",
        code ?? "",
        Buffer.from(perkOrder.loi, "base64").toString("utf8"),
        now,
        now,
      );
    const id = Number(inserted.lastInsertRowid);
    db.prepare(
      `INSERT INTO shop_order_lines (order_id, position, product_id, name, quantity, price_minor, filter_group_id)
       VALUES (?, 0, ?, ?, 1, 0, 48)`,
    ).run(id, perkOrder.productId, perk.name);
    const link = perkLinks[perkOrder.productId];
    const claimCode = `PERK-${newBearerCode(10)}`;
    db.prepare("INSERT INTO perk_claims (order_id, claim_code, link) VALUES (?, ?, ?)").run(
      id,
      claimCode,
      link === undefined ? null : `${link}${claimCode}`,
    );
    if (remaining !== null) {
      db.prepare("UPDATE perk_stock SET remaining = remaining - 1 WHERE product_id = ?").run(
        perkOrder.productId,
      );
    }
    return id;
  })();
  const created = findOrder(db, orderId);
  if (created === undefined) return notClaimed;
  return answer(db, created, perkOrder.productId);
};
