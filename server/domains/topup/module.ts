/**
 * Mobile recharge on the reference API (spec §1, §3 topupSearchData, §7.3, §9 group 61): a
 * top-up country's operators and circles, an operator's plans, and the recharge a chosen plan
 * becomes. A recharge is the cart's topup item: checkout prices it again from this table, and
 * `markRechargePaid` gives it the operator's reference once its order is paid.
 *
 * Every call is answered only where recharges are offered: the signed-in user's own site, or a
 * guest's store (spec §2.2 'topup'). A recharge's reference is random (`RCG` and 10 characters),
 * so a guest's recharge is read or paid only by whoever was given its reference.
 */
import { createHash } from "node:crypto";
import {
  createTopupRecharge,
  fetchTopupPlans,
  fetchTopupRecharge,
  fetchTopupSearchData,
} from "@contract/topup";
import { DEFAULT_SITE_LANGUAGE } from "@domain/language";
import { rechargeProblemOf, TOPUP_FILTER_GROUP } from "@domain/topup";
import { ok, refused } from "../../core/answers";
import { type ApiLanguage, inLanguage, type PerLanguage } from "../../core/language";
import { type Db, type HandlerContext, handle, type ServerModule } from "../../core/module";
import { newBearerCode } from "../../core/oneTimeCode";
import { registerSection, type SectionPrice } from "../../core/sections";
import { notOfferedText, offeredOn } from "../catalogue/queries";
import { placedOn } from "../orders/store";
import { fromMinor, toMinor } from "../site/money";
import { planIdOf, TOPUP_SEED, type TopupCountrySeed } from "./data";

export const topupDdl = `
CREATE TABLE IF NOT EXISTS topup_recharges (
  recharge_id TEXT PRIMARY KEY,
  user_id INTEGER,
  product_id INTEGER NOT NULL,
  operator_id INTEGER NOT NULL,
  circle_id INTEGER,
  plan_id INTEGER NOT NULL,
  mobile TEXT NOT NULL,
  name TEXT NOT NULL,
  price_minor INTEGER NOT NULL,
  currency_code TEXT NOT NULL,
  status TEXT NOT NULL,
  operator_reference TEXT,
  order_id INTEGER,
  created_at INTEGER NOT NULL
);
`;

interface TopupTextTable {
  readonly unknownProduct: string;
  readonly unknownPlan: string;
  readonly badForm: string;
  readonly unknownRecharge: string;
  readonly alreadyPaid: string;
  /** The catalogue's sentence for a family a site does not offer (in English only). */
  readonly notOffered: string;
}

/**
 * What mobile recharge answers when it refuses, in each language the API answers in
 * (../../core/language.ts).
 */
export const TopupTexts: PerLanguage<TopupTextTable> = {
  en: {
    unknownProduct: "Mobile recharge is not available for this country.",
    unknownPlan: "This plan is not available any more. Please choose another one.",
    badForm: "Please check the mobile number, the operator and the circle.",
    unknownRecharge: "This recharge was not found.",
    alreadyPaid: "This recharge has already been paid.",
    notOffered: notOfferedText("topup"),
  },
  es: {
    unknownProduct: "La recarga de móvil no está disponible para este país.",
    unknownPlan: "Este plan ya no está disponible. Elige otro.",
    badForm: "Revisa el número de móvil, el operador y la región.",
    unknownRecharge: "No se ha encontrado esta recarga.",
    alreadyPaid: "Esta recarga ya está pagada.",
    notOffered: notOfferedText("topup"),
  },
  fr: {
    unknownProduct: "La recharge mobile n'est pas disponible pour ce pays.",
    unknownPlan: "Ce forfait n'est plus disponible. Veuillez en choisir un autre.",
    badForm: "Veuillez vérifier le numéro de mobile, l'opérateur et la région.",
    unknownRecharge: "Cette recharge est introuvable.",
    alreadyPaid: "Cette recharge a déjà été payée.",
    notOffered: notOfferedText("topup"),
  },
  de: {
    unknownProduct: "Mobilfunk-Aufladung ist für dieses Land nicht verfügbar.",
    unknownPlan: "Dieser Tarif ist nicht mehr verfügbar. Bitte wähle einen anderen.",
    badForm: "Bitte prüfe die Mobilnummer, den Anbieter und die Region.",
    unknownRecharge: "Diese Aufladung wurde nicht gefunden.",
    alreadyPaid: "Diese Aufladung wurde bereits bezahlt.",
    notOffered: notOfferedText("topup"),
  },
};

/** The recharge texts in the request's language. */
const textsOf = (ctx: HandlerContext) => inLanguage(TopupTexts, ctx.language);

