/**
 * Rate limits of the reference API's calls: a call over its limit answers HTTP 429 with the text
 * of spec §8 ('Limit exceeded, please try again in sometime...'), the support address filled in, in
 * the request's language.
 */
import { limitExceededMessage } from "@contract/account";
import { refused } from "./answers";
import { type ApiLanguage, inLanguage, type PerLanguage } from "./language";
import { type HandlerContext, HttpFailure } from "./module";

/**
 * The HTTP 429 text by language, the support address filled in: English as spec §8 words it
 * (@contract/account), the others translated.
 */
export const LimitExceededTexts: PerLanguage<(email: string) => string> = {
  en: limitExceededMessage,
  es: (email) =>
    `Has superado el límite, inténtalo de nuevo en un rato. Si vuelve a ocurrir, escríbenos a ${email}. Gracias por tu paciencia.`,
  fr: (email) =>
    `Limite dépassée, veuillez réessayer dans un moment. Si le problème persiste, écrivez à ${email}. Merci de votre patience.`,
  de: (email) =>
    `Limit überschritten, bitte versuche es gleich noch einmal. Falls es wieder passiert, schreib an ${email}. Danke für deine Geduld.`,
};

/** The HTTP 429 text in `language`, with the support address `email`. */
export const limitExceededText = (language: ApiLanguage, email: string): string =>
  inLanguage(LimitExceededTexts, language)(email);

/** At most `max` calls in `windowMs` milliseconds. */
export interface CallLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The HTTP 429 answer of a call over its limit. */
export const limitExceeded = (ctx: HandlerContext): HttpFailure =>
  new HttpFailure(429, refused(limitExceededText(ctx.language, ctx.config.supportEmail)));

/** Counts a call under `key`; past `limit`, throws the HTTP 429 answer. */
export const requireWithinLimit = (ctx: HandlerContext, key: string, limit: CallLimit): void => {
  if (!ctx.withinLimit(key, limit.max, limit.windowMs)) throw limitExceeded(ctx);
};
