/**
 * The checkout flow with scripted effects (spec §3 Order, §4 'Order and payment preferences',
 * §5 'Reward code', §6 paymentMethodAccess, §7.6, §8, §9 'Payment arithmetic').
 */

import type { CheckoutUser, CreatedOrder, VoucherOrder } from "@contract/orders";
import {
  type CartCall,
  type CartCallDone,
  type CartVoucherLine,
  type GuestCart,
  voucherLineOf,
} from "@domain/cart";
import {
  type AppliedCode,
  type ApplyCodeInput,
  formatRewardCodeInput,
  type PlacedOrder,
  type Rates,
  type RatesInput,
  rewardCodeEntry,
} from "@domain/checkout";
import { splitOf } from "@domain/checkoutState";
import { initialPaymentPreferences, type PaymentMethodAccess } from "@domain/payment";
import { EMPTY_WALLET, type Wallet } from "@domain/wallet";
import { type ErrorData, present, textOf, toErrorData, type UserView } from "@errors";
import { BalanceCodeUsed, BalanceLookupFailed, OrderRefused } from "@errors/situations";
import { RateLimited } from "@errors/transport";
import { cartMachine } from "@machines/cart";
import { type CheckoutInput, checkoutMachine, initialCheckoutContext } from "@machines/checkout";
import { describe, expect, it } from "vitest";
import { type ActorRefFrom, assign, createActor, createMachine } from "xstate";
import { makeScript, settle, startSystem } from "../support/harness";
import { sayText } from "../support/i18n";

const SUPPORT_EMAIL = "support@rewards-storefront.example";
/** spec §8 'HTTP 429 on apply voucher', with {email} filled. */
const LIMIT_TEXT = `Limit exceeded, please try again in sometime. If it reoccurs, please reach out to ${SUPPORT_EMAIL}. Thank you for your patience.`;
const CODE_INVALID = "The Code entered is invalid. Try again!";
const CODE_USED = "The Reward code entered has already been used";

const lineOf = (price: number, currency = "INR", productId = 28501): CartVoucherLine => ({
  productId,
  price,
  quantity: 1,
  currency,
  name: "Shopping Gift Card",
  point: price,
  baseConversionValue: 1,
  isMerchandiseProduct: false,
  isPerk: false,
  filterGroupId: 37,
  info: "{}",
});

const allAllowed: PaymentMethodAccess = { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 };

/** Priya (README 'Demo data'): 25,000 points (INR), gift-card balance INR 2,000, 500 tokens. */
const priyaWallet: Wallet = {
  points: { available: 25_000, pointValue: 1, currency: "INR" },
  gcb: { total: 2000, currency: "INR" },
  tokens: { total: 500, currency: "INR" },
};

const priya: CheckoutUser = {
  firstname: "Priya",
  lastname: "Sharma",
  email: "priya@demo.example",
  phone: "9876543210",
  phone_code: "91",
};

const guestBuyer: CheckoutUser = {
  firstname: "Gita",
  lastname: "Rao",
  email: "gita@example.com",
  phone: "",
  phone_code: "",
};

const code = (text: string, remaining: number, currency = "INR", rate = 1): AppliedCode => ({
  rewardCode: formatRewardCodeInput(text),
  remaining,
  currency,
  expiry: "2027-12-31",
  rate,
});

const order = (change: Partial<CreatedOrder> = {}): CreatedOrder => ({
  order_id: 9001,
  order_key: "key-9001",
  status: 7,
  redirect_url: null,
  gateway: null,
  gateway_amount: 0,
  currency_code: "INR",
  ...change,
});

interface Facts {
  readonly loggedIn?: boolean;
  readonly clientId?: number | null;
  /** The user's company, when it is not the client's (spec §6 per-company switches). */
  readonly companyId?: number;
  readonly lines?: readonly CartVoucherLine[];
  readonly wallet?: Wallet;
  readonly access?: PaymentMethodAccess;
  readonly checkoutUser?: CheckoutUser;
  /** The site asks for a captcha (spec §2.9, §4). */
  readonly showCts?: boolean;
}

/** The checkout in a system, every effect scripted; newOrderKey answers 'order-key-1', 'order-key-2'... */
/** A catalogue view with its text said in English, the support e-mail filled (spec §8). */
const inEnglish = (view: UserView) =>
  "text" in view ? { ...view, text: sayText(view.text, "en", SUPPORT_EMAIL) } : view;

/** What the page shows for a toast: the error's text in English and the catalogue's tone. */
const toastShown = (error: ErrorData | null) => {
  if (error === null) return null;
  const view = present(error);
  return {
    text: sayText(textOf(error), "en", SUPPORT_EMAIL),
    tone: view.kind === "toast" && view.tone === "warning" ? "warning" : "error",
  };
};

