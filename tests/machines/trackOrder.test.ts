/**
 * Track Your Order with scripted effects (spec §2.3, §2.4, §2.10, §4 'Track order', §5 'Track
 * order', §7.6 validateOrder, §8 track-order rows, §9 toast 5000 ms).
 */

import type { PrimaryIdentifier, TrackedOrder } from "@contract/orders";
import type { PhoneListCountry } from "@domain/phoneList";
import {
  type ContactInput,
  canSubmitFields as canSubmit,
  type TrackOrderCallInput,
  type TrackResult,
  type VerifyOrderInput,
} from "@domain/trackOrder";
import { present, textOf } from "@errors/catalogue";
import { type ErrorData, toErrorData } from "@errors/data";
import {
  CaptchaFailed,
  TrackOrderInvalidContact,
  TrackOrderInvalidOrderId,
  TrackOrderRequestFailed,
} from "@errors/situations";
import { trackOrderMachine } from "@machines/trackOrder";
import type { InterfaceLanguage } from "@views/i18n";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";
import { sayText } from "../support/i18n";
import { INDIA, VIETNAM } from "../support/phoneList";
import { siteSettings } from "./fixtures";

const INVALID_ORDER_ID = "Entered invalid order id. Please try again";
const INVALID_CONTACT = "Invalid primary contact details. Please try again.";
const SOMETHING_WENT_WRONG = "Something went wrong.";

const tracked = (type = "voucher", identifier: PrimaryIdentifier = "email"): TrackedOrder => ({
  order_id: 7004101,
  primaryIdentifier: identifier,
  order_data: {
    type,
    status: 7,
    items: [{ product_id: 40211, name: "Fashion Gift Card", quantity: 2, price: 1000, currency_code: "INR" }],
    amounts: { currency_code: "INR", total: 2000, points: 2000, gcb: 0, tokens: 0, codes: 0, gateway: 0 },
    dates: { ordered_at: "2026-10-02T09:30:00.000Z", updated_at: "2026-10-02T09:30:00.000Z" },
  },
});

const resultOf = (change: Partial<TrackResult> = {}): TrackResult => ({
  data: tracked(),
  flight_details: null,
  email: "priya@demo.example",
  alternative_email: "",
  mobile: "",
  mobile_code: "",
  ...change,
});

/** What the dialog says for a kept error or toast, in `language` (spec §8). */
const say = (error: ErrorData, language: InterfaceLanguage = "en"): string =>
  sayText(textOf(error), language, "");

/**
 * The machine in a system with a recording root; every effect answered by the test. `countryCode`
 * is what "country" announces as selected, if anything.
 */
const start = (countryCode?: string) => {
  const script = makeScript();
  const machine = trackOrderMachine.provide({
    actors: {
      verifyCaptcha: script.manual<void, { readonly token: string }>("verifyCaptcha"),
      verifyOrder: script.manual<PrimaryIdentifier, VerifyOrderInput>("verifyOrder"),
      checkContact: script.manual<void, ContactInput>("checkContact"),
      trackOrder: script.manual<TrackResult, TrackOrderCallInput>("trackOrder"),
      openTrackOrderPage: script.manual<void, { readonly path: string }>("openTrackOrderPage"),
    },
  });
  const sys = startSystem(machine, "trackOrder", {}, ["root"]);
  if (countryCode !== undefined)
    sys.actor.send({ type: "COUNTRY.SELECTED", countryCode, countryId: 0, countryName: "" });
  const context = () => sys.actor.getSnapshot().context;
  const state = () => sys.actor.getSnapshot().value;
  /** "site" announces `showCts`, then the shopper presses Verify / Track Now. */
  const submit = (showCts = false, sitePrefix = "/marketplace") => {
    sys.actor.send(siteSettings(showCts));
    sys.actor.send({ type: "TRACK_ORDER.SUBMIT", sitePrefix });
  };
  const errorText = () => {
    const error = context().error;
    return error === null ? null : say(error);
  };
  return { ...sys, script, context, state, submit, errorText };
};

const err = (e: Parameters<typeof toErrorData>[0]): ErrorData => toErrorData(e);