interface TopupProductRow {
  readonly product_id: number;
  readonly name: string;
  readonly country_id: number;
  readonly iso_code_2: string;
  readonly currency_code: string;
}

const PRODUCT_SELECT = `SELECT p.product_id, p.name, p.country_id, c.iso_code_2, p.currency_code
  FROM products p JOIN countries c ON c.country_id = p.country_id WHERE p.type = 'topup'`;

const productById = (db: Db, productId: number): TopupProductRow | undefined =>
  db.prepare(`${PRODUCT_SELECT} AND p.product_id = ?`).get(productId) as TopupProductRow | undefined;

const productOfCountry = (db: Db, countryId: number): TopupProductRow | undefined =>
  db.prepare(`${PRODUCT_SELECT} AND p.country_id = ? ORDER BY p.product_id LIMIT 1`).get(countryId) as
    | TopupProductRow
    | undefined;

const seedOf = (iso: string): TopupCountrySeed | undefined => TOPUP_SEED.find((c) => c.iso === iso);

const plansOf = (seed: TopupCountrySeed, operatorId: number, currency: string) =>
  seed.plans.map((plan) => ({
    plan_id: planIdOf(operatorId, plan.n),
    type: plan.type,
    price: plan.price,
    currency_code: currency,
    validity_days: plan.validity_days,
    data: plan.data,
    talktime: plan.talktime,
    description: plan.description,
  }));

interface RechargeRow {
  readonly recharge_id: string;
  readonly user_id: number | null;
  readonly product_id: number;
  readonly name: string;
  readonly price_minor: number;
  readonly currency_code: string;
  readonly status: "created" | "done" | "failed";
  readonly operator_reference: string | null;
  readonly order_id: number | null;
}

export const rechargeOf = (db: Db, rechargeId: string): RechargeRow | undefined =>
  db
    .prepare(
      "SELECT recharge_id, user_id, product_id, name, price_minor, currency_code, status, operator_reference, order_id FROM topup_recharges WHERE recharge_id = ?",
    )
    .get(rechargeId) as RechargeRow | undefined;

/** What checkout charges for a recharge (the section pricer): refused once paid, or for another shopper. */
export const priceRecharge = (
  db: Db,
  rechargeId: string,
  userId: number | null,
  language: ApiLanguage = DEFAULT_SITE_LANGUAGE,
): SectionPrice => {
  const texts = inLanguage(TopupTexts, language);
  const row = rechargeOf(db, rechargeId);
  if (row === undefined || (row.user_id !== null && row.user_id !== userId)) {
    return { ok: false, message: texts.unknownRecharge };
  }
  if (row.status === "done") return { ok: false, message: texts.alreadyPaid };
  // The order line's name carries the recharge reference, so the payment status page shows it.
  return {
    ok: true,
    productId: row.product_id,
    priceMinor: row.price_minor,
    currency: row.currency_code,
    name: `${row.name} ${row.recharge_id}`,
  };
};

/** The operator's reference of a paid recharge: derived from its id and order, the same on every read. */
const operatorReferenceOf = (rechargeId: string, orderId: number): string =>
  `OPR${createHash("sha256").update(`${rechargeId}:${orderId}`).digest("hex").slice(0, 10).toUpperCase()}`;

/** The order paying for the recharge succeeded: the operator applies it and answers its reference. */
export const markRechargePaid = (db: Db, rechargeId: string, orderId: number): void => {
  db.prepare(
    "UPDATE topup_recharges SET status = 'done', order_id = ?, operator_reference = ? WHERE recharge_id = ? AND status <> 'done'",
  ).run(orderId, operatorReferenceOf(rechargeId, orderId), rechargeId);
};

// The cart's topup section is priced from the recharge and marked paid with its order (spec §9 group 61).
registerSection(TOPUP_FILTER_GROUP, {
  family: "topup",
  price: (db, rechargeId, userId, _now, language) => priceRecharge(db, rechargeId, userId, language),
  paid: markRechargePaid,
});

/** Whether recharges are offered where the call is placed (never the `url` the request carries). */
const offered = (ctx: HandlerContext): boolean => offeredOn(ctx.db, placedOn(ctx), "topup");