const start = (input: CheckoutInput = { loggedIn: false }) => {
  const script = makeScript();
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: {
      applyCode: script.manual<AppliedCode, ApplyCodeInput>("applyCode"),
      loadRates: script.manual<Rates, RatesInput>("loadRates"),
      newOrderKey: script.answering<string, void>("newOrderKey", () => {
        keys += 1;
        return `order-key-${keys}`;
      }),
      placeOrder: script.manual<PlacedOrder, { readonly voucherOrder: VoucherOrder }>("placeOrder"),
      openPage: script.answering<void, { readonly url: string }>("openPage", () => undefined),
    },
  });
  const started = startSystem(machine, "checkout", input, ["cart"]);
  const context = () => started.actor.getSnapshot().context;
  const send = (event: Parameters<typeof started.actor.send>[0]) => started.actor.send(event);
  /** The facts as the session, the site and the cart announce them (machines/facts.ts). */
  const facts = (change: Facts = {}) => {
    const clientId = change.clientId ?? null;
    send({
      type: "SESSION.USER",
      loggedIn: change.loggedIn ?? input.loggedIn,
      user:
        clientId === null
          ? null
          : { client_id: clientId, company_id: change.companyId ?? clientId, domain: null },
      points: null,
    });
    send({
      type: "SESSION.WALLET",
      wallet: change.wallet ?? EMPTY_WALLET,
      checkoutUser: change.checkoutUser ?? guestBuyer,
    });
    send({
      type: "SITE.SETTINGS",
      paymentMethodAccess: change.access ?? allAllowed,
      showCts: change.showCts ?? false,
    });
    send({ type: "CART.LINES", lines: change.lines ?? [lineOf(1000)] });
  };
  const toast = () => toastShown(started.actor.getSnapshot().hasTag("toast") ? context().toast : null);
  const inputsOf = (name: string): unknown[] =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  const countOf = (name: string): number => inputsOf(name).length;
  /** Types a code, asks to apply it, and answers the lookup with `applied`. */
  const applyCode = async (applied: AppliedCode, typed: string = applied.rewardCode) => {
    send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry(typed) });
    send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    await script.answer("applyCode", applied);
  };
  const placedOrders = (): VoucherOrder[] =>
    inputsOf("placeOrder").map((value) => (value as { readonly voucherOrder: VoucherOrder }).voucherOrder);
  return { ...started, script, context, send, facts, toast, inputsOf, countOf, applyCode, placedOrders };
};

/** A checkout opened on '/marketplace' with its key created and the facts given. */
const opened = async (facts: Facts = {}, input?: CheckoutInput) => {
  const checkout = start(input);
  await settle();
  checkout.send({ type: "CHECKOUT.OPEN", sitePrefix: "/marketplace" });
  checkout.facts(facts);
  await settle();
  return checkout;
};

/** A guest checkout of an INR 1000 cart paid in full by DEMO-1111-AAAA-0001 (INR 1000 left). */
const paidByCode = async () => {
  const checkout = await opened();
  await checkout.applyCode(code("DEMO1111AAAA0001", 1000), "DEMO-1111-AAAA-0001");
  return checkout;
};

describe("spec §4 'Order and payment preferences': opening checkout resets points, gcb, tokens, preferences and applied vouchers", () => {
  it("CHECKOUT.OPEN after balances were turned on and a code applied starts from nothing", async () => {
    const checkout = await opened({ loggedIn: true, wallet: priyaWallet, checkoutUser: priya });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "gcb", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "storeToken", on: true });
    await checkout.applyCode(code("DEMO1111AAAA0002", 750));
    expect(checkout.context().preferences.appliedVoucherArray).toHaveLength(1);
    expect(checkout.context().preferences.payMethodPrefArray).toEqual(["points", "gcb", "storeToken", 0]);

    checkout.send({ type: "CHECKOUT.OPEN", sitePrefix: "/marketplace" });
    expect(checkout.context().preferences).toEqual(initialPaymentPreferences<AppliedCode>());
    expect(checkout.context().preferences).toMatchObject({
      usePoints: false,
      useGCB: false,
      useTokens: false,
      payMethodPrefArray: [],
      appliedVoucherArray: [],
    });
  });
});

