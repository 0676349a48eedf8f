/**
 * Rate limits of the reference API's calls: a call over its limit answers HTTP 429 with the text
 * of spec §8 ('Limit exceeded, please try again in sometime...'), the support address filled in.
 */
import { limitExceededMessage } from "@contract/account";
import { refused } from "./answers";
import { type HandlerContext, HttpFailure } from "./module";

/** At most `max` calls in `windowMs` milliseconds. */
export interface CallLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The HTTP 429 answer of a call over its limit. */
export const limitExceeded = (ctx: HandlerContext): HttpFailure =>
  new HttpFailure(429, refused(limitExceededMessage(ctx.config.supportEmail)));

/** Counts a call under `key`; past `limit`, throws the HTTP 429 answer. */
export const requireWithinLimit = (ctx: HandlerContext, key: string, limit: CallLimit): void => {
  if (!ctx.withinLimit(key, limit.max, limit.windowMs)) throw limitExceeded(ctx);
};
