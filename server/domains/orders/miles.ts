/**
 * Airline member ids (spec §7.6 validate_miles_memberId {memberId, productId}, §3 Order 'an
 * airline-loyalty member id'). The demo airlines know a fixed list of member ids per miles
 * product (see the README's demo data); the form rule is the storefront's (src/domain/memberId.ts).
 * A voucher order with a member id keeps it in `order_member_ids`.
 */
import { canonicalMemberId, isMemberIdWellFormed } from "@domain/memberId";
import { type Refused, refused } from "../../core/answers";
import type { Db } from "../../core/module";

export const milesDdl = `
CREATE TABLE IF NOT EXISTS order_member_ids (
  order_id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL,
  member_id TEXT NOT NULL
);
`;

/** The member ids each demo miles product's airline knows. */
export const knownMemberIds: Readonly<Record<number, readonly string[]>> = {
  // SkyHigh Airline Miles (IN, US, JP)
  47001: ["SKY1234567", "SKY7654321"],
  47101: ["SKY1234567", "SKY7654321"],
  47501: ["SKY1234567"],
  // StayPoints Hotel Loyalty (IN)
  47002: ["STAY123456"],
};

export const memberIdTexts = {
  form: "A member id is 6 to 16 letters and digits.",
  notMiles: "This product does not take a member id.",
  missing: "An airline member id is needed for the miles product: check it on the product's page.",
  unknown: "The airline does not know this member id.",
} as const;

export type MemberIdAnswer = { readonly success: 1 } | Refused;

export const isMilesProduct = (db: Db, productId: number): boolean =>
  db.prepare("SELECT 1 FROM products WHERE product_id = ? AND type = 'airmiles'").get(productId) !==
  undefined;

/** Whether the airline of `productId` knows `memberId`, and why not. */
export const checkMemberId = (db: Db, memberId: string, productId: number): MemberIdAnswer => {
  if (!isMemberIdWellFormed(memberId)) return refused(memberIdTexts.form);
  if (!isMilesProduct(db, productId)) return refused(memberIdTexts.notMiles);
  const known = knownMemberIds[productId] ?? [];
  return known.includes(canonicalMemberId(memberId)) ? { success: 1 } : refused(memberIdTexts.unknown);
};

/**
 * The miles line of an order's cart whose airline knows `memberId`: the order is refused when the
 * cart has no miles product or its airline does not know the id.
 */
export const memberIdLine = (
  db: Db,
  memberId: string,
  productIds: readonly number[],
): { readonly ok: true; readonly productId: number } | { readonly ok: false; readonly message: string } => {
  const miles = productIds.filter((id) => isMilesProduct(db, id));
  const productId = miles[0];
  if (productId === undefined) return { ok: false, message: memberIdTexts.notMiles };
  const checked = checkMemberId(db, memberId, productId);
  return checked.success === 1 ? { ok: true, productId } : { ok: false, message: checked.message };
};

export const keepMemberId = (db: Db, orderId: number, productId: number, memberId: string): void => {
  db.prepare("INSERT INTO order_member_ids (order_id, product_id, member_id) VALUES (?, ?, ?)").run(
    orderId,
    productId,
    canonicalMemberId(memberId),
  );
};