/** Step 1 done for order 7004101 (primaryIdentifier `identifier`). */
const atStep2 = async (identifier: PrimaryIdentifier = "email", countryCode?: string) => {
  const t = start(countryCode);
  t.actor.send({ type: "DIALOG.OPEN" });
  t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
  t.submit();
  await settle();
  await t.script.answer("verifyOrder", identifier);
  return t;
};

describe("spec §4 Track order step 1: the order id and Verify", () => {
  it("calls validateOrder with the order id and moves to step 2 with the answer", async () => {
    const t = start();
    t.actor.send({ type: "DIALOG.OPEN" });
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: " 7004101 " });
    t.submit();
    await settle();
    expect(t.script.calls).toEqual([{ name: "verifyOrder", input: { order_id: " 7004101 ", token: "" } }]);
    expect(t.state()).toMatchObject({ form: "verifying" });
    await t.script.answer("verifyOrder", "mobile");
    expect(t.context().primaryIdentifier).toBe("mobile");
    expect(t.state()).toMatchObject({ form: "editing" });
  });

  it("an order id that is not digits only shows 'Entered invalid order id. Please try again' without a call", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "abc" });
    t.submit(true);
    await settle();
    expect(t.script.calls).toEqual([]);
    expect(t.errorText()).toBe(INVALID_ORDER_ID);
    expect(t.state()).toMatchObject({ form: "editing" });
  });

  it("the server's success 0 on step 1 gives the same text", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "9999999" });
    t.submit();
    await settle();
    await t.script.fail("verifyOrder", err(new TrackOrderInvalidOrderId()));
    expect(t.errorText()).toBe(INVALID_ORDER_ID);
    expect(t.context().primaryIdentifier).toBeNull();
  });
});

describe("spec §4 Track order step 2: the order id is locked, the contact field and Track Now", () => {
  it("the order id can no longer change", async () => {
    const t = await atStep2();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004999" });
    expect(t.context().order_id).toBe("7004101");
  });

  it("checks the contact, then validateOrder with order_id plus that contact, then opens the tracking page", async () => {
    const t = await atStep2("email");
    t.actor.send({ type: "TRACK_ORDER.EMAIL", email: " priya@demo.example " });
    t.submit(false, "/marketplace");
    await settle();
    expect(t.script.pendingNames()).toEqual(["checkContact"]);
    await t.script.answer("checkContact", undefined);
    expect(t.script.calls.at(-1)).toEqual({
      name: "trackOrder",
      input: {
        primaryIdentifier: "email",
        email: " priya@demo.example ",
        alternative_email: "",
        mobile: "",
        order_id: "7004101",
        mobile_code: "91",
        token: "",
      },
    });
    await t.script.answer("trackOrder", resultOf());
    expect(t.script.calls.at(-1)).toEqual({
      name: "openTrackOrderPage",
      input: { path: "/marketplace/track-order" },
    });
    expect(t.eventsOf("root")).toEqual([]);
    await t.script.answer("openTrackOrderPage", undefined);
    // spec §4: the modal closes.
    expect(t.eventsOf("root")).toEqual([{ type: "UI.CLOSE_DIALOG" }]);
    expect(t.context().trackedOrder).toEqual({
      data: tracked(),
      experience: 0,
      primary_identifier: "email",
      email: "priya@demo.example",
      mobile: "",
      alternative_email: "",
      mobile_code: "",
      order_id: "7004101",
      showCts: false,
      flight_details: null,
    });
    expect(t.context().primaryIdentifier).toBeNull();
  });

  it("a mobile contact goes with the phone code: the default (the selected country's) or the user's pick", async () => {
    const t = await atStep2("mobile", "GB");
    expect(t.context().defaultMobileCode).toBe("44");
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 976, countryName: "India" });
    t.actor.send({ type: "TRACK_ORDER.MOBILE", mobile: "9876543210" });
    t.submit();
    await settle();
    await t.script.answer("checkContact", undefined);
    expect(t.script.calls.at(-1)?.input).toMatchObject({ mobile: "9876543210", mobile_code: "91" });
    await t.script.fail("trackOrder", err(new TrackOrderInvalidContact()));
    t.actor.send({ type: "TRACK_ORDER.MOBILE_CODE", mobile_code: "1" });
    t.submit();
    await settle();
    await t.script.answer("checkContact", undefined);
    expect(t.script.calls.at(-1)?.input).toMatchObject({ mobile: "9876543210", mobile_code: "1" });
  });

  it("experience is 1 for an experience order (spec §2.3)", async () => {
    const t = await atStep2("mobile");
    t.actor.send({ type: "TRACK_ORDER.MOBILE", mobile: "9876543210" });
    t.submit(true, "/acme");
    await settle();
    await t.script.answer("checkContact", undefined);
    t.actor.send({ type: "CAPTCHA.SOLVED", captcha: "tok" });
    await settle();
    await t.script.answer("verifyCaptcha", undefined);
    await t.script.answer(
      "trackOrder",
      resultOf({ data: tracked("experience", "mobile"), email: "", mobile: "9876543210", mobile_code: "91" }),
    );
    expect(t.context().trackedOrder).toMatchObject({ experience: 1, showCts: true, mobile_code: "91" });
    expect(t.script.calls.at(-1)).toEqual({
      name: "openTrackOrderPage",
      input: { path: "/acme/track-order" },
    });
  });

  it("an invalid contact shows 'Invalid primary contact details. Please try again.' (no call)", async () => {
    const t = await atStep2("email");
    t.actor.send({ type: "TRACK_ORDER.EMAIL", email: "priya@" });
    t.submit(true);
    await settle();
    await t.script.fail("checkContact", err(new TrackOrderInvalidContact()));
    expect(t.errorText()).toBe(INVALID_CONTACT);
    expect(t.script.names()).toEqual(["verifyOrder", "checkContact"]);
    expect(t.state()).toMatchObject({ form: "editing" });
  });

  it("the server's step-2 failure gives the same text", async () => {
    const t = await atStep2("email");
    t.actor.send({ type: "TRACK_ORDER.EMAIL", email: "someone@demo.example" });
    t.submit();
    await settle();
    await t.script.answer("checkContact", undefined);
    await t.script.fail("trackOrder", err(new TrackOrderInvalidContact()));
    expect(t.errorText()).toBe(INVALID_CONTACT);
    expect(t.context().trackedOrder).toBeNull();
    expect(t.eventsOf("root")).toEqual([]);
  });
});

