/**
 * The captcha service (spec §2.9, §4 'Track order', §7.2 'Captcha'): the development challenge's
 * value, verified by the reference API over real HTTP.
 */

import { devCaptchaValue, isDevCaptchaSolved } from "@contract/captcha";
import { verifyCaptcha } from "@effects/runtime/captcha";
import { Effect, Exit } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const verify = (token: string) =>
  Effect.runPromiseExit(Effect.provide(verifyCaptcha({ token }), liveBrowser(api).layer));

describe("development challenge value", () => {
  it("is dev.{a}.{b}.{answer}, solved when a + b = answer with a and b from 1 to 20", () => {
    expect(devCaptchaValue({ a: 7, b: 12 }, " 19 ")).toBe("dev.7.12.19");
    expect(isDevCaptchaSolved("dev.7.12.19")).toBe(true);
    expect(isDevCaptchaSolved("dev.7.12.18")).toBe(false);
    expect(isDevCaptchaSolved("dev.0.12.12")).toBe(false);
    expect(isDevCaptchaSolved("dev.21.1.22")).toBe(false);
    expect(isDevCaptchaSolved("dev.7.12.")).toBe(false);
    expect(isDevCaptchaSolved("prod-token")).toBe(false);
  });
});

describe("verifyCaptcha against the reference API (POST {host}/re-captcha?value=)", () => {
  it("passes a solved challenge", async () => {
    expect(Exit.isSuccess(await verify(devCaptchaValue({ a: 3, b: 4 }, "7")))).toBe(true);
  });

  it("fails a wrong answer or an empty value with CaptchaFailed", async () => {
    for (const token of [devCaptchaValue({ a: 3, b: 4 }, "8"), "", "   "]) {
      const exit = await verify(token);
      expect(Exit.isFailure(exit)).toBe(true);
      if (Exit.isFailure(exit)) expect(JSON.stringify(exit.cause)).toContain("CaptchaFailed");
    }
  });
});
