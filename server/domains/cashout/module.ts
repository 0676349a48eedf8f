/**
 * Cash out on the reference API (spec §1, §3 cashoutFormData and 'Cash-out transaction', §7.6
 * generateOrderOtp and the cash-out transaction status, §9): the payout products with the
 * shopper's points, the order OTP (mailed to the outbox, kind `order-otp`), the confirmation that
 * debits the points and opens the transfer, and its status.
 *
 * Demo outcomes, deterministic: a transfer answers pending (1) to its first two status calls and
 * success (7) to the third; a UPI id starting with 'fail' or an account number ending in '0000'
 * answers failed (5) on the second call, and its points come back. Confirming the same OTP again
 * answers the same transfer: a transfer is never placed twice.
 *
 * Money leaves the platform here, so the OTP is the step-up check that the shopper holds the
 * mailbox, not merely the session:
 *
 * - the code is drawn at random and kept only as a keyed digest (../../core/oneTimeCode.ts): the
 *   `otp_id` the client receives tells nothing about it, nor does the transfer's reference;
 * - after {@link CODE_ATTEMPTS} wrong codes the OTP is void, and even the right code is refused
 *   as expired (a new OTP must be asked for);
 * - {@link CashoutLimits}: OTPs asked for and confirmations tried, per user;
 * - every call checks that the signed-in user's own site offers cash out (the `payouts` family),
 *   never a site or URL the client names.
 */
import {
  type CashoutRefusalCode,
  cashoutConfirm,
  fetchCashoutFormData,
  generateOrderOtp,
  getCashoutStatus,
} from "@contract/cashout";
import { TransactionStatuses } from "@contract/orders";
import {
  cashoutKindOf,
  isOrderOtpForm,
  ORDER_OTP_MINUTES,
  pointsForAmount,
  transferProblemsOf,
} from "@domain/cashout";
import { refused } from "../../core/answers";
import { everyLanguage, inLanguage, type PerLanguage } from "../../core/language";
import { type CallLimit, limitExceeded, requireWithinLimit } from "../../core/limits";
import { type Db, type HandlerContext, handle, type ServerModule } from "../../core/module";
import { CODE_ATTEMPTS, codeDigest, codeMatches, newBearerCode, newDigitCode } from "../../core/oneTimeCode";
import { sendMail } from "../account/outbox";
import { clientOfUser, requireUser, type UserRow } from "../account/store";
import { userFamilyEnabled } from "../catalogue/queries";
import { recordMovement } from "../points/ledger";
import { conversionRate } from "../site/lookup";
import { fromMinor, toMinor } from "../site/money";
import { seedFamilyUsers } from "./seed";