describe("spec §5: when Verify / Track Now is disabled", () => {
  it("with an empty order id; in step 2 with an empty contact field", async () => {
    const t = start();
    expect(canSubmit(t.context(), false)).toBe(false);
    t.submit();
    await settle();
    expect(t.script.calls).toEqual([]);
    const s = await atStep2("alternative_email");
    expect(canSubmit(s.context(), false)).toBe(false);
    s.submit();
    await settle();
    expect(s.script.names()).toEqual(["verifyOrder"]);
    s.actor.send({ type: "TRACK_ORDER.ALTERNATIVE_EMAIL", alternative_email: "sam.carter@personal.example" });
    expect(canSubmit(s.context(), false)).toBe(true);
  });

  it("while loading: a second submit during the call does nothing", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit();
    t.submit();
    await settle();
    expect(t.script.names()).toEqual(["verifyOrder"]);
  });

  it("while an error shows, until an edit clears it", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "abc" });
    t.submit();
    expect(t.errorText()).toBe(INVALID_ORDER_ID);
    expect(canSubmit(t.context(), false)).toBe(false);
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    expect(t.context().error).toBeNull();
    t.submit();
    await settle();
    expect(t.script.names()).toEqual(["verifyOrder"]);
  });
});

describe("spec §4: with showCts a captcha is solved before each submit", () => {
  it("step 1 and step 2 each ask for the captcha; its token goes to the check and with the call", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit(true);
    await settle();
    expect(t.state()).toMatchObject({ form: "captcha" });
    expect(t.script.calls).toEqual([]);
    t.actor.send({ type: "CAPTCHA.SOLVED", captcha: "token-1" });
    await settle();
    expect(t.script.calls).toEqual([{ name: "verifyCaptcha", input: { token: "token-1" } }]);
    await t.script.answer("verifyCaptcha", undefined);
    await t.script.answer("verifyOrder", "email");
    t.actor.send({ type: "TRACK_ORDER.EMAIL", email: "priya@demo.example" });
    t.submit(true);
    await settle();
    await t.script.answer("checkContact", undefined);
    expect(t.state()).toMatchObject({ form: "captcha" });
    t.actor.send({ type: "CAPTCHA.SOLVED", captcha: "token-2" });
    await settle();
    await t.script.answer("verifyCaptcha", undefined);
    expect(t.script.names()).toEqual([
      "verifyCaptcha",
      "verifyOrder",
      "checkContact",
      "verifyCaptcha",
      "trackOrder",
    ]);
    expect(t.script.calls[3]?.input).toEqual({ token: "token-2" });
    // The API verifies the token too (spec §4): each call carries the token solved for it.
    expect(t.script.calls[1]?.input).toEqual({ order_id: "7004101", token: "token-1" });
    expect(t.script.calls[4]?.input).toMatchObject({ order_id: "7004101", token: "token-2" });
  });

  it("CAPTCHA.CANCEL goes back to the form without a call", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit(true);
    t.actor.send({ type: "CAPTCHA.CANCEL" });
    await settle();
    expect(t.state()).toMatchObject({ form: "editing" });
    expect(t.script.calls).toEqual([]);
    expect(canSubmit(t.context(), false)).toBe(true);
  });

  it("a failed captcha check shows 'Please complete the captcha to continue.' and makes no call", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit(true);
    t.actor.send({ type: "CAPTCHA.SOLVED", captcha: "bad" });
    await settle();
    await t.script.fail("verifyCaptcha", err(new CaptchaFailed()));
    expect(t.errorText()).toBe("Please complete the captcha to continue.");
    expect(t.script.names()).toEqual(["verifyCaptcha"]);
    expect(t.state()).toMatchObject({ form: "editing" });
  });

  it("without showCts no captcha is asked", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit(false);
    await settle();
    expect(t.script.names()).toEqual(["verifyOrder"]);
  });
});

