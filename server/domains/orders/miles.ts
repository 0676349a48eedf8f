/**
 * Airline member ids (spec §7.6 validate_miles_memberId {memberId, productId}, §3 Order 'an
 * airline-loyalty member id'). The demo airlines know a fixed list of member ids per miles
 * product (see the README's demo data); the form rule is the storefront's (src/domain/memberId.ts).
 * A voucher order with a member id keeps it in `order_member_ids`.
 */
import { canonicalMemberId, isMemberIdWellFormed } from "@domain/memberId";
import { type Refused, refused } from "../../core/answers";
import { type ApiLanguage, inLanguage, type PerLanguage } from "../../core/language";
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

interface MemberIdTextTable {
  readonly form: string;
  readonly notMiles: string;
  readonly missing: string;
  readonly unknown: string;
}

/**
 * Why a member id is refused, in each language the API answers in (../../core/language.ts). The
 * storefront shows these words as they come (src/errors/catalogue.ts 'memberIdRefused').
 */
export const memberIdTexts: PerLanguage<MemberIdTextTable> = {
  en: {
    form: "A member id is 6 to 16 letters and digits.",
    notMiles: "This product does not take a member id.",
    missing: "An airline member id is needed for the miles product: check it on the product's page.",
    unknown: "The airline does not know this member id.",
  },
  es: {
    form: "Un número de socio tiene de 6 a 16 letras y dígitos.",
    notMiles: "Este producto no admite un número de socio.",
    missing:
      "El producto de millas necesita un número de socio de la aerolínea: revísalo en la página del producto.",
    unknown: "La aerolínea no conoce este número de socio.",
  },
  fr: {
    form: "Un numéro de membre comporte de 6 à 16 lettres et chiffres.",
    notMiles: "Ce produit ne prend pas de numéro de membre.",
    missing:
      "Le produit de miles demande un numéro de membre de la compagnie aérienne : vérifiez-le sur la page du produit.",
    unknown: "La compagnie aérienne ne connaît pas ce numéro de membre.",
  },
  de: {
    form: "Eine Mitgliedsnummer hat 6 bis 16 Buchstaben und Ziffern.",
    notMiles: "Dieses Produkt nimmt keine Mitgliedsnummer an.",
    missing: "Das Meilenprodukt braucht eine Mitgliedsnummer der Airline: Prüfe sie auf der Produktseite.",
    unknown: "Die Airline kennt diese Mitgliedsnummer nicht.",
  },
};

export type MemberIdAnswer = { readonly success: 1 } | Refused;

export const isMilesProduct = (db: Db, productId: number): boolean =>
  db.prepare("SELECT 1 FROM products WHERE product_id = ? AND type = 'airmiles'").get(productId) !==
  undefined;

/** Whether the airline of `productId` knows `memberId`, and why not. */
export const checkMemberId = (
  db: Db,
  memberId: string,
  productId: number,
  language: ApiLanguage,
): MemberIdAnswer => {
  const texts = inLanguage(memberIdTexts, language);
  if (!isMemberIdWellFormed(memberId)) return refused(texts.form);
  if (!isMilesProduct(db, productId)) return refused(texts.notMiles);
  const known = knownMemberIds[productId] ?? [];
  return known.includes(canonicalMemberId(memberId)) ? { success: 1 } : refused(texts.unknown);
};

/**
 * The miles line of an order's cart whose airline knows `memberId`: the order is refused when the
 * cart has no miles product or its airline does not know the id.
 */
export const memberIdLine = (
  db: Db,
  memberId: string,
  productIds: readonly number[],
  language: ApiLanguage,
): { readonly ok: true; readonly productId: number } | { readonly ok: false; readonly message: string } => {
  const miles = productIds.filter((id) => isMilesProduct(db, id));
  const productId = miles[0];
  if (productId === undefined) return { ok: false, message: inLanguage(memberIdTexts, language).notMiles };
  const checked = checkMemberId(db, memberId, productId, language);
  return checked.success === 1 ? { ok: true, productId } : { ok: false, message: checked.message };
};

export const keepMemberId = (db: Db, orderId: number, productId: number, memberId: string): void => {
  db.prepare("INSERT INTO order_member_ids (order_id, product_id, member_id) VALUES (?, ?, ?)").run(
    orderId,
    productId,
    canonicalMemberId(memberId),
  );
};
