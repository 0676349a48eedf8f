/**
 * Free perk orders (spec §7.6 freePerkCreateOrder): a perk at no cost for a logged-in user of a
 * perks-enabled company. One order per user and perk: a repeat answers the first one.
 */

import { TransactionStatuses } from "@contract/orders";
import type { Db, HandlerContext } from "../../core/module";
import type { UserRow } from "../account/store";
import { findOrderByIdempotencyKey, type OrderRow } from "./store";

/** Companies whose users may order perks (spec §2.2 perks-enabled company list). */
export const perksEnabledCompanies: readonly number[] = [1001, 2002, 5179];

export type PerkAnswer =
  | {
      readonly success: 1;
      readonly data: { readonly order_id: number; readonly product_id: number; readonly status: 7 };
    }
  | { readonly success: 0; readonly message: string };

const isBase64 = (text: string): boolean =>
  text.length > 0 && text.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(text);

type PerkUser = Pick<
  UserRow,
  "id" | "email" | "first_name" | "last_name" | "contact" | "company_id" | "site" | "points_currency"
>;

/** The catalogue's free perk of that id: a perks product whose only value is 0 (spec §7.6). */
const freePerk = (db: Db, productId: number): { readonly name: string } | undefined =>
  db
    .prepare("SELECT name FROM products WHERE product_id = ? AND type = 'perks' AND denominations = '0'")
    .get(productId) as { name: string } | undefined;

const answer = (order: OrderRow, productId: number): PerkAnswer => ({
  success: 1,
  data: { order_id: order.id, product_id: productId, status: TransactionStatuses.success },
});

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
  if (user === undefined) return { success: 0, message: "Log in to order a perk." };
  if (!perksEnabledCompanies.includes(user.company_id)) {
    return { success: 0, message: "Perks are not available for your company." };
  }
  if (!isBase64(perkOrder.loi)) return { success: 0, message: "loi must be base64 encoded." };
  const perk = freePerk(db, perkOrder.productId);
  if (perk === undefined) {
    return {
      success: 0,
      message: `Product ${perkOrder.productId} is not a free perk of this store's catalogue.`,
    };
  }

  const idempotencyKey = `perk:${user.id}:${perkOrder.productId}`;
  const existing = findOrderByIdempotencyKey(db, idempotencyKey);
  if (existing !== undefined) return answer(existing, perkOrder.productId);

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
    return id;
  })();
  return { success: 1, data: { order_id: orderId, product_id: perkOrder.productId, status: 7 } };
};