describe("spec §2.11 Loaders: opening checkout on a site that shows its catalogue in points auto-selects the reward points", () => {
  /** Opens the checkout as Priya, signed in, before the session has announced her balances. */
  const openedSignedIn = async (autoSelectPoints?: boolean) => {
    const checkout = start({ loggedIn: true });
    await settle();
    checkout.send({
      type: "CHECKOUT.OPEN",
      sitePrefix: "/acme",
      ...(autoSelectPoints === undefined ? {} : { autoSelectPoints }),
    });
    await settle();
    return checkout;
  };
  const selecting = (checkout: ReturnType<typeof start>) => {
    const snapshot = checkout.actor.getSnapshot();
    return snapshot.hasTag("autoSelecting") && snapshot.matches({ autoSelect: "selecting" });
  };

  it("waits in its 'selecting' state (tag autoSelecting) for the balances, then turns the points on", async () => {
    const checkout = await openedSignedIn(true);
    expect(selecting(checkout)).toBe(true);
    expect(checkout.context().preferences.usePoints).toBe(false);
    checkout.facts({ loggedIn: true, wallet: priyaWallet, checkoutUser: priya });
    await settle();
    expect(selecting(checkout)).toBe(false);
    // spec §4: turning points on appends 'points' to the preference order.
    expect(checkout.context().preferences).toMatchObject({ usePoints: true, payMethodPrefArray: ["points"] });
    // Priya's 25,000 points pay the INR 1000 cart: nothing is due on the card.
    expect(splitOf(checkout.context())).toMatchObject({ ok: true, value: { amountDue: { amount: 0 } } });
  });

  it("balances known at opening: the points are selected at once, after the opening's reset", async () => {
    const checkout = await opened(
      { loggedIn: true, wallet: priyaWallet, checkoutUser: priya },
      { loggedIn: true },
    );
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "gcb", on: true });
    checkout.send({ type: "CHECKOUT.OPEN", sitePrefix: "/acme", autoSelectPoints: true });
    await settle();
    expect(selecting(checkout)).toBe(false);
    expect(checkout.context().preferences).toMatchObject({
      usePoints: true,
      useGCB: false,
      payMethodPrefArray: ["points"],
    });
  });

  it("selects nothing for a user without points, with points switched off (spec §6), or on a site not in points", async () => {
    const none = await openedSignedIn(true);
    none.facts({ loggedIn: true, wallet: { ...priyaWallet, points: null }, checkoutUser: priya });
    await settle();
    expect(selecting(none)).toBe(false);
    expect(none.context().preferences.usePoints).toBe(false);

    const off = await openedSignedIn(true);
    off.send({
      type: "SITE.SETTINGS",
      paymentMethodAccess: { ...allAllowed, rewardPoints: 0 },
      showCts: false,
    });
    await settle();
    // Points switched off for the site: nothing to wait for.
    expect(selecting(off)).toBe(false);
    off.send({ type: "SESSION.WALLET", wallet: priyaWallet, checkoutUser: priya });
    await settle();
    expect(selecting(off)).toBe(false);
    expect(off.context().preferences.usePoints).toBe(false);

    const plain = await openedSignedIn();
    expect(selecting(plain)).toBe(false);
    plain.facts({ loggedIn: true, wallet: priyaWallet, checkoutUser: priya });
    await settle();
    expect(plain.context().preferences.usePoints).toBe(false);
  });

  it("a guest has no points to select: no loader", async () => {
    const checkout = start({ loggedIn: false });
    await settle();
    checkout.send({ type: "CHECKOUT.OPEN", sitePrefix: "/acme", autoSelectPoints: true });
    await settle();
    expect(selecting(checkout)).toBe(false);
  });

  it("gives up after a call's time-out (60000 ms, spec §9) when the balances never come", async () => {
    const checkout = await openedSignedIn(true);
    checkout.clock.increment(59_999);
    expect(selecting(checkout)).toBe(true);
    checkout.clock.increment(1);
    expect(selecting(checkout)).toBe(false);
    expect(checkout.context().preferences.usePoints).toBe(false);
  });
});

describe("spec §4: turning on points, gcb or tokens appends to the preference order; turning one off does not remove it", () => {
  it("TOGGLE on appends 'points', 'gcb', 'storeToken' in the order turned on", async () => {
    const checkout = await opened({ loggedIn: true, wallet: priyaWallet, checkoutUser: priya });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "gcb", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "storeToken", on: true });
    expect(checkout.context().preferences).toMatchObject({
      usePoints: true,
      useGCB: true,
      useTokens: true,
      payMethodPrefArray: ["gcb", "points", "storeToken"],
    });
  });

  it("TOGGLE off clears the flag and keeps the entry", async () => {
    const checkout = await opened({ loggedIn: true, wallet: priyaWallet, checkoutUser: priya });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "gcb", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: false });
    expect(checkout.context().preferences).toMatchObject({
      usePoints: false,
      useGCB: true,
      payMethodPrefArray: ["points", "gcb"],
    });
  });
});

describe("spec §6 paymentMethodAccess: a method switched off, or a balance the user does not have, cannot be turned on", () => {
  it("rewardPoints 0, gcb 0 and tokens 0 keep the toggles off and the order empty", async () => {
    const checkout = await opened({
      loggedIn: true,
      wallet: priyaWallet,
      checkoutUser: priya,
      access: { ...allAllowed, rewardPoints: 0, gcb: 0, tokens: 0 },
    });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "gcb", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "storeToken", on: true });
    expect(checkout.context().preferences).toEqual(initialPaymentPreferences<AppliedCode>());
  });

  it("a zero or missing balance cannot be turned on; a positive one can", async () => {
    const checkout = await opened({
      loggedIn: true,
      checkoutUser: priya,
      wallet: {
        points: { available: 0, pointValue: 1, currency: "INR" },
        gcb: { total: 0, currency: "INR" },
        tokens: null,
      },
    });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "gcb", on: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "storeToken", on: true });
    expect(checkout.context().preferences.payMethodPrefArray).toEqual([]);

    checkout.facts({ loggedIn: true, checkoutUser: priya, wallet: priyaWallet });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "storeToken", on: true });
    expect(checkout.context().preferences.payMethodPrefArray).toEqual(["storeToken"]);
  });
});

