/**
 * The balance checker flow with scripted effects (spec §2.9, §3 'Voucher balance result', §5
 * 'Reward code', §7.6 applyVoucher, §8).
 */

import type { BalanceResult } from "@domain/balanceChecker";
import { rewardCodeEntry } from "@domain/checkout";
import type { CheckBalanceInput } from "@effects/balanceChecker";
import { present, textOf, toErrorData } from "@errors";
import type { ErrorData } from "@errors/data";
import {
  BalanceCodeForeignStore,
  BalanceCodeUsed,
  BalanceLookupFailed,
  BalanceNotNumeric,
  CaptchaFailed,
} from "@errors/situations";
import { NetworkError, RateLimited } from "@errors/transport";
import { balanceCheckerMachine } from "@machines/balanceChecker";
import type { InterfaceLanguage } from "@views/i18n";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";
import { sayText } from "../support/i18n";
import { siteSettings } from "./fixtures";

const SUPPORT_EMAIL = "support@rewards-storefront.example";
/** spec §8 'HTTP 429 on apply voucher', with {email} filled. */
const LIMIT_TEXT = `Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ${SUPPORT_EMAIL}. Thank you for your patience.`;

const ACTIVE: BalanceResult = {
  voucherCode: "DEMO1111AAAA0001",
  value: 1000,
  remainingBalance: 1000,
  expiry: "2027-12-31",
  redirectUrl: "/marketplace",
  isExpired: false,
  currency: "INR",
  currency_value: 1,
  codeStatus: 1,
  usedBy: "",
};

/** What the modal says for a kept error, in `language`, {email} the support address (spec §8). */
const say = (error: ErrorData, language: InterfaceLanguage = "en"): string =>
  sayText(textOf(error), language, SUPPORT_EMAIL);

const start = () => {
  const script = makeScript();
  const machine = balanceCheckerMachine.provide({
    actors: {
      checkBalance: script.manual<BalanceResult, CheckBalanceInput>("checkBalance"),
      verifyCaptcha: script.manual<void, { readonly token: string }>("verifyCaptcha"),
    },
  });
  const started = startSystem(machine, "balanceChecker", {}, ["root"]);
  const context = () => started.actor.getSnapshot().context;
  const state = () => started.actor.getSnapshot().value;
  const send = (event: Parameters<typeof started.actor.send>[0]) => started.actor.send(event);
  const inputsOf = (name: string): unknown[] =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  return { ...started, script, context, state, send, inputsOf };
};

/** Opens the modal, types `typed` and presses 'Check Voucher Balance' on marketplace. */
const checked = async (typed = "demo-1111aaaa0001", showCts = false, site = "marketplace") => {
  const flow = start();
  flow.send(siteSettings(showCts));
  flow.send({ type: "DIALOG.OPEN" });
  flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry(typed) });
  flow.send({ type: "BALANCE.CHECK", site });
  await settle();
  return flow;
};

describe("spec §5 'Reward code': the field", () => {
  it("the view's formatted code is kept as sent: dashes stripped, 4-character blocks, at most 19 characters", () => {
    const flow = start();
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("demo1111-aaaa0001") });
    expect(flow.context().rewardCode).toBe("DEMO-1111-AAAA-0001");
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("DEMO1111AAAA0001EXTRA") });
    expect(flow.context().rewardCode).toBe("DEMO-1111-AAAA-0001");
    expect(flow.context().rewardCode).toHaveLength(19);
  });

  it("the check does nothing when the code is empty or shorter than 6 characters", async () => {
    const flow = start();
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("DEMO-1") });
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    await settle();
    expect(flow.state()).toBe("editing");
    expect(flow.script.calls).toEqual([]);
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("DEMO-11") });
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    await settle();
    expect(flow.state()).toBe("checking");
  });

  it("while loading, a second check and typing are ignored: one lookup", async () => {
    const flow = await checked();
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("OTHER-CODE") });
    await settle();
    expect(flow.inputsOf("checkBalance")).toHaveLength(1);
    expect(flow.context().rewardCode).toBe("DEMO-1111-AAAA-0001");
  });
});

describe("spec §7.6 applyVoucher: the lookup is for the store of the check, with the token", () => {
  it("showCts off: the lookup runs at once with token '' for site 'marketplace'", async () => {
    const flow = await checked();
    expect(flow.state()).toBe("checking");
    expect(flow.inputsOf("checkBalance")).toEqual([
      { code: "DEMO-1111-AAAA-0001", site: "marketplace", token: "" },
    ]);
    expect(flow.inputsOf("verifyCaptcha")).toEqual([]);
  });

  it("the site of the check event names the store ('acme')", async () => {
    const flow = await checked("ACME2222BBBB0001", false, "acme");
    expect(flow.inputsOf("checkBalance")).toEqual([{ code: "ACME-2222-BBBB-0001", site: "acme", token: "" }]);
  });

  it("the result is kept and shown; a new check clears the previous one", async () => {
    const flow = await checked();
    await flow.script.answer("checkBalance", ACTIVE);
    expect(flow.state()).toBe("editing");
    expect(flow.context().result).toEqual(ACTIVE);
    expect(flow.context().error).toBeNull();
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    expect(flow.context().result).toBeNull();
  });
});

