/**
 * Apply voucher (spec §7.6): the details of a reward code, whether it belongs to the store of
 * the request, and the HTTP 429 limit of spec §8.
 */

import type { ResponseOf } from "@contract/operation";
import { type ApplyVoucherOutput, type applyVoucher, SiteHeader } from "@contract/orders";
import { type HandlerContext, HttpFailure } from "../../core/module";
import { fromMinor } from "../site/money";
import { asCodeStatus, findCode, findUser, parseUsedBy } from "./store";

/** More than this many calls a minute from one client answer HTTP 429 (spec §8). */
export const applyVoucherLimit = { max: 10, windowMs: 60_000 } as const;

/** The text of spec §8 for HTTP 429, with the support address filled in. */
export const limitExceededText = (email: string): string =>
  `Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ${email}. Thank you for your patience.`;

/** A code as the shopper typed it: trimmed, without dashes, upper case (spec §5). */
export const normalizeCode = (raw: string): string => raw.trim().replace(/-/g, "").toUpperCase();

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

/** The client a rate limit counts: its session token, else its forwarded address. */
const clientKey = (ctx: HandlerContext): string =>
  present(ctx.header("a_t")) ?? present(ctx.header("x-forwarded-for")?.split(",")[0]) ?? "anonymous";

/** The store of the request: the `x-site` header, else the logged-in user's site, else marketplace. */
export const requestSite = (ctx: HandlerContext): string => {
  const header = present(ctx.header(SiteHeader));
  if (header !== undefined) return header.replace(/^\/+|\/+$/g, "").toLowerCase();
  const user = ctx.session === null ? undefined : findUser(ctx.db, ctx.session.userId);
  return user?.site ?? "marketplace";
};

export const lookUpCode = (ctx: HandlerContext, raw: string): ApplyVoucherOutput => {
  const codeText = normalizeCode(raw);
  const code = findCode(ctx.db, codeText);
  if (code === undefined) {
    return { success: 0, message: "Invalid reward code", data: { Error: true, Code: codeText } };
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
  input: { readonly input: { readonly code: string } },
): ResponseOf<typeof applyVoucher> => {
  if (!ctx.withinLimit(`applyVoucher:${clientKey(ctx)}`, applyVoucherLimit.max, applyVoucherLimit.windowMs)) {
    throw new HttpFailure(429, { success: 0, message: limitExceededText(ctx.config.supportEmail) });
  }
  return { output: lookUpCode(ctx, input.input.code) };
};
