/**
 * The balance tabs' calls of the reference API (spec §7.5 'User and balances', §7.6 'History and
 * reports', §1 point conversion): the reward-point ledger, the third-party provider's figures, the
 * gift cards of the voucher report, and the point conversion (a call of this API's own, see
 * `convertPoints` in src/contract/balances.ts).
 */
import {
  convertPoints,
  fetchEgiftBalance,
  fetchGiftVoucherBalance,
  fetchTpdBalanceList,
  tpGetPoints,
  tpGetUserDetails,
} from "@contract/balances";
import { appliedRateUnits, convertHundredths, hundredthsOf } from "@domain/balances";
import { refused } from "../../core/answers";
import { everyLanguage, inLanguage, type PerLanguage } from "../../core/language";
import { handle, type ServerModule } from "../../core/module";
import { requireUser } from "../account/store";
import { conversionRate } from "../site/lookup";
import { fromMinor } from "../site/money";
import { ledgerPage, pointsDdl, recordMovement } from "./ledger";
import { seedPoints } from "./seed";

/** The largest page a report call may ask for. */
const MAX_LIMIT = 100;
const badLimit = (limit: number, offset: number): boolean => limit < 1 || limit > MAX_LIMIT || offset < 0;

/** What the points calls answer when they refuse, and the reason a conversion leaves in the ledger, by language. */
export const PointsTexts: PerLanguage<{
  readonly badPage: string;
  readonly notThirdParty: string;
  readonly providerPoints: string;
  readonly noConversion: (source: string, target: string) => string;
  readonly rateChanged: string;
  readonly balanceChanged: string;
  readonly converted: (source: string, target: string) => string;
}> = {
  en: {
    badPage: "Invalid page.",
    notThirdParty: "Not a third-party points user.",
    providerPoints: "Points kept by a provider cannot be converted here.",
    noConversion: (source, target) => `No conversion from ${source} to ${target}.`,
    rateChanged: "The conversion rate has changed.",
    balanceChanged: "Your points balance has changed.",
    converted: (source, target) => `Converted from ${source} to ${target}`,
  },
  es: {
    badPage: "Página no válida.",
    notThirdParty: "No es un usuario de puntos de un proveedor externo.",
    providerPoints: "Los puntos que guarda un proveedor no se pueden convertir aquí.",
    noConversion: (source, target) => `No hay conversión de ${source} a ${target}.`,
    rateChanged: "El tipo de conversión ha cambiado.",
    balanceChanged: "Tu saldo de puntos ha cambiado.",
    converted: (source, target) => `Convertidos de ${source} a ${target}`,
  },
  fr: {
    badPage: "Page non valide.",
    notThirdParty: "Cet utilisateur n'a pas de points chez un fournisseur tiers.",
    providerPoints: "Les points gérés par un fournisseur ne peuvent pas être convertis ici.",
    noConversion: (source, target) => `Aucune conversion de ${source} vers ${target}.`,
    rateChanged: "Le taux de conversion a changé.",
    balanceChanged: "Votre solde de points a changé.",
    converted: (source, target) => `Convertis de ${source} en ${target}`,
  },
  de: {
    badPage: "Ungültige Seite.",
    notThirdParty: "Kein Punktenutzer eines Drittanbieters.",
    providerPoints: "Punkte, die ein Anbieter verwaltet, können hier nicht umgerechnet werden.",
    noConversion: (source, target) => `Keine Umrechnung von ${source} in ${target}.`,
    rateChanged: "Der Umrechnungskurs hat sich geändert.",
    balanceChanged: "Dein Punktestand hat sich geändert.",
    converted: (source, target) => `Umgerechnet von ${source} in ${target}`,
  },
};

/** A gift card's code shown by its last 4 characters only. */
const masked = (code: string): string => `•••• ${code.slice(-4)}`;

