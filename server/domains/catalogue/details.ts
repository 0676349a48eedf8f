/**
 * Handlers of the detail calls beside getProduct (spec §7.3; contract src/contract/productDetails.ts):
 * static_voucher_data, the static voucher detail (./staticVouchers.ts), and perks details
 * {add_data}, one offer (filter group 48). An id either call does not serve is refused with a
 * message in the shopper's language; the page then shows the not-found state (spec §2.11).
 */
import type { ResponseOf } from "@contract/operation";
import { perksDetails, staticVoucherData } from "@contract/productDetails";
import { ok, refused } from "../../core/answers";
import { inLanguage, type PerLanguage } from "../../core/language";
import type { Db, Handler } from "../../core/module";
import { handle } from "../../core/module";
import { detailOf } from "./handlers";
import { type ProductRow, productSelect } from "./queries";
import { staticVoucherOf } from "./staticVouchers";

/** The refusals of the detail calls, in each language the API answers in ('{id}' is the asked id). */
export const DetailTexts: PerLanguage<{ readonly noStatic: string; readonly noOffer: string }> = {
  en: {
    noStatic: "No static voucher with id {id}",
    noOffer: "No offer with id {id}",
  },
  es: {
    noStatic: "No hay ningún vale estático con el id {id}",
    noOffer: "No hay ninguna oferta con el id {id}",
  },
  fr: {
    noStatic: "Aucun bon statique avec l'identifiant {id}",
    noOffer: "Aucune offre avec l'identifiant {id}",
  },
  de: {
    noStatic: "Kein statischer Gutschein mit der ID {id}",
    noOffer: "Kein Angebot mit der ID {id}",
  },
};

const productRow = (db: Db, productId: number): ProductRow | undefined =>
  db.prepare(`${productSelect} WHERE p.product_id = ?`).get(productId) as ProductRow | undefined;

export const detailHandlers: readonly Handler[] = [
  handle(staticVoucherData, (ctx, input): ResponseOf<typeof staticVoucherData> => {
    const record = staticVoucherOf(input.product_id);
    const row = record === undefined ? undefined : productRow(ctx.db, record.productId);
    if (record === undefined || row === undefined) {
      const text = inLanguage(DetailTexts, ctx.language).noStatic;
      return { data: { static_voucher_data: refused(text.replace("{id}", String(input.product_id))) } };
    }
    const product = detailOf(ctx.db, row, ctx.config.supportEmail);
    // Only the product's own values, so the cart and the order price it as the product.
    const denominations = product.denominations.filter((value) => record.denominations.includes(value));
    const fill = (text: string) => text.replaceAll("{supportEmail}", ctx.config.supportEmail);
    return {
      data: {
        static_voucher_data: ok({
          ...product,
          name: record.name,
          denominations,
          min_price: denominations.length === 0 ? product.min_price : Math.min(...denominations),
          max_price: denominations.length === 0 ? product.max_price : Math.max(...denominations),
          description: record.description,
          how_to_use: fill(record.howToUse),
          terms_conditions: fill(record.terms),
          expiry_and_validity: fill(record.validity),
        }),
      },
    };
  }),

  handle(perksDetails, (ctx, input): ResponseOf<typeof perksDetails> => {
    const productId = input.add_data.product_id;
    const row = productRow(ctx.db, productId);
    if (row === undefined || row.type !== "perks") {
      const text = inLanguage(DetailTexts, ctx.language).noOffer;
      return { data: { perksDetails: refused(text.replace("{id}", String(productId))) } };
    }
    return { data: { perksDetails: ok(detailOf(ctx.db, row, ctx.config.supportEmail)) } };
  }),
];