describe("a guest's code on a site that asks for a captcha (showCts) waits for it; its token goes with the lookup", () => {
  it("APPLY_CODE shows the captcha and calls nothing; CAPTCHA.SOLVED looks the code up with the token", async () => {
    const checkout = await opened({ showCts: true });
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("ACME-2222-BBBB-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    expect(checkout.actor.getSnapshot().hasTag("captcha")).toBe(true);
    expect(checkout.countOf("applyCode")).toBe(0);
    checkout.send({ type: "CAPTCHA.SOLVED", captcha: "dev.3.4.7" });
    await settle();
    expect(checkout.inputsOf("applyCode")).toEqual([
      {
        input: "ACME-2222-BBBB-0001",
        site: "marketplace",
        cartCurrency: "INR",
        clientId: null,
        token: "dev.3.4.7",
      },
    ]);
  });

  it("CAPTCHA.CANCEL goes back to the field without a lookup", async () => {
    const checkout = await opened({ showCts: true });
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("ACME-2222-BBBB-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    checkout.send({ type: "CAPTCHA.CANCEL" });
    await settle();
    expect(checkout.actor.getSnapshot().hasTag("captcha")).toBe(false);
    expect(checkout.countOf("applyCode")).toBe(0);
  });

  it("a signed-in shopper's code needs no captcha (the API ties the call to the account)", async () => {
    const checkout = await opened({ showCts: true, loggedIn: true, clientId: 1001 });
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("ACME-2222-BBBB-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    expect(checkout.inputsOf("applyCode")).toMatchObject([{ token: "" }]);
  });
});

describe("spec §4: applying a voucher pushes its index; removing one deletes it and shifts the higher indices down", () => {
  it("APPLY_CODE calls applyCode with the field text, the store and the cart currency, then pushes the index", async () => {
    const checkout = await opened();
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO-1111-AAAA-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    expect(checkout.inputsOf("applyCode")).toEqual([
      { input: "DEMO-1111-AAAA-0001", site: "marketplace", cartCurrency: "INR", clientId: null, token: "" },
    ]);
    await checkout.script.answer("applyCode", code("DEMO1111AAAA0001", 1000));
    expect(checkout.context().preferences.payMethodPrefArray).toEqual([0]);
    expect(checkout.context().preferences.appliedVoucherArray).toEqual([code("DEMO1111AAAA0001", 1000)]);
    expect(checkout.context().rewardCode).toBe("");
  });

  it("REMOVE_CODE 1 of [points, 0, 1, gcb, 2] leaves [points, 0, gcb, 1]", async () => {
    const checkout = await opened({ loggedIn: true, wallet: priyaWallet, checkoutUser: priya });
    const a = code("DEMO1111AAAA0001", 1000);
    const b = code("DEMO1111AAAA0002", 750);
    const c = code("DEMO4444DDDD0001", 5000, "JPY", 0.56);
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    await checkout.applyCode(a);
    await checkout.applyCode(b);
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "gcb", on: true });
    await checkout.applyCode(c);
    expect(checkout.context().preferences.payMethodPrefArray).toEqual(["points", 0, 1, "gcb", 2]);

    checkout.send({ type: "CHECKOUT.REMOVE_CODE", index: 1 });
    expect(checkout.context().preferences.payMethodPrefArray).toEqual(["points", 0, "gcb", 1]);
    expect(checkout.context().preferences.appliedVoucherArray).toEqual([a, c]);
  });
});

describe("spec §8 'The Reward code entered has already been used': a code already applied is refused without a call", () => {
  it("the same code, typed with dashes again, sets BalanceCodeUsed and calls nothing", async () => {
    const checkout = await opened();
    await checkout.applyCode(code("DEMO1111AAAA0002", 750), "DEMO-1111-AAAA-0002");
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("demo-1111-aaaa-0002") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    expect(checkout.countOf("applyCode")).toBe(1);
    const error = checkout.context().codeError;
    expect(error).toEqual(toErrorData(new BalanceCodeUsed()));
    expect(error === null ? null : inEnglish(present(error))).toMatchObject({
      text: CODE_USED,
    });
    expect(checkout.context().preferences.appliedVoucherArray).toHaveLength(1);
  });
});

describe("spec §5 'Reward code': the check button is disabled under 6 characters", () => {
  it("'DEMO1' and 'DEMO-1' (5 characters without the dash) call nothing; 'DEMO11' calls applyCode", async () => {
    const checkout = await opened();
    for (const text of ["", "DEMO1", "DEMO-1", " D-E-M-O-1 "]) {
      checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry(text) });
      checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    }
    await settle();
    expect(checkout.countOf("applyCode")).toBe(0);
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO11") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    expect(checkout.countOf("applyCode")).toBe(1);
  });
});

describe("spec §8 'HTTP 429 on apply voucher': the limit text as a warning toast, closed after 5000 ms (spec §8, §9)", () => {
  it("RateLimited shows the 429 text with the support e-mail as a warning toast, then closes it", async () => {
    const checkout = await opened();
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO-1111-AAAA-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    await checkout.script.fail("applyCode", toErrorData(new RateLimited({ operation: "applyVoucher" })));
    expect(checkout.context().toast).toEqual(toErrorData(new RateLimited({ operation: "applyVoucher" })));
    expect(checkout.toast()).toEqual({ text: LIMIT_TEXT, tone: "warning" });
    expect(checkout.context().codeError).toBeNull();
    checkout.clock.increment(4999);
    expect(checkout.context().toast).not.toBeNull();
    checkout.clock.increment(1);
    expect(checkout.context().toast).toBeNull();
  });
});