export const pointsModule: ServerModule = {
  name: "points",
  ddl: pointsDdl,
  seed: (db) => seedPoints(db),
  handlers: [
    handle(fetchGiftVoucherBalance, (ctx, { input_params }) => {
      const user = requireUser(ctx);
      if (badLimit(input_params.limit, input_params.offset)) {
        return { data: { fetchGiftVoucherBalance: refused(inLanguage(PointsTexts, ctx.language).badPage) } };
      }
      const data = ledgerPage(ctx.db, user.id, user.points_hundredths, {
        limit: input_params.limit,
        offset: input_params.offset,
        language: ctx.language,
      });
      return { data: { fetchGiftVoucherBalance: { success: 1, data } } };
    }),

    handle(fetchTpdBalanceList, (ctx, { input_params }) => {
      const user = requireUser(ctx);
      if (user.is_third_party !== 1) {
        return {
          data: { fetchTpdBalanceList: refused(inLanguage(PointsTexts, ctx.language).notThirdParty) },
        };
      }
      if (badLimit(input_params.limit, input_params.offset)) {
        return { data: { fetchTpdBalanceList: refused(inLanguage(PointsTexts, ctx.language).badPage) } };
      }
      const data = ledgerPage(ctx.db, user.id, user.points_hundredths, {
        limit: input_params.limit,
        offset: input_params.offset,
        language: ctx.language,
      });
      return { data: { fetchTpdBalanceList: { success: 1, data } } };
    }),

    /** The provider's figures: the same balance getPoints reports, with the provider's name and next expiry. */
    handle(tpGetPoints, (ctx) => {
      const user = requireUser(ctx);
      const provider = ctx.db
        .prepare("SELECT provider, expiring_hundredths, expiring_date FROM provider_points WHERE user_id = ?")
        .get(user.id) as
        | { provider: string; expiring_hundredths: number | null; expiring_date: string | null }
        | undefined;
      if (user.is_third_party !== 1 || provider === undefined) {
        return refused(inLanguage(PointsTexts, ctx.language).notThirdParty);
      }
      return {
        success: 1,
        data: {
          provider: provider.provider,
          available: user.points_hundredths / 100,
          redeemed: user.redeemed_points_hundredths / 100,
          currency_code: user.points_currency,
          expiring:
            provider.expiring_hundredths === null || provider.expiring_date === null
              ? null
              : { points: provider.expiring_hundredths / 100, date: provider.expiring_date },
        },
      };
    }),

    /** The provider's record of the user: name and address as the store knows them, with the provider's id, tier and joining date. */
    handle(tpGetUserDetails, (ctx) => {
      const user = requireUser(ctx);
      const record = ctx.db
        .prepare(
          `SELECT p.provider, u.member_id, u.tier, u.member_since FROM provider_users u
             JOIN provider_points p ON p.user_id = u.user_id WHERE u.user_id = ?`,
        )
        .get(user.id) as
        | { provider: string; member_id: string; tier: string | null; member_since: string }
        | undefined;
      if (user.is_third_party !== 1 || record === undefined) {
        return refused(inLanguage(PointsTexts, ctx.language).notThirdParty);
      }
      return {
        success: 1,
        data: {
          provider: record.provider,
          member_id: record.member_id,
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          tier: record.tier,
          member_since: record.member_since,
        },
      };
    }),

    handle(fetchEgiftBalance, (ctx, { egift_params }) => {
      const user = requireUser(ctx);
      if (badLimit(egift_params.limit, 0))
        return { data: { fetchEgiftBalance: refused(inLanguage(PointsTexts, ctx.language).badPage) } };
      const count = ctx.db
        .prepare("SELECT COUNT(*) AS n FROM egift_vouchers WHERE user_id = ?")
        .get(user.id) as {
        n: number;
      };
      const rows = ctx.db
        .prepare(
          "SELECT code, name, amount_minor, balance_minor, currency, expiry FROM egift_vouchers WHERE user_id = ? ORDER BY expiry, id LIMIT ?",
        )
        .all(user.id, egift_params.limit) as {
        code: string;
        name: string;
        amount_minor: number;
        balance_minor: number;
        currency: string;
        expiry: string;
      }[];
      return {
        data: {
          fetchEgiftBalance: {
            success: 1,
            data: {
              total_count: count.n,
              vouchers: rows.map((row) => ({
                code: masked(row.code),
                name: row.name,
                amount: fromMinor(row.amount_minor, row.currency),
                balance: fromMinor(row.balance_minor, row.currency),
                currency_code: row.currency,
                expiry: row.expiry,
              })),
            },
          },
        },
      };
    }),

    /**
     * The whole balance into the target currency's points at the rate the preview showed: the
     * rate is worked out again from this API's rates (both ways, @domain/balances), and a stale
     * rate or balance is refused. The movement joins the ledger, so the history keeps agreeing.
     */
    handle(convertPoints, (ctx, { conversion }) => {
      const user = requireUser(ctx);
      const texts = inLanguage(PointsTexts, ctx.language);
      const answer = (body: ReturnType<typeof refused>) => ({ data: { convertPoints: body } });
      if (user.is_third_party === 1) return answer(refused(texts.providerPoints));
      const source = user.points_currency.toUpperCase();
      const target = conversion.target_currency_code.trim().toUpperCase();
      const forward = target === source ? undefined : conversionRate(ctx.db, source, target);
      const back = target === source ? undefined : conversionRate(ctx.db, target, source);
      const rate = forward === undefined || back === undefined ? null : appliedRateUnits(forward, back);
      if (rate === null) return answer(refused(texts.noConversion(source, target)));
      if (Number(rate) !== conversion.rate_units) return answer(refused(texts.rateChanged));
      const before = BigInt(user.points_hundredths);
      if (hundredthsOf(conversion.points) !== before) return answer(refused(texts.balanceChanged));
      const after = Number(convertHundredths(before, rate));
      ctx.db.transaction(() => {
        ctx.db
          .prepare("UPDATE users SET points_hundredths = ?, points_currency = ? WHERE id = ?")
          .run(after, target, user.id);
        recordMovement(
          ctx.db,
          user.id,
          ctx.now(),
          everyLanguage((language) => PointsTexts[language].converted(source, target)),
          after - user.points_hundredths,
        );
      })();
      return {
        data: { convertPoints: { success: 1, data: { available: after / 100, currency_code: target } } },
      };
    }),
  ],
};