export const topupModule: ServerModule = {
  name: "topup",
  ddl: topupDdl,
  handlers: [
    handle(fetchTopupSearchData, (ctx, { search_input }) => {
      if (!offered(ctx)) return { data: { fetchTopupSearchData: refused(textsOf(ctx).notOffered) } };
      const product =
        search_input.product_id !== null
          ? productById(ctx.db, search_input.product_id)
          : search_input.country_id !== null
            ? productOfCountry(ctx.db, search_input.country_id)
            : undefined;
      const seed = product === undefined ? undefined : seedOf(product.iso_code_2);
      if (product === undefined || seed === undefined) {
        return {
          data: { fetchTopupSearchData: refused(textsOf(ctx).unknownProduct) },
        };
      }
      return {
        data: {
          fetchTopupSearchData: {
            success: 1,
            data: {
              product_id: product.product_id,
              name: product.name,
              country_id: product.country_id,
              iso_code_2: product.iso_code_2,
              currency_code: product.currency_code,
              operators: seed.operators,
            },
          },
        },
      };
    }),

    handle(fetchTopupPlans, (ctx, { plans_input }) => {
      if (!offered(ctx)) return { data: { fetchTopupPlans: refused(textsOf(ctx).notOffered) } };
      const product = productById(ctx.db, plans_input.product_id);
      const seed = product === undefined ? undefined : seedOf(product.iso_code_2);
      const operator = seed?.operators.find((o) => o.operator_id === plans_input.operator_id);
      if (product === undefined || seed === undefined || operator === undefined) {
        return { data: { fetchTopupPlans: refused(textsOf(ctx).unknownProduct) } };
      }
      return {
        data: {
          fetchTopupPlans: ok(plansOf(seed, operator.operator_id, product.currency_code)),
        },
      };
    }),

    handle(createTopupRecharge, (ctx, { recharge_input: input }) => {
      if (!offered(ctx)) return { data: { createTopupRecharge: refused(textsOf(ctx).notOffered) } };
      const product = productById(ctx.db, input.product_id);
      const seed = product === undefined ? undefined : seedOf(product.iso_code_2);
      if (product === undefined || seed === undefined)
        return {
          data: { createTopupRecharge: refused(textsOf(ctx).unknownProduct) },
        };
      const problem = rechargeProblemOf(
        {
          iso: product.iso_code_2,
          mobile: input.mobile,
          operatorId: input.operator_id,
          circleId: input.circle_id,
        },
        seed.operators,
      );
      if (problem !== null) return { data: { createTopupRecharge: refused(textsOf(ctx).badForm) } };
      const operator = seed.operators.find((o) => o.operator_id === input.operator_id);
      const plan = plansOf(seed, input.operator_id, product.currency_code).find(
        (p) => p.plan_id === input.plan_id,
      );
      const priceMinor = plan === undefined ? undefined : toMinor(plan.price, product.currency_code);
      if (operator === undefined || plan === undefined || priceMinor === undefined) {
        return { data: { createTopupRecharge: refused(textsOf(ctx).unknownPlan) } };
      }
      const circle = operator.circles.find((c) => c.circle_id === input.circle_id)?.name ?? null;
      const planText = [
        plan.data,
        plan.talktime === "" ? "" : `Talk-time ${plan.talktime}`,
        `${plan.validity_days} days`,
      ]
        .filter((part) => part !== "")
        .join(", ");
      const name = `${operator.name} recharge`;
      const rechargeId = `RCG${newBearerCode(10)}`;
      ctx.db
        .prepare(
          `INSERT INTO topup_recharges (recharge_id, user_id, product_id, operator_id, circle_id, plan_id, mobile, name,
             price_minor, currency_code, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'created', ?)`,
        )
        .run(
          rechargeId,
          ctx.session?.userId ?? null,
          product.product_id,
          operator.operator_id,
          input.circle_id,
          plan.plan_id,
          input.mobile.trim(),
          name,
          priceMinor,
          product.currency_code,
          ctx.now(),
        );
      return {
        data: {
          createTopupRecharge: {
            success: 1,
            data: {
              recharge_id: rechargeId,
              product_id: product.product_id,
              name,
              price: fromMinor(priceMinor, product.currency_code),
              currency_code: product.currency_code,
              operator: operator.name,
              circle,
              plan: planText,
            },
          },
        },
      };
    }),

    handle(fetchTopupRecharge, (ctx, { recharge_input }) => {
      const row = rechargeOf(ctx.db, recharge_input.recharge_id);
      const userId = ctx.session?.userId ?? null;
      if (row === undefined || (row.user_id !== null && row.user_id !== userId)) {
        return {
          data: { fetchTopupRecharge: refused(textsOf(ctx).unknownRecharge) },
        };
      }
      return {
        data: {
          fetchTopupRecharge: {
            success: 1,
            data: {
              recharge_id: row.recharge_id,
              status: row.status,
              operator_reference: row.operator_reference,
              order_id: row.order_id,
            },
          },
        },
      };
    }),
  ],
};