describe("spec §8 'Balance checker: failed lookup': a field error, not a toast", () => {
  it("BalanceLookupFailed is kept as codeError ('The Code entered is invalid. Try again!') and no toast shows", async () => {
    const checkout = await opened();
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO-9999-ZZZZ-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    await checkout.script.fail("applyCode", toErrorData(new BalanceLookupFailed()));
    const error = checkout.context().codeError;
    expect(error).toEqual(toErrorData(new BalanceLookupFailed()));
    expect(error === null ? null : inEnglish(present(error))).toEqual({
      kind: "field",
      field: "code",
      text: CODE_INVALID,
    });
    expect(checkout.context().toast).toBeNull();
    expect(checkout.context().preferences.appliedVoucherArray).toEqual([]);
  });
});

describe("spec §9: balances in another currency than the cart's are converted with the client's rates, loaded once per cart currency", () => {
  const samWallet: Wallet = {
    points: { available: 1200.5, pointValue: 1, currency: "USD" },
    gcb: null,
    tokens: null,
  };

  it("the facts of a signed-in user with USD points on an INR cart load the USD rate once", async () => {
    const checkout = await opened(
      { loggedIn: true, clientId: 1001, wallet: samWallet, checkoutUser: priya },
      { loggedIn: true },
    );
    expect(checkout.inputsOf("loadRates")).toEqual([
      { clientId: 1001, cartCurrency: "INR", currencies: ["USD"] },
    ]);
    // Facts repeat while the rates load, and after: no second call.
    checkout.facts({ loggedIn: true, clientId: 1001, wallet: samWallet, checkoutUser: priya });
    await settle();
    await checkout.script.answer("loadRates", { USD: 83 });
    expect(checkout.context().rates).toEqual({ USD: 83 });
    checkout.facts({ loggedIn: true, clientId: 1001, wallet: samWallet, checkoutUser: priya });
    await settle();
    expect(checkout.countOf("loadRates")).toBe(1);

    // Another cart currency: its rates are loaded once.
    const yen = [lineOf(1500, "JPY", 40501)];
    checkout.facts({ loggedIn: true, clientId: 1001, wallet: samWallet, checkoutUser: priya, lines: yen });
    await settle();
    expect(checkout.inputsOf("loadRates")[1]).toEqual({
      clientId: 1001,
      cartCurrency: "JPY",
      currencies: ["USD"],
    });
    await checkout.script.answer("loadRates", {});
    checkout.facts({ loggedIn: true, clientId: 1001, wallet: samWallet, checkoutUser: priya, lines: yen });
    await settle();
    expect(checkout.countOf("loadRates")).toBe(2);
  });

  it("balances in the cart currency, and guests, load no rates", async () => {
    const signedIn = await opened(
      { loggedIn: true, clientId: 1001, wallet: priyaWallet, checkoutUser: priya },
      { loggedIn: true },
    );
    expect(signedIn.countOf("loadRates")).toBe(0);
    const guest = await opened({ loggedIn: false, clientId: null, wallet: samWallet });
    expect(guest.countOf("loadRates")).toBe(0);
  });
});

describe("spec §5 checkoutUser: Pay with invalid buyer details shows the problems and calls nothing", () => {
  it("an empty first name and a bad e-mail mark attempted; valid details then place the order", async () => {
    const checkout = await opened({ checkoutUser: { ...guestBuyer, firstname: " ", email: "not-an-email" } });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.context().attempted).toBe(true);
    expect(checkout.countOf("placeOrder")).toBe(0);
    expect(checkout.actor.getSnapshot().matches({ order: "ready" })).toBe(true);

    checkout.send({ type: "CHECKOUT.EDIT_USER", checkoutUser: guestBuyer });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.countOf("placeOrder")).toBe(1);
  });
});

/** A guest checkout of an INR 1000 cart with DEMO-1111-AAAA-0002 (INR 750 left) applied. */
const withCode = async () => {
  const checkout = await opened();
  await checkout.applyCode(code("DEMO1111AAAA0002", 750), "DEMO-1111-AAAA-0002");
  return checkout;
};

describe("spec §7.6 voucherCreateOrder: the order carries the split and the checkout's idempotency key", () => {
  it("INR 1000 cart, code with INR 750 left: applied_codes [{code, amount: 750}], gateway_amount 250", async () => {
    const checkout = await withCode();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.placedOrders()).toEqual([
      {
        idempotency_key: "order-key-1",
        site: "marketplace",
        cart: [
          {
            product_id: 28501,
            name: "Shopping Gift Card",
            price: 1000,
            quantity: 1,
            currency_code: "INR",
            filter_group_id: 37,
          },
        ],
        checkoutUser: guestBuyer,
        payment: {
          points: 0,
          gcb: 0,
          tokens: 0,
          applied_codes: [{ code: "DEMO1111AAAA0002", amount: 750 }],
          gateway_amount: 250,
        },
      },
    ]);
  });

  it("a signed-in user's points pay first in preference order, the code the rest", async () => {
    const checkout = await opened(
      {
        loggedIn: true,
        wallet: { ...priyaWallet, points: { available: 400, pointValue: 1, currency: "INR" } },
        checkoutUser: priya,
      },
      { loggedIn: true },
    );
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    await checkout.applyCode(code("DEMO1111AAAA0001", 1000));
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.placedOrders()[0]?.payment).toEqual({
      points: 400,
      gcb: 0,
      tokens: 0,
      applied_codes: [{ code: "DEMO1111AAAA0001", amount: 600 }],
      gateway_amount: 0,
    });
  });

  it("a second PLACE while placing is ignored: one placeOrder call", async () => {
    const checkout = await withCode();
    checkout.send({ type: "CHECKOUT.PLACE" });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.countOf("placeOrder")).toBe(1);
  });
});

