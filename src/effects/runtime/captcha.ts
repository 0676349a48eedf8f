/**
 * The captcha service (spec §2.9, §4 'Track order', §7.2 'Captcha'): the widget gives a value,
 * and `verifyCaptcha` asks the API host to verify it (POST {host}/re-captcha?value={value}). Only
 * an answer of success 1 passes; anything else fails with CaptchaFailed, a network failure with
 * NetworkError, and the call gives up after the transport's time-out.
 */

import { CaptchaAnswer, CaptchaPaths } from "@contract/captcha";
import { isAccepted } from "@domain/answers";
import { CaptchaFailed } from "@errors/situations";
import type { NetworkError, Timeout } from "@errors/transport";
import { Effect, type Layer, Schema } from "effect";
import { effectActor } from "./actor";
import { post } from "./http";
import { StorefrontLive, type StorefrontServices } from "./layer";
import { ApiConfig } from "./services";

const OPERATION = "re-captcha";

const decodeAnswer = Schema.decodeUnknownOption(Schema.fromJsonString(CaptchaAnswer));

/** Verifies a captcha value; succeeds only when the host answers success 1. */
export const verifyCaptcha = Effect.fn("captcha.verify")(function* (input: { readonly token: string }) {
  if (input.token.trim() === "") return yield* Effect.fail(new CaptchaFailed());
  const api = yield* ApiConfig;
  const url = `${api.apiHost}${CaptchaPaths.challenge}?${new URLSearchParams({ value: input.token }).toString()}`;
  const { text } = yield* post(OPERATION, url, { timeoutMs: api.timeoutMs });
  const answer = decodeAnswer(text);
  if (answer._tag === "None" || !isAccepted(answer.value)) return yield* Effect.fail(new CaptchaFailed());
}, Effect.asVoid);

/** The captcha actor the guest flows invoke as `verifyCaptcha`, run with `layer`. */
export const captchaActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  verifyCaptcha: effectActor<
    { readonly token: string },
    void,
    CaptchaFailed | NetworkError | Timeout,
    StorefrontServices
  >(verifyCaptcha, layer),
});