describe("spec §8: a request failure shows the toast 'Something went wrong.' for 5000 ms (spec §9)", () => {
  it("shows the toast, keeps the button usable, and closes it after 5000 ms", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit();
    await settle();
    await t.script.fail("verifyOrder", err(new TrackOrderRequestFailed()));
    const toast = t.context().toast;
    expect(toast === null ? null : present(toast)).toMatchObject({ kind: "toast" });
    expect(toast === null ? null : say(toast)).toBe(SOMETHING_WENT_WRONG);
    expect(t.context().error).toBeNull();
    expect(canSubmit(t.context(), false)).toBe(true);
    t.clock.increment(4999);
    expect(t.context().toast).not.toBeNull();
    t.clock.increment(1);
    expect(t.context().toast).toBeNull();
  });

  it("TRACK_ORDER.DISMISS_TOAST closes it at once", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit();
    await settle();
    await t.script.fail("verifyOrder", err(new TrackOrderRequestFailed()));
    t.actor.send({ type: "TRACK_ORDER.DISMISS_TOAST" });
    expect(t.context().toast).toBeNull();
  });
});

describe("DIALOG.OPEN starts at step 1 with empty fields; DIALOG.CLOSE resets all but the tracked order", () => {
  it("closing keeps the tracked order and forgets the form; opening starts empty", async () => {
    const t = await atStep2("email");
    t.actor.send({ type: "TRACK_ORDER.EMAIL", email: "priya@demo.example" });
    t.submit();
    await settle();
    await t.script.answer("checkContact", undefined);
    await t.script.answer("trackOrder", resultOf());
    await t.script.answer("openTrackOrderPage", undefined);
    const kept = t.context().trackedOrder;
    expect(kept).not.toBeNull();
    t.actor.send({ type: "DIALOG.CLOSE" });
    expect(t.context().trackedOrder).toEqual(kept);
    t.actor.send({ type: "DIALOG.OPEN" });
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004103" });
    t.submit();
    await settle();
    await t.script.answer("verifyOrder", "mobile");
    t.actor.send({ type: "TRACK_ORDER.MOBILE_CODE", mobile_code: "1" });
    t.actor.send({ type: "DIALOG.CLOSE" });
    expect(t.context()).toMatchObject({
      order_id: "",
      primaryIdentifier: null,
      email: "",
      alternative_email: "",
      mobile: "",
      mobile_code: null,
      error: null,
      toast: null,
      trackedOrder: kept,
    });
    t.actor.send({ type: "DIALOG.OPEN" });
    expect(t.state()).toMatchObject({ form: "editing" });
    expect(t.context().primaryIdentifier).toBeNull();
  });

  it("closing during a call stops it", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit();
    await settle();
    t.actor.send({ type: "DIALOG.CLOSE" });
    await t.script.answer("verifyOrder", "email");
    expect(t.context().primaryIdentifier).toBeNull();
    expect(t.state()).toMatchObject({ form: "editing" });
  });
});

