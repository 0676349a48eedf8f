/**
 * Apply voucher (spec §7.6): the details of a reward code, whether it belongs to the store of
 * the request, and the HTTP 429 limit of spec §8.
 */

import { isDevCaptchaSolved } from "@contract/captcha";
import type { ResponseOf } from "@contract/operation";
import type { ApplyVoucherOutput, applyVoucher } from "@contract/orders";
import { refused } from "../../core/answers";
import { limitExceeded } from "../../core/limits";
import { type HandlerContext, HttpFailure } from "../../core/module";
import { findSite } from "../site/lookup";
import { fromMinor } from "../site/money";
import { asCodeStatus, findCode, parseUsedBy, placedOn, siteHeaderOf } from "./store";

/** More than this many calls a minute from one client answer HTTP 429 (spec §8). */
export const applyVoucherLimit = { max: 10, windowMs: 60_000 } as const;

/** A code as the shopper typed it: trimmed, without dashes, upper case (spec §5). */
export const normalizeCode = (raw: string): string => raw.trim().replace(/-/g, "").toUpperCase();

/** The text a missing captcha token, or one that does not verify, answers (HTTP 403). */
export const captchaRefusedText = "The captcha could not be verified. Please solve it again.";

/** Whether the site (its url prefix) asks for a captcha: its preferences' showCts (spec §2.9, §4). */
export const siteAsksCaptcha = (ctx: HandlerContext, site: string): boolean =>
  findSite(ctx.db, site)?.show_cts === 1;

/**
 * Whether `token` verifies: the server checks it itself (the development challenge's sum, the
 * same check as POST /re-captcha) instead of trusting that the client asked /re-captcha first.
 */
export const isCaptchaVerified = (token: string | undefined): boolean =>
  token !== undefined && isDevCaptchaSolved(token.trim());

/** Refuses with HTTP 403 a call whose captcha token is missing or does not verify. */
export const requireCaptcha = (token: string | undefined): void => {
  if (!isCaptchaVerified(token)) throw new HttpFailure(403, refused(captchaRefusedText));
};

/**
 * A code of a store that asks for a captcha, looked up from another store without a verified
 * captcha (the request's `x-site` is the client's to choose): the answer says only that the code
 * belongs to another store (spec §8 campaign-URL text); its balance, expiry and users stay hidden.
 */
const withheldForeignCode = (ctx: HandlerContext, answer: ApplyVoucherOutput): ApplyVoucherOutput => {
  const result = answer.data.Result;
  if (result === undefined || result.stores) return answer;
  const code = findCode(ctx.db, answer.data.Code ?? "");
  if (code === undefined || !siteAsksCaptcha(ctx, code.site)) return answer;
  return {
    ...answer,
    data: {
      ...answer.data,
      Result: {
        voucher_details: {
          status: result.voucher_details.status,
          amount: 0,
          remain_amount: 0,
          expiry_date: "",
        },
        url: result.url,
        currency: [],
        stores: false,
        primaryIdentifier: [],
      },
    },
  };
};

/** The store of the request: the `x-site` header, else the logged-in user's site, else marketplace. */
export const requestSite = (ctx: HandlerContext): string => siteHeaderOf(ctx) ?? placedOn(ctx);

export const lookUpCode = (ctx: HandlerContext, raw: string): ApplyVoucherOutput => {
  const codeText = normalizeCode(raw);
  const code = findCode(ctx.db, codeText);
  if (code === undefined) {
    return refused("Invalid reward code", { data: { Error: true, Code: codeText } });
  }
  return {
    success: 1,
    data: {
      Error: false,
      Code: code.code,
      Result: {
        voucher_details: {
          status: asCodeStatus(code.status),
          amount: fromMinor(code.amount_minor, code.currency),
          remain_amount: fromMinor(code.remain_minor, code.currency),
          expiry_date: code.expiry_date,
        },
        url: `/${code.site}`,
        currency: [{ code: code.currency, currency_value: 1 }],
        stores: code.site === requestSite(ctx),
        primaryIdentifier: parseUsedBy(code.used_by),
      },
    },
  };
};

export const applyVoucherHandler = (
  ctx: HandlerContext,
  input: { readonly input: { readonly code: string; readonly token: string } },
): ResponseOf<typeof applyVoucher> => {
  // Counted per client address as the server sees it, not per a_t or a header the client chooses.
  if (
    !ctx.withinLimit(`applyVoucher:${ctx.clientAddress}`, applyVoucherLimit.max, applyVoucherLimit.windowMs)
  ) {
    throw limitExceeded(ctx);
  }
  // spec §2.9, §4: on a store that asks for a captcha, a guest's lookup must carry a verified
  // captcha token. A signed-in shopper's call (authenticated base, live session) is tied to an
  // account and needs none: the checkout applies codes without a captcha (spec §7.6).
  const signedIn = ctx.viaAuthBase && ctx.session !== null;
  const verified = isCaptchaVerified(input.input.token);
  if (!signedIn && siteAsksCaptcha(ctx, requestSite(ctx))) requireCaptcha(input.input.token);
  const answer = lookUpCode(ctx, input.input.code);
  return { output: signedIn || verified ? answer : withheldForeignCode(ctx, answer) };
};