describe("spec §2.9: with showCts on, the captcha comes first and the lookup runs on success", () => {
  it("captcha → CAPTCHA.SOLVED → verifyCaptcha with the token → the lookup with the same token", async () => {
    const flow = await checked("DEMO1111AAAA0001", true);
    expect(flow.state()).toBe("captcha");
    expect(flow.script.calls).toEqual([]);
    flow.send({ type: "CAPTCHA.SOLVED", captcha: "dev-captcha-token-42" });
    await settle();
    expect(flow.state()).toBe("verifyingCaptcha");
    expect(flow.inputsOf("verifyCaptcha")).toEqual([{ token: "dev-captcha-token-42" }]);
    await flow.script.answer("verifyCaptcha", undefined);
    expect(flow.state()).toBe("checking");
    expect(flow.inputsOf("checkBalance")).toEqual([
      { code: "DEMO-1111-AAAA-0001", site: "marketplace", token: "dev-captcha-token-42" },
    ]);
    await flow.script.answer("checkBalance", ACTIVE);
    expect(flow.context().result).toEqual(ACTIVE);
    expect(flow.context().token).toBe("");
  });

  it("CAPTCHA.CANCEL goes back to the form without a lookup", async () => {
    const flow = await checked("DEMO1111AAAA0001", true);
    flow.send({ type: "CAPTCHA.CANCEL" });
    await settle();
    expect(flow.state()).toBe("editing");
    expect(flow.script.calls).toEqual([]);
    expect(flow.context().rewardCode).toBe("DEMO-1111-AAAA-0001");
  });

  it("a failed captcha check shows 'Please complete the captcha to continue.' and runs no lookup", async () => {
    const flow = await checked("DEMO1111AAAA0001", true);
    flow.send({ type: "CAPTCHA.SOLVED", captcha: "bad" });
    await settle();
    await flow.script.fail("verifyCaptcha", toErrorData(new CaptchaFailed()));
    expect(flow.state()).toBe("editing");
    const error = flow.context().error;
    expect(error).toMatchObject({ _tag: "CaptchaFailed" });
    if (error !== null) {
      expect(say(error)).toBe("Please complete the captcha to continue.");
    }
    expect(flow.inputsOf("checkBalance")).toEqual([]);
  });

  it("a network failure of the captcha check is kept too", async () => {
    const flow = await checked("DEMO1111AAAA0001", true);
    flow.send({ type: "CAPTCHA.SOLVED", captcha: "t" });
    await settle();
    await flow.script.fail(
      "verifyCaptcha",
      toErrorData(new NetworkError({ operation: "re-captcha", reason: "down" })),
    );
    expect(flow.context().error).toMatchObject({ _tag: "NetworkError" });
    expect(flow.inputsOf("checkBalance")).toEqual([]);
  });
});

describe("spec §8: each balance-checker row shows its text", () => {
  const failWith = async (error: ReturnType<typeof toErrorData>) => {
    const flow = await checked();
    await flow.script.fail("checkBalance", error);
    expect(flow.state()).toBe("editing");
    const kept = flow.context().error;
    if (kept === null) throw new Error("no error kept");
    return { flow, kept, text: say(kept) };
  };

  it("failed lookup: field error 'The Code entered is invalid. Try again!'", async () => {
    const { kept, text } = await failWith(toErrorData(new BalanceLookupFailed()));
    expect(text).toBe("The Code entered is invalid. Try again!");
    expect(present(kept)).toMatchObject({ kind: "field", field: "code" });
  });

  it("Result.stores false: the campaign-URL text", async () => {
    const { text } = await failWith(toErrorData(new BalanceCodeForeignStore()));
    expect(text).toBe(
      "Please check the campaign URL applicable under ‘Check Reward Code Balance’ in the top right corner of your screen",
    );
  });

  it("non-numeric balance: 'something went wrong !'", async () => {
    const { text } = await failWith(toErrorData(new BalanceNotNumeric()));
    expect(text).toBe("something went wrong !");
  });

  it("status 1 with zero balance: 'The Reward code entered has already been used'", async () => {
    const { text } = await failWith(toErrorData(new BalanceCodeUsed()));
    expect(text).toBe("The Reward code entered has already been used");
  });

  it("HTTP 429: the limit text with the support e-mail", async () => {
    const { text } = await failWith(toErrorData(new RateLimited({ operation: "applyVoucher" })));
    expect(text).toBe(LIMIT_TEXT);
  });

  it("the kept error is data; the modal says it in the shopper's language", async () => {
    const { flow, kept } = await failWith(toErrorData(new BalanceLookupFailed()));
    expect(kept).toEqual({ _tag: "BalanceLookupFailed" });
    expect(JSON.stringify(flow.context())).not.toContain("invalid");
    expect(say(kept, "es")).toBe("El código introducido no es válido. ¡Inténtalo de nuevo!");
    expect(say(kept, "fr")).toBe("Le code saisi n'est pas valide. Réessayez !");
    expect(say(kept, "de")).toBe("Der eingegebene Code ist ungültig. Versuchen Sie es erneut!");
  });

  it("typing after an error clears it", async () => {
    const { flow } = await failWith(toErrorData(new BalanceLookupFailed()));
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("DEMO1111AAAA000") });
    expect(flow.context().error).toBeNull();
  });
});