describe('COUNTRY.SELECTED: the flow takes the default phone code from "country" (spec §5)', () => {
  it("India's '91' before any announcement; the selected country's code after it", () => {
    const t = start();
    expect(t.context().defaultMobileCode).toBe("91");
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "us", countryId: 0, countryName: "" });
    expect(t.context().defaultMobileCode).toBe("1");
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "SG", countryId: 0, countryName: "" });
    expect(t.context().defaultMobileCode).toBe("65");
  });

  it("a country without a known phone code falls back to India's '91'", () => {
    const t = start("GB");
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "ZZ", countryId: 0, countryName: "" });
    expect(t.context().defaultMobileCode).toBe("91");
  });

  it("the code the shopper picked wins over a later announcement; closing the dialog restores the default", async () => {
    const t = await atStep2("mobile", "DE");
    t.actor.send({ type: "TRACK_ORDER.MOBILE_CODE", mobile_code: "81" });
    t.actor.send({
      type: "COUNTRY.SELECTED",
      countryCode: "US",
      countryId: 1101,
      countryName: "United States",
    });
    t.actor.send({ type: "TRACK_ORDER.MOBILE", mobile: "9876543210" });
    t.submit();
    await settle();
    await t.script.answer("checkContact", undefined);
    expect(t.script.calls.at(-1)?.input).toMatchObject({ mobile_code: "81" });
    t.actor.send({ type: "DIALOG.CLOSE" });
    expect(t.context()).toMatchObject({ mobile_code: null, defaultMobileCode: "1" });
  });

  it("the announcement survives DIALOG.OPEN and arrives whether or not the dialog is open", () => {
    const t = start();
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "JP", countryId: 983, countryName: "Japan" });
    t.actor.send({ type: "DIALOG.OPEN" });
    expect(t.context().defaultMobileCode).toBe("81");
  });
});

describe("spec §7.2 getCountryList: the phone list the code select and the default phone code read", () => {
  const vietnam = VIETNAM;
  const india = INDIA;
  const startWithList = () => {
    const script = makeScript();
    const machine = trackOrderMachine.provide({
      actors: { loadPhoneList: script.manual<readonly PhoneListCountry[], void>("loadPhoneList") },
    });
    const sys = startSystem(machine, "trackOrder", {}, ["root"]);
    return { ...sys, script, context: () => sys.actor.getSnapshot().context };
  };

  it("asks once when the flow starts; the server's list then gives the codes", async () => {
    const t = startWithList();
    expect(t.script.names()).toEqual(["loadPhoneList"]);
    // Until it answers, the built-in list serves: it has no Vietnam, so India's '91' stays.
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "VN", countryId: 0, countryName: "Vietnam" });
    expect(t.context()).toMatchObject({ phoneList: null, defaultMobileCode: "91" });
    await t.script.answer("loadPhoneList", [india, vietnam]);
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "VN", countryId: 0, countryName: "Vietnam" });
    expect(t.context()).toMatchObject({ phoneList: [india, vietnam], defaultMobileCode: "84" });
    t.actor.send({ type: "DIALOG.OPEN" });
    t.actor.send({ type: "DIALOG.CLOSE" });
    expect(t.context().phoneList).toEqual([india, vietnam]);
    expect(t.script.names()).toEqual(["loadPhoneList"]);
  });

  it("a failed or malformed answer keeps the built-in list; the form works on", async () => {
    const t = startWithList();
    await t.script.fail("loadPhoneList", { _tag: "CountryFetchFailed" });
    expect(t.actor.getSnapshot().status).toBe("active");
    t.actor.send({ type: "COUNTRY.SELECTED", countryCode: "SG", countryId: 0, countryName: "Singapore" });
    expect(t.context()).toMatchObject({ phoneList: null, defaultMobileCode: "65" });
    t.actor.send({ type: "DIALOG.OPEN" });
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    expect(t.context().order_id).toBe("7004101");
  });
});