describe("spec §4 'Special voucher category 1222': the checkout pays the cart view's lines", () => {
  /** Sunset Kayaking in Bangalore (61022), an experience: category 1222, INR 4500. */
  const kayaking = voucherLineOf({
    productId: 61022,
    price: 4500,
    currency: "INR",
    quantity: 1,
    name: "Sunset Kayaking in Bangalore",
    point: 4500,
    baseConversionValue: 1,
    isMerchandiseProduct: false,
    isPerk: false,
    filterGroupId: null,
    categories: "1222",
    country_name: "India",
  });
  const booking = {
    expProductId: 61022,
    preferredDate: "2026-12-01",
    preferredTimeSlot: "10:00",
    guests: [{ price_category_id: 1, count: 2 }],
  };

  it("the cart's checkout (special mode off) leaves the experience out of its lines and its order", async () => {
    const checkout = await opened({ lines: [lineOf(1000), kayaking] });
    expect(checkout.context().lines.map((line) => line.productId)).toEqual([28501]);
    // INR 1000 is due: the gift card alone (minor units).
    expect(splitOf(checkout.context())).toMatchObject({
      ok: true,
      value: { amountDue: { amount: 100000, currency: "INR" } },
    });
    await checkout.applyCode(code("DEMO1111AAAA0001", 1000));
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.placedOrders()[0]?.cart.map((line) => line.product_id)).toEqual([28501]);
  });

  it("the experience payment (special mode on, its product) pays that experience's line alone", async () => {
    const checkout = start();
    await settle();
    checkout.send({ type: "CHECKOUT.OPEN", sitePrefix: "/marketplace", booking });
    checkout.facts({ lines: [lineOf(1000), kayaking] });
    await settle();
    expect(checkout.context().lines.map((line) => line.name)).toEqual(["Sunset Kayaking in Bangalore"]);
    // Another experience's booking keeps none of the cart's lines.
    checkout.send({
      type: "CHECKOUT.OPEN",
      sitePrefix: "/marketplace",
      booking: { ...booking, expProductId: 61023 },
    });
    await settle();
    expect(checkout.context().lines).toEqual([]);
  });
});

describe("spec §4 'orderType is cleared on success and kept on failure'; §2.3 payment routes", () => {
  it("an order paid in full clears orderType and opens '/marketplace/payment-status/voucher/{id}/{key}'", async () => {
    const checkout = await paidByCode();
    expect(checkout.context().orderType).toBe("VOUCHERS");
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.placedOrders()[0]?.payment.gateway_amount).toBe(0);
    await checkout.script.answer("placeOrder", { kind: "completed", order: order() } satisfies PlacedOrder);
    expect(checkout.context().orderType).toBe("");
    expect(checkout.context().order).toEqual(order());
    expect(checkout.inputsOf("openPage")).toEqual([
      { url: "/marketplace/payment-status/voucher/9001/key-9001" },
    ]);
  });

  it("an order due on the card gateway opens the card-gateway payment page '/payment/:data/' (spec §2.3) and keeps orderType 'VOUCHERS'", async () => {
    const checkout = await withCode();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    const due = order({
      status: 1,
      redirect_url: "http://storefront.test/gateway/gateway-inr/pay/key-9001",
      gateway: "gateway-inr",
      gateway_amount: 250,
    });
    await checkout.script.answer("placeOrder", { kind: "gateway", order: due } satisfies PlacedOrder);
    // 'gateway-inr:key-9001' as base64url: the page leads on to the gateway's hosted page.
    expect(checkout.inputsOf("openPage")).toEqual([{ url: "/payment/Z2F0ZXdheS1pbnI6a2V5LTkwMDE/" }]);
    expect(checkout.context().orderType).toBe("VOUCHERS");
  });

  it("a refused order keeps orderType and the split and shows the server's message as an error toast (spec §8)", async () => {
    const checkout = await withCode();
    const before = checkout.context().preferences;
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    const refusal = toErrorData(
      new OrderRefused({
        operation: "voucherCreateOrder",
        serverMessage: "Reward code DEMO1111AAAA0002 does not have enough balance.",
      }),
    );
    await checkout.script.fail("placeOrder", refusal);
    expect(checkout.context().orderType).toBe("VOUCHERS");
    expect(checkout.context().preferences).toEqual(before);
    expect(checkout.context().orderError).toEqual(refusal);
    expect(checkout.context().toast).toEqual(refusal);
    expect(checkout.toast()).toEqual({
      text: "Reward code DEMO1111AAAA0002 does not have enough balance.",
      tone: "error",
    });
    expect(checkout.countOf("openPage")).toBe(0);
    checkout.clock.increment(5000);
    expect(checkout.context().toast).toBeNull();
  });
});