describe('SITE.SETTINGS: the flow takes the site\'s captcha setting from "site" (spec §2.9)', () => {
  it("without SITE.SETTINGS no captcha is asked (showCts defaults to off)", async () => {
    const flow = start();
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("DEMO1111AAAA0001") });
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    await settle();
    expect(flow.state()).toBe("checking");
  });

  it("showCts on asks the captcha; a later SITE.SETTINGS with showCts off stops asking", async () => {
    const flow = start();
    flow.send(siteSettings(true));
    expect(flow.context().showCts).toBe(true);
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("DEMO1111AAAA0001") });
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    expect(flow.state()).toBe("captcha");
    flow.send({ type: "CAPTCHA.CANCEL" });
    flow.send(siteSettings(false));
    flow.send({ type: "BALANCE.CHECK", site: "marketplace" });
    await settle();
    expect(flow.state()).toBe("checking");
    expect(flow.inputsOf("verifyCaptcha")).toEqual([]);
  });

  it("the settings survive DIALOG.CLOSE and DIALOG.OPEN", () => {
    const flow = start();
    flow.send(siteSettings(true));
    flow.send({ type: "DIALOG.CLOSE" });
    flow.send({ type: "DIALOG.OPEN" });
    expect(flow.context().showCts).toBe(true);
  });

  it("the captcha, its check and the lookup are tagged loading; the form is not", async () => {
    const flow = await checked("DEMO1111AAAA0001", true);
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(true);
    flow.send({ type: "CAPTCHA.SOLVED", captcha: "t" });
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(true);
    await settle();
    await flow.script.answer("verifyCaptcha", undefined);
    expect(flow.state()).toBe("checking");
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(true);
    await flow.script.answer("checkBalance", ACTIVE);
    expect(flow.actor.getSnapshot().hasTag("loading")).toBe(false);
  });
});

describe("DIALOG.OPEN / DIALOG.CLOSE: closing clears the field, the result and the errors", () => {
  it("after a result, DIALOG.CLOSE empties the field and the result", async () => {
    const flow = await checked();
    await flow.script.answer("checkBalance", ACTIVE);
    flow.send({ type: "DIALOG.CLOSE" });
    expect(flow.context()).toMatchObject({
      rewardCode: "",
      complete: false,
      result: null,
      error: null,
      token: "",
    });
  });

  it("after an error, DIALOG.CLOSE clears it; DIALOG.OPEN starts from an empty form", async () => {
    const flow = await checked();
    await flow.script.fail("checkBalance", toErrorData(new BalanceLookupFailed()));
    flow.send({ type: "DIALOG.CLOSE" });
    expect(flow.context().error).toBeNull();
    flow.send({ type: "BALANCE.INPUT", ...rewardCodeEntry("DEMO1111") });
    flow.send({ type: "DIALOG.OPEN" });
    expect(flow.context().rewardCode).toBe("");
  });

  it("closing during a lookup drops it: its late answer changes nothing", async () => {
    const flow = await checked();
    flow.send({ type: "DIALOG.CLOSE" });
    expect(flow.state()).toBe("editing");
    await flow.script.answer("checkBalance", ACTIVE);
    expect(flow.context().result).toBeNull();
  });

  it("closing while the captcha shows goes back to the empty form", async () => {
    const flow = await checked("DEMO1111AAAA0001", true);
    flow.send({ type: "DIALOG.CLOSE" });
    expect(flow.state()).toBe("editing");
    expect(flow.context().rewardCode).toBe("");
  });
});