describe("SITE.SETTINGS: the flow takes showCts from \"site\" (spec §4 'Track order')", () => {
  const typed = () => {
    const t = start();
    t.actor.send({ type: "DIALOG.OPEN" });
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    return t;
  };

  it("without SITE.SETTINGS no captcha is asked", async () => {
    const t = typed();
    t.actor.send({ type: "TRACK_ORDER.SUBMIT", sitePrefix: "/marketplace" });
    await settle();
    expect(t.script.names()).toEqual(["verifyOrder"]);
  });

  it("showCts on: Verify goes to the captcha step; a later showCts off does not", async () => {
    const t = typed();
    t.actor.send(siteSettings(true));
    t.actor.send({ type: "TRACK_ORDER.SUBMIT", sitePrefix: "/marketplace" });
    expect(t.state()).toMatchObject({ form: "captcha" });
    t.actor.send({ type: "CAPTCHA.CANCEL" });
    t.actor.send(siteSettings(false));
    t.actor.send({ type: "TRACK_ORDER.SUBMIT", sitePrefix: "/marketplace" });
    await settle();
    expect(t.state()).toMatchObject({ form: "verifying" });
  });

  it("the setting is kept across DIALOG.CLOSE and DIALOG.OPEN", async () => {
    const t = start();
    t.actor.send(siteSettings(true));
    t.actor.send({ type: "DIALOG.CLOSE" });
    t.actor.send({ type: "DIALOG.OPEN" });
    expect(t.context().showCts).toBe(true);
  });
});

describe("status is read from tags: every form state but editing is 'loading'", () => {
  it("loading while the captcha shows and while a call runs; not while editing", async () => {
    const t = start();
    const loading = () => t.actor.getSnapshot().hasTag("loading");
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    expect(loading()).toBe(false);
    t.submit(true);
    expect(loading()).toBe(true);
    t.actor.send({ type: "CAPTCHA.SOLVED", captcha: "tok" });
    expect(loading()).toBe(true);
    await settle();
    await t.script.answer("verifyCaptcha", undefined);
    expect(t.state()).toMatchObject({ form: "verifying" });
    expect(loading()).toBe(true);
    await t.script.fail("verifyOrder", err(new TrackOrderRequestFailed()));
    expect(loading()).toBe(false);
  });
});

describe("errors are kept as data; the dialog says them in the shopper's language (spec §8)", () => {
  it("the invalid order id, the invalid contact and the toast in es, fr and de", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "abc" });
    t.submit();
    const error = t.context().error;
    expect(error).toEqual({ _tag: "TrackOrderInvalidOrderId" });
    if (error === null) throw new Error("no error kept");
    expect(say(error, "es")).toBe("El número de pedido no es válido. Inténtalo de nuevo");
    expect(say(err(new TrackOrderInvalidContact()), "fr")).toBe(
      "Coordonnées principales non valides. Veuillez réessayer.",
    );
    expect(say(err(new TrackOrderRequestFailed()), "de")).toBe("Etwas ist schiefgelaufen.");
  });

  it("a request failure of the captcha check, the verify and the track call is the toast; others show under the form", async () => {
    const t = start();
    t.actor.send({ type: "TRACK_ORDER.ORDER_ID", order_id: "7004101" });
    t.submit(true);
    t.actor.send({ type: "CAPTCHA.SOLVED", captcha: "tok" });
    await settle();
    await t.script.fail("verifyCaptcha", err(new TrackOrderRequestFailed()));
    expect(t.context()).toMatchObject({ toast: { _tag: "TrackOrderRequestFailed" }, error: null });
    const s = await atStep2("email");
    s.actor.send({ type: "TRACK_ORDER.EMAIL", email: "priya@demo.example" });
    s.submit();
    await settle();
    await s.script.answer("checkContact", undefined);
    await s.script.fail("trackOrder", err(new TrackOrderRequestFailed()));
    expect(s.context()).toMatchObject({ toast: { _tag: "TrackOrderRequestFailed" }, error: null });
    s.clock.increment(5000);
    expect(s.context().toast).toBeNull();
  });
});