export const cashoutDdl = `
CREATE TABLE IF NOT EXISTS cashout_otps (
  otp_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  -- The code's keyed digest (codeDigest, purpose OTP_PURPOSE), never the code itself.
  code_digest TEXT NOT NULL,
  -- Wrong codes tried; at CODE_ATTEMPTS the OTP is void.
  wrong_tries INTEGER NOT NULL DEFAULT 0,
  product_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency_code TEXT NOT NULL,
  points_hundredths INTEGER NOT NULL,
  destination TEXT NOT NULL,
  outcome TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  ref_id TEXT
);
CREATE TABLE IF NOT EXISTS cashout_transfers (
  ref_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  otp_id TEXT NOT NULL UNIQUE,
  product_id INTEGER NOT NULL,
  category_id INTEGER NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency_code TEXT NOT NULL,
  points_hundredths INTEGER NOT NULL,
  destination TEXT NOT NULL,
  outcome TEXT NOT NULL,
  polls INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/** The transfer's reference type ({brand}RefType, spec §3). */
export const CASHOUT_REF_TYPE = "CASHOUT";
/** Status calls a successful transfer answers pending before success; a failing one, before failed. */
const PENDING_POLLS_SUCCESS = 2;
const PENDING_POLLS_FAILURE = 1;

/** What the order OTP's digest is bound to (../../core/oneTimeCode.ts). */
const OTP_PURPOSE = "cashout-otp";

/**
 * Per user: OTPs mailed that did not become a transfer, and confirmations tried. Past either,
 * the call answers HTTP 429 with the limit text of spec §8.
 */
export const CashoutLimits = {
  otpRequests: { max: 5, windowMs: 10 * 60_000 },
  confirmations: { max: 30, windowMs: 60_000 },
} as const satisfies Record<string, CallLimit>;

/**
 * What cash out answers the shopper, in each language the API answers in
 * (../../core/language.ts). The storefront tells a refusal by its `code` and shows its own words
 * for it; these are the words of a refusal without one.
 */
export const CashoutTexts: PerLanguage<{
  readonly unavailable: string;
  readonly invalid: string;
  readonly pointsShort: string;
  readonly otpSent: string;
  readonly otpWrong: string;
  readonly otpExpired: string;
  readonly unknown: string;
}> = {
  en: {
    unavailable: "Cash out is not available for this account.",
    invalid: "Please check the transfer details.",
    pointsShort: "Not enough points for this transfer.",
    otpSent: "An OTP has been sent to your e-mail address.",
    otpWrong: "The OTP is not correct.",
    otpExpired: "The OTP has expired.",
    unknown: "Transaction not found.",
  },
  es: {
    unavailable: "El retiro de efectivo no está disponible para esta cuenta.",
    invalid: "Revisa los datos de la transferencia.",
    pointsShort: "No tienes puntos suficientes para esta transferencia.",
    otpSent: "Hemos enviado un código OTP a tu correo electrónico.",
    otpWrong: "El código OTP no es correcto.",
    otpExpired: "El código OTP ha caducado.",
    unknown: "No se ha encontrado la transacción.",
  },
  fr: {
    unavailable: "Le retrait en espèces n'est pas disponible pour ce compte.",
    invalid: "Veuillez vérifier les détails du virement.",
    pointsShort: "Vous n'avez pas assez de points pour ce virement.",
    otpSent: "Un code OTP a été envoyé à votre adresse e-mail.",
    otpWrong: "Le code OTP n'est pas correct.",
    otpExpired: "Le code OTP a expiré.",
    unknown: "Transaction introuvable.",
  },
  de: {
    unavailable: "Auszahlungen sind für dieses Konto nicht verfügbar.",
    invalid: "Bitte prüfe die Angaben zur Überweisung.",
    pointsShort: "Nicht genug Punkte für diese Überweisung.",
    otpSent: "Wir haben einen OTP-Code an deine E-Mail-Adresse gesendet.",
    otpWrong: "Der OTP-Code ist nicht korrekt.",
    otpExpired: "Der OTP-Code ist abgelaufen.",
    unknown: "Transaktion nicht gefunden.",
  },
};

/** The cash-out texts in the request's language. */
const textsOf = (ctx: HandlerContext) => inLanguage(CashoutTexts, ctx.language);

/** The reasons a cash-out leaves in the points history, by language. */
export const CashoutReasons: PerLanguage<{ readonly paid: string; readonly refunded: string }> = {
  en: { paid: "Cash out", refunded: "Cash out refund" },
  es: { paid: "Retiro de efectivo", refunded: "Reembolso del retiro de efectivo" },
  fr: { paid: "Retrait en espèces", refunded: "Remboursement du retrait en espèces" },
  de: { paid: "Auszahlung", refunded: "Erstattung der Auszahlung" },
};

interface PayoutRow {
  readonly product_id: number;
  readonly category_id: number;
  readonly name: string;
  readonly description: string;
  readonly currency_code: string;
  readonly min_price_minor: number;
  readonly max_price_minor: number;
}

const payoutsOf = (db: Db, user: UserRow): readonly PayoutRow[] =>
  db
    .prepare(
      `SELECT p.product_id, p.category_id, p.name, p.description, p.currency_code, p.min_price_minor, p.max_price_minor
         FROM products p JOIN countries c ON c.country_id = p.country_id
        WHERE p.type = 'payouts' AND c.iso_code_2 = ? ORDER BY p.category_id DESC`,
    )
    .all(user.country_code) as PayoutRow[];

/** What one point is worth in `currency`, or undefined when the points currency cannot convert. */
const pointValueIn = (db: Db, user: UserRow, currency: string): number | undefined => {
  const rate = conversionRate(db, user.points_currency, currency);
  return rate === undefined ? undefined : clientOfUser(db, user).points_conversion_factor * rate;
};

const maskedDestination = (value: string): string => `••••${value.trim().slice(-4)}`;

/** A transfer's reference: `CO` and 10 random upper-case hex digits (`CO3F94CE346E`). */
const newRefId = (): string => `CO${newBearerCode(10, "0123456789ABCDEF")}`;

/**
 * HTTP 429 once the user was mailed {@link CashoutLimits.otpRequests} codes in its window that
 * did not become a transfer: guessing or mail-bombing runs into it, a shopper who cashes out
 * several times in a row does not.
 */
const assertOtpsWithinLimit = (ctx: HandlerContext, userId: number): void => {
  const { max, windowMs } = CashoutLimits.otpRequests;
  const { unused } = ctx.db
    .prepare(
      "SELECT COUNT(*) AS unused FROM cashout_otps WHERE user_id = ? AND created_at > ? AND ref_id IS NULL",
    )
    .get(userId, ctx.now() - windowMs) as { unused: number };
  if (unused >= max) {
    throw limitExceeded(ctx);
  }
};

/** A refusal's body; `code` tells the storefront which of its own messages to show. */
const refusal = (message: string, code?: CashoutRefusalCode) =>
  code === undefined ? refused(message) : refused(message, { code });

/** The signed-in user, when their own site offers cash out; null otherwise. */
const cashoutUser = (ctx: HandlerContext): UserRow | null => {
  const user = requireUser(ctx);
  return userFamilyEnabled(ctx.db, user, "payouts") ? user : null;
};

export const cashoutModule: ServerModule = {
  name: "cashout",
  ddl: cashoutDdl,
  seed: (db) => seedFamilyUsers(db),
  handlers: [
    // `form_input.url` names the page's site; whether cash out is offered is the user's own site's say.
    handle(fetchCashoutFormData, (ctx) => {
      const user = cashoutUser(ctx);
      if (user === null)
        return {
          data: { fetchCashoutFormData: refusal(textsOf(ctx).unavailable) },
        };
      const products = payoutsOf(ctx.db, user);
      const currency = products[0]?.currency_code ?? user.points_currency;
      const pointValue = pointValueIn(ctx.db, user, currency);
      if (pointValue === undefined)
        return {
          data: { fetchCashoutFormData: refusal(textsOf(ctx).unavailable) },
        };
      const client = clientOfUser(ctx.db, user);
      return {
        data: {
          fetchCashoutFormData: {
            success: 1,
            data: {
              products: products.map((p) => ({
                category_id: p.category_id,
                product_id: p.product_id,
                name: p.name,
                description: p.description,
                currency_code: p.currency_code,
                min: fromMinor(p.min_price_minor, p.currency_code),
                max: fromMinor(p.max_price_minor, p.currency_code),
              })),
              points_available: user.points_hundredths / 100,
              point_value: pointValue,
              points_label: inLanguage(client.points_label, ctx.language),
            },
          },
        },
      };
    }),

    handle(generateOrderOtp, (ctx, { data }) => {
      const user = cashoutUser(ctx);
      if (user === null) return { data: { generateOrderOtp: refusal(textsOf(ctx).unavailable) } };
      assertOtpsWithinLimit(ctx, user.id);
      const product = payoutsOf(ctx.db, user).find(
        (p) => p.product_id === data.product_id && p.category_id === data.category_id,
      );
      const kind = cashoutKindOf(data.category_id);
      if (product === undefined || kind === null) {
        return {
          data: {
            generateOrderOtp: refusal(textsOf(ctx).unavailable, "unknownProduct"),
          },
        };
      }
      const pointValue = pointValueIn(ctx.db, user, product.currency_code) ?? 0;
      const problems = transferProblemsOf(
        {
          kind,
          amount: String(data.amount),
          upiId: data.upi_id ?? "",
          accountHolder: data.account_holder ?? "",
          accountNumber: data.account_number ?? "",
          confirmAccountNumber: data.account_number ?? "",
          bankCode: data.bank_code ?? "",
        },
        {
          min: fromMinor(product.min_price_minor, product.currency_code),
          max: fromMinor(product.max_price_minor, product.currency_code),
          pointValue,
          pointsAvailable: user.points_hundredths / 100,
        },
      );
      const first = problems[0];
      if (first !== undefined) {
        const message = first.reason === "pointsShort" ? textsOf(ctx).pointsShort : textsOf(ctx).invalid;
        return { data: { generateOrderOtp: refusal(message, first.reason) } };
      }
      const amountMinor = toMinor(data.amount, product.currency_code) ?? 0;
      const points = Math.round(pointsForAmount(data.amount, pointValue) * 100);
      const destination = kind === "upi" ? (data.upi_id ?? "") : (data.account_number ?? "");
      const fails =
        kind === "upi"
          ? destination.trim().toLowerCase().startsWith("fail")
          : destination.trim().endsWith("0000");
      const otpId = ctx.newToken();
      const code = newDigitCode(6);
      ctx.db
        .prepare(
          `INSERT INTO cashout_otps (otp_id, user_id, code_digest, product_id, category_id, amount_minor, currency_code,
             points_hundredths, destination, outcome, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          otpId,
          user.id,
          codeDigest(ctx.db, OTP_PURPOSE, otpId, code),
          product.product_id,
          product.category_id,
          amountMinor,
          product.currency_code,
          points,
          maskedDestination(destination),
          fails ? "fail" : "success",
          ctx.now(),
        );
      sendMail(
        ctx.db,
        {
          to_address: user.email,
          kind: "order-otp",
          subject: "Your OTP to confirm the cash out",
          body: `Your OTP is ${code}. It works for ${ORDER_OTP_MINUTES} minutes.`,
          link: null,
        },
        ctx.now(),
      );
      return {
        data: {
          generateOrderOtp: {
            success: 1,
            message: textsOf(ctx).otpSent,
            data: { otp_id: otpId, points: points / 100, expires_in_minutes: ORDER_OTP_MINUTES },
          },
        },
      };
    }),

    handle(cashoutConfirm, (ctx, { data }) => {
      const user = cashoutUser(ctx);
      if (user === null) return { data: { cashoutConfirm: refusal(textsOf(ctx).unavailable) } };
      requireWithinLimit(ctx, `cashoutConfirm:${user.id}`, CashoutLimits.confirmations);
      const otp = ctx.db
        .prepare("SELECT * FROM cashout_otps WHERE otp_id = ? AND user_id = ?")
        .get(data.otp_id, user.id) as
        | {
            otp_id: string;
            code_digest: string;
            wrong_tries: number;
            product_id: number;
            category_id: number;
            amount_minor: number;
            currency_code: string;
            points_hundredths: number;
            destination: string;
            outcome: string;
            created_at: number;
            ref_id: string | null;
          }
        | undefined;
      if (otp === undefined)
        return {
          data: { cashoutConfirm: refusal(textsOf(ctx).otpExpired, "otpExpired") },
        };
      const right =
        isOrderOtpForm(data.otp) &&
        codeMatches(ctx.db, OTP_PURPOSE, otp.otp_id, data.otp.trim(), otp.code_digest);
      // Confirming again answers the same transfer: a repeat is not a wrong try.
      if (right && otp.ref_id !== null) {
        return {
          data: {
            cashoutConfirm: { success: 1, data: { storeRefId: otp.ref_id, storeRefType: CASHOUT_REF_TYPE } },
          },
        };
      }
      // Void after CODE_ATTEMPTS wrong codes: the right one is refused too, as for an expired OTP.
      if (otp.wrong_tries >= CODE_ATTEMPTS) {
        return {
          data: { cashoutConfirm: refusal(textsOf(ctx).otpExpired, "otpExpired") },
        };
      }
      if (!right) {
        ctx.db
          .prepare("UPDATE cashout_otps SET wrong_tries = wrong_tries + 1 WHERE otp_id = ?")
          .run(otp.otp_id);
        return {
          data: { cashoutConfirm: refusal(textsOf(ctx).otpWrong, "otpWrong") },
        };
      }
      if (ctx.now() - otp.created_at > ORDER_OTP_MINUTES * 60_000) {
        return {
          data: { cashoutConfirm: refusal(textsOf(ctx).otpExpired, "otpExpired") },
        };
      }
      const fresh = requireUser(ctx);
      if (fresh.points_hundredths < otp.points_hundredths) {
        return {
          data: {
            cashoutConfirm: refusal(textsOf(ctx).pointsShort, "pointsShort"),
          },
        };
      }
      const refId = newRefId();
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            "UPDATE users SET points_hundredths = points_hundredths - ?, redeemed_points_hundredths = redeemed_points_hundredths + ? WHERE id = ?",
          )
          .run(otp.points_hundredths, otp.points_hundredths, user.id);
        recordMovement(
          ctx.db,
          user.id,
          ctx.now(),
          everyLanguage((language) => CashoutReasons[language].paid),
          -otp.points_hundredths,
        );
        ctx.db.prepare("UPDATE cashout_otps SET ref_id = ? WHERE otp_id = ?").run(refId, otp.otp_id);
        ctx.db
          .prepare(
            `INSERT INTO cashout_transfers (ref_id, user_id, otp_id, product_id, category_id, amount_minor, currency_code,
               points_hundredths, destination, outcome, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            refId,
            user.id,
            otp.otp_id,
            otp.product_id,
            otp.category_id,
            otp.amount_minor,
            otp.currency_code,
            otp.points_hundredths,
            otp.destination,
            otp.outcome,
            TransactionStatuses.pending,
            ctx.now(),
          );
      })();
      return {
        data: { cashoutConfirm: { success: 1, data: { storeRefId: refId, storeRefType: CASHOUT_REF_TYPE } } },
      };
    }),

    handle(getCashoutStatus, (ctx, { add_data }) => {
      const user = requireUser(ctx);
      const row = ctx.db
        .prepare("SELECT * FROM cashout_transfers WHERE ref_id = ? AND user_id = ?")
        .get(add_data.storeRefId, user.id) as
        | {
            ref_id: string;
            category_id: number;
            amount_minor: number;
            currency_code: string;
            points_hundredths: number;
            destination: string;
            outcome: string;
            polls: number;
            status: number;
          }
        | undefined;
      if (row === undefined || add_data.storeRefType !== CASHOUT_REF_TYPE) {
        return { data: { getCashoutStatus: refusal(textsOf(ctx).unknown) } };
      }
      let status = row.status;
      if (status === TransactionStatuses.pending) {
        const polls = row.polls + 1;
        const failing = row.outcome === "fail";
        const settled = polls > (failing ? PENDING_POLLS_FAILURE : PENDING_POLLS_SUCCESS);
        status = settled
          ? failing
            ? TransactionStatuses.failed
            : TransactionStatuses.success
          : TransactionStatuses.pending;
        ctx.db.transaction(() => {
          ctx.db
            .prepare("UPDATE cashout_transfers SET polls = ?, status = ? WHERE ref_id = ?")
            .run(polls, status, row.ref_id);
          if (status === TransactionStatuses.failed) {
            // A failed transfer gives its points back.
            ctx.db
              .prepare(
                "UPDATE users SET points_hundredths = points_hundredths + ?, redeemed_points_hundredths = MAX(0, redeemed_points_hundredths - ?) WHERE id = ?",
              )
              .run(row.points_hundredths, row.points_hundredths, user.id);
            recordMovement(
              ctx.db,
              user.id,
              ctx.now(),
              everyLanguage((language) => CashoutReasons[language].refunded),
              row.points_hundredths,
            );
          }
        })();
      }
      return {
        data: {
          getCashoutStatus: {
            success: 1,
            data: {
              status: status === 7 ? (7 as const) : status === 5 ? (5 as const) : (1 as const),
              amount: fromMinor(row.amount_minor, row.currency_code),
              currency_code: row.currency_code,
              points: row.points_hundredths / 100,
              destination: row.destination,
              category_id: row.category_id,
            },
          },
        },
      };
    }),
  ],
};