describe("spec §7.6 idempotency: a repeat of the same order answers the first one", () => {
  it("a retry after a failure sends the SAME idempotency key", async () => {
    const checkout = await withCode();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    await checkout.script.fail(
      "placeOrder",
      toErrorData(new OrderRefused({ operation: "voucherCreateOrder", serverMessage: undefined })),
    );
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.placedOrders().map((placed) => placed.idempotency_key)).toEqual([
      "order-key-1",
      "order-key-1",
    ]);
    expect(checkout.countOf("newOrderKey")).toBe(1);
  });

  it("after a completed order a new key is created", async () => {
    const checkout = await paidByCode();
    expect(checkout.context().idempotencyKey).toBe("order-key-1");
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    await checkout.script.answer("placeOrder", { kind: "completed", order: order() } satisfies PlacedOrder);
    await settle();
    expect(checkout.countOf("newOrderKey")).toBe(2);
    expect(checkout.context().idempotencyKey).toBe("order-key-2");
  });
});

describe("spec §6 per-company switches: the surcharge disclaimer before paying (companies 222075, 222509)", () => {
  const surchargeCompany = {
    loggedIn: true,
    clientId: 1001,
    companyId: 222075,
    wallet: priyaWallet,
    checkoutUser: priya,
  };

  it("Pay waits in 'surcharge' and places nothing until the disclaimer is accepted", async () => {
    const checkout = await opened(surchargeCompany, { loggedIn: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.actor.getSnapshot().hasTag("surcharge")).toBe(true);
    expect(checkout.countOf("placeOrder")).toBe(0);
    checkout.send({ type: "CHECKOUT.ACCEPT_SURCHARGE" });
    await settle();
    expect(checkout.countOf("placeOrder")).toBe(1);
    expect(checkout.actor.getSnapshot().hasTag("busy")).toBe(true);
  });

  it("declining the disclaimer goes back to the checkout without an order", async () => {
    const checkout = await opened({ ...surchargeCompany, companyId: 222509 }, { loggedIn: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.PLACE" });
    checkout.send({ type: "CHECKOUT.DECLINE_SURCHARGE" });
    await settle();
    expect(checkout.actor.getSnapshot().matches({ order: "ready" })).toBe(true);
    expect(checkout.countOf("placeOrder")).toBe(0);
  });

  it("another company pays at once", async () => {
    const checkout = await opened({ ...surchargeCompany, companyId: 221320 }, { loggedIn: true });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.actor.getSnapshot().hasTag("surcharge")).toBe(false);
    expect(checkout.countOf("placeOrder")).toBe(1);
  });
});

describe("spec §3 Order: the airline member id goes with the order of its miles product", () => {
  const miles = lineOf(1000, "INR", 47001);

  it("MILES.MEMBER_ID from the perks flow is carried by the order while its product is in the cart", async () => {
    const checkout = await opened(
      { loggedIn: true, clientId: 1001, wallet: priyaWallet, checkoutUser: priya, lines: [miles] },
      { loggedIn: true },
    );
    checkout.send({ type: "MILES.MEMBER_ID", memberId: "SKY1234567", productId: 47001 });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.placedOrders()[0]?.memberId).toBe("SKY1234567");
  });

  it("an order without that product carries no member id", async () => {
    const checkout = await opened(
      { loggedIn: true, clientId: 1001, wallet: priyaWallet, checkoutUser: priya },
      { loggedIn: true },
    );
    checkout.send({ type: "MILES.MEMBER_ID", memberId: "SKY1234567", productId: 47001 });
    checkout.send({ type: "CHECKOUT.TOGGLE", method: "points", on: true });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.placedOrders()).toHaveLength(1);
    expect(checkout.placedOrders()[0]).not.toHaveProperty("memberId");
  });
});

