/**
 * The captcha service (spec §1 'a captcha service', §2.9, §4 'Track order', §7.2 'Captcha': POST
 * {host}/re-captcha?value={value}; the answer is not shown by the spec, so it is `{success}` here:
 * 1 when the value verifies, else 0). The spec's other path, POST {host}/re-captcha-v3?token=
 * {token}, is not asked: '/re-captcha' verifies every challenge a shopper solves, the development
 * challenge's value and a provider widget's token alike.
 *
 * The development challenge, which the demo and the tests use and the reference API verifies,
 * asks for the sum of two numbers from 1 to 20; its value is `dev.{a}.{b}.{answer}`. A production
 * build points the widget at a real provider, whose token the real backend verifies.
 */
import { Schema } from "effect";

/** The verification path on the API host (spec §7.2). */
export const CaptchaPaths = { challenge: "/re-captcha" } as const;

export const CaptchaAnswer = Schema.Struct({ success: Schema.Number });
export type CaptchaAnswer = typeof CaptchaAnswer.Type;

/** A development challenge: the two numbers to add. */
export interface DevChallenge {
  readonly a: number;
  readonly b: number;
}

const OPERAND = /^(?:[1-9]|1\d|20)$/;

/** The value a development challenge sends when answered with `answer`. */
export const devCaptchaValue = (challenge: DevChallenge, answer: string): string =>
  `dev.${challenge.a}.${challenge.b}.${answer.trim()}`;

/** Whether a development value carries a correct sum of two numbers from 1 to 20. */
export const isDevCaptchaSolved = (value: string): boolean => {
  const parts = value.split(".");
  if (parts.length !== 4 || parts[0] !== "dev") return false;
  const [, a = "", b = "", answer = ""] = parts;
  if (!OPERAND.test(a) || !OPERAND.test(b) || !/^\d{1,3}$/.test(answer)) return false;
  return Number(a) + Number(b) === Number(answer);
};