describe("the checkout learns its facts from the flows that own them, with no page (machines/facts.ts)", () => {
  it("CART.LINES sets the lines the split is made of; a cart in another currency drops the codes and rates", async () => {
    const checkout = await withCode();
    expect(splitOf(checkout.context())).toMatchObject({ ok: true });
    expect(checkout.context().lines).toEqual([lineOf(1000)]);
    checkout.send({ type: "CART.LINES", lines: [lineOf(1000), lineOf(500)] });
    expect(checkout.context().lines).toHaveLength(2);
    expect(checkout.context().preferences.appliedVoucherArray).toHaveLength(1);
    checkout.send({ type: "CART.LINES", lines: [lineOf(1500, "JPY", 40501)] });
    expect(checkout.context().preferences).toEqual(initialPaymentPreferences<AppliedCode>());
    expect(checkout.context().rates).toEqual({});
  });

  it("SESSION.WALLET fills the buyer's details until the shopper edits them (spec §4)", async () => {
    const checkout = await opened({ loggedIn: true, wallet: priyaWallet, checkoutUser: priya });
    expect(checkout.context().checkoutUser).toEqual(priya);
    expect(checkout.context().wallet).toEqual(priyaWallet);
    checkout.send({ type: "CHECKOUT.EDIT_USER", checkoutUser: { ...priya, firstname: "Pri" } });
    checkout.send({ type: "SESSION.WALLET", wallet: EMPTY_WALLET, checkoutUser: priya });
    expect(checkout.context().checkoutUser.firstname).toBe("Pri");
    expect(checkout.context().wallet).toEqual(EMPTY_WALLET);
  });

  it("SITE.SETTINGS sets paymentMethodAccess: voucher 0 turns the code field off (spec §6)", async () => {
    const checkout = await opened({ access: { ...allAllowed, voucher: 0 } });
    expect(checkout.context().access.voucher).toBe(0);
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO-1111-AAAA-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    expect(checkout.countOf("applyCode")).toBe(0);
  });

  it("SESSION.USER gives the signed-in user's client to the code check; signing out takes it back", async () => {
    const checkout = await opened({
      loggedIn: true,
      clientId: 1001,
      wallet: priyaWallet,
      checkoutUser: priya,
    });
    expect(checkout.context()).toMatchObject({ loggedIn: true, clientId: 1001 });
    checkout.send({ type: "SESSION.USER", loggedIn: false, user: null, points: null });
    expect(checkout.context()).toMatchObject({ loggedIn: false, clientId: null });
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO-1111-AAAA-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    expect(checkout.inputsOf("applyCode")).toEqual([
      { input: "DEMO-1111-AAAA-0001", site: "marketplace", cartCurrency: "INR", clientId: null, token: "" },
    ]);
  });

  it("facts that arrive while an order is placed are kept", async () => {
    const checkout = await withCode();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    checkout.send({ type: "SESSION.WALLET", wallet: priyaWallet, checkoutUser: guestBuyer });
    expect(checkout.context().wallet).toEqual(priyaWallet);
  });

  it("in one system with the cart: the cart's lines reach the checkout without any page", async () => {
    const saved = [lineOf(1000), lineOf(500)];
    const script = makeScript();
    const cart = cartMachine.provide({
      actors: {
        callCart: script.manual<CartCallDone, CartCall>("callCart"),
        loadGuestCart: script.answering<GuestCart, void>("loadGuestCart", () => ({
          vouchers: saved,
          dropped: 0,
        })),
        saveGuestCart: script.answering<void, { readonly vouchers: readonly CartVoucherLine[] }>(
          "saveGuestCart",
          () => undefined,
        ),
      },
    });
    const checkout = checkoutMachine.provide({
      actors: { newOrderKey: script.answering<string, void>("newOrderKey", () => "order-key-1") },
    });
    const root = createActor(
      createMachine({
        entry: assign(({ spawn }) => {
          spawn(checkout, { id: "checkout", systemId: "checkout", input: { loggedIn: false } });
          spawn(cart, { id: "cart", systemId: "cart", input: { loggedIn: false } });
          return {};
        }),
      }),
    );
    root.start();
    await settle();
    const flow = root.system.get("checkout") as ActorRefFrom<typeof checkoutMachine>;
    const cartFlow = root.system.get("cart") as ActorRefFrom<typeof cartMachine>;
    expect(flow.getSnapshot().context.lines).toEqual(saved);
    cartFlow.send({ type: "CART.REMOVE", key: { productId: 28501, price: 500, currency: "INR" } });
    expect(flow.getSnapshot().context.lines).toEqual([lineOf(1000)]);
    expect(splitOf(flow.getSnapshot().context)).toMatchObject({
      ok: true,
      value: { amountDue: { amount: 100_000, currency: "INR" } },
    });
  });
});

describe("the checkout's status is read through tags", () => {
  it("'applying' while a code is checked, 'busy' while an order is placed, 'toast' while a toast shows", async () => {
    const checkout = await withCode();
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO-1111-AAAA-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    expect(checkout.actor.getSnapshot().hasTag("applying")).toBe(true);
    await checkout.script.fail("applyCode", toErrorData(new RateLimited({ operation: "applyVoucher" })));
    expect(checkout.actor.getSnapshot().hasTag("applying")).toBe(false);
    expect(checkout.actor.getSnapshot().hasTag("toast")).toBe(true);
    checkout.send({ type: "CHECKOUT.PLACE" });
    expect(checkout.actor.getSnapshot().hasTag("busy")).toBe(true);
  });
});

describe("the checkout keeps errors as data; the page says them in the shopper's language", () => {
  it("no support e-mail in the checkout's input or context", () => {
    expect(Object.keys(initialCheckoutContext({ loggedIn: false }))).not.toContain("supportEmail");
  });

  it("the HTTP 429 warning toast in Spanish, the build's support e-mail filled in", async () => {
    const checkout = await opened();
    checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry("DEMO-1111-AAAA-0001") });
    checkout.send({ type: "CHECKOUT.APPLY_CODE" });
    await settle();
    await checkout.script.fail("applyCode", toErrorData(new RateLimited({ operation: "applyVoucher" })));
    const toast = checkout.context().toast;
    expect(toast === null ? null : sayText(textOf(toast), "es", SUPPORT_EMAIL)).toBe(
      `Límite superado, inténtalo de nuevo en un rato. Si vuelve a ocurrir, escríbenos a ${SUPPORT_EMAIL}. Gracias por tu paciencia.`,
    );
  });
});
