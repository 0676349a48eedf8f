/**
 * Track Your Order's effects against the reference API over real HTTP (spec §4 'Track order', §5
 * 'Track order', §7.6 validateOrder, §8 track-order rows), with the demo orders of the README
 * ('Orders to track').
 */

import type { TrackOrderCallInput } from "@domain/trackOrder";
import type { StorefrontServices } from "@effects/runtime/layer";
import { checkContact, openTrackOrderPage, trackOrder, verifyOrder } from "@effects/trackOrder";
import { present, type UserView } from "@errors/catalogue";
import { toErrorData } from "@errors/data";
import { Effect, type Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";
import { sayText } from "../support/i18n";

let api: ReferenceApi;

beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => Effect.runPromise(Effect.provide(program, layer));

const failureOf = <A, E>(
  program: Effect.Effect<A, E, StorefrontServices>,
  layer: Layer.Layer<StorefrontServices>,
) => run(Effect.flip(program), layer);

/** What the shopper sees for an error, its text said in English (spec §8). */
const inEnglish = (view: UserView) =>
  "text" in view ? { ...view, text: sayText(view.text, "en", "") } : view;

/** A browser pointed at a port nothing listens on: every request fails. */
const offline = () => liveBrowser({ host: "http://127.0.0.1:9" });

const step2 = (change: Partial<TrackOrderCallInput>): TrackOrderCallInput => ({
  order_id: "7004101",
  primaryIdentifier: "email",
  email: "",
  alternative_email: "",
  mobile: "",
  mobile_code: "91",
  token: "",
  ...change,
});

describe("spec §4: on a store that asks for a captcha, the solved captcha's token goes with the call", () => {
  it("acme's order 7004104: refused without the token (the toast), answered with it, in both steps", async () => {
    const { layer } = liveBrowser(api);
    const refused = await failureOf(verifyOrder({ order_id: "7004104", token: "" }), layer);
    expect(refused._tag).toBe("TrackOrderRequestFailed");
    expect(await run(verifyOrder({ order_id: "7004104", token: "dev.3.4.7" }), layer)).toBe("email");
    const contact = { order_id: "7004104", email: "alex@acme.example" };
    expect((await failureOf(trackOrder(step2(contact)), layer))._tag).toBe("TrackOrderRequestFailed");
    const tracked = await run(trackOrder(step2({ ...contact, token: "dev.3.4.7" })), layer);
    expect(tracked.data.order_id).toBe(7004104);
  });
});

describe("spec §4, §7.6 step 1: validateOrder {order_id} answers primaryIdentifier", () => {
  it("7004101 answers email, 7004102 alternative_email, 7004103 mobile (trimmed id)", async () => {
    const { layer } = liveBrowser(api);
    expect(await run(verifyOrder({ order_id: "7004101", token: "" }), layer)).toBe("email");
    expect(await run(verifyOrder({ order_id: " 7004102 ", token: "" }), layer)).toBe("alternative_email");
    expect(await run(verifyOrder({ order_id: "7004103", token: "" }), layer)).toBe("mobile");
  });

  it("an unknown order id (success 0) gives 'Entered invalid order id. Please try again'", async () => {
    const { layer } = liveBrowser(api);
    const error = await failureOf(verifyOrder({ order_id: "9999999", token: "" }), layer);
    expect(error._tag).toBe("TrackOrderInvalidOrderId");
    expect(inEnglish(present(toErrorData(error)))).toEqual({
      kind: "message",
      text: "Entered invalid order id. Please try again",
    });
  });

  it("an order id that is not digits only fails before any call (even offline)", async () => {
    const { layer } = offline();
    for (const id of ["abc", "7004101a", ""]) {
      expect((await failureOf(verifyOrder({ order_id: id, token: "" }), layer))._tag, id).toBe(
        "TrackOrderInvalidOrderId",
      );
    }
  });

  it("a request failure gives the toast 'Something went wrong.' (spec §8)", async () => {
    const { layer } = offline();
    const error = await failureOf(verifyOrder({ order_id: "7004101", token: "" }), layer);
    expect(error._tag).toBe("TrackOrderRequestFailed");
    expect(inEnglish(present(toErrorData(error)))).toMatchObject({
      kind: "toast",
      text: "Something went wrong.",
    });
  });
});

describe("spec §4, §7.6 step 2: order_id plus the contact answers the order", () => {
  it("7004101 by e-mail priya@demo.example (trimmed) answers the voucher order", async () => {
    const { layer } = liveBrowser(api);
    const result = await run(trackOrder(step2({ email: "  priya@demo.example " })), layer);
    expect(result.data.order_id).toBe(7004101);
    expect(result.data.primaryIdentifier).toBe("email");
    expect(result.data.order_data.type).toBe("voucher");
    expect(result.data.order_data.status).toBe(7);
    expect(result.data.order_data.items.map((item) => [item.name, item.quantity])).toEqual([
      ["Mobile Wallet Gift Card", 1],
      ["Fashion Gift Card", 2],
    ]);
    expect(result.flight_details).toBeNull();
    // The contact as it was sent: trimmed.
    expect(result).toMatchObject({
      email: "priya@demo.example",
      alternative_email: "",
      mobile: "",
      mobile_code: "",
    });
  });

  it("7004102 by alternative e-mail sam.carter@personal.example", async () => {
    const { layer } = liveBrowser(api);
    const result = await run(
      trackOrder(
        step2({
          order_id: "7004102",
          primaryIdentifier: "alternative_email",
          alternative_email: "sam.carter@personal.example",
        }),
      ),
      layer,
    );
    expect(result.data.order_id).toBe(7004102);
    expect(result.alternative_email).toBe("sam.carter@personal.example");
  });

  it("7004103 by mobile 9876543210 with mobile_code 91 answers the experience order", async () => {
    const { layer } = liveBrowser(api);
    const result = await run(
      trackOrder(
        step2({ order_id: "7004103", primaryIdentifier: "mobile", mobile: "9876543210", mobile_code: "91" }),
      ),
      layer,
    );
    expect(result.data.order_data.type).toBe("experience");
    expect(result).toMatchObject({ mobile: "9876543210", mobile_code: "91", email: "" });
  });

  it("7004104 (acme: a captcha solved) by e-mail answers the flight details (PNR QX7K2D, DA 612 BLR → DEL)", async () => {
    const { layer } = liveBrowser(api);
    const input = step2({ order_id: "7004104", email: "alex@acme.example", token: "dev.3.4.7" });
    const result = await run(trackOrder(input), layer);
    expect(result.flight_details).toMatchObject({
      pnr: "QX7K2D",
      airline: "Demo Air",
      flight_number: "DA 612",
      from: "BLR",
      to: "DEL",
    });
  });

  it("a wrong contact (success 0) gives 'Invalid primary contact details. Please try again.'", async () => {
    const { layer } = liveBrowser(api);
    const wrongMail = await failureOf(trackOrder(step2({ email: "someone@demo.example" })), layer);
    expect(wrongMail._tag).toBe("TrackOrderInvalidContact");
    expect(inEnglish(present(toErrorData(wrongMail)))).toEqual({
      kind: "message",
      text: "Invalid primary contact details. Please try again.",
    });
    const wrongCode = await failureOf(
      trackOrder(
        step2({ order_id: "7004103", primaryIdentifier: "mobile", mobile: "9876543210", mobile_code: "44" }),
      ),
      layer,
    );
    expect(wrongCode._tag).toBe("TrackOrderInvalidContact");
  });

  it("a contact failing its check is refused before any call (even offline)", async () => {
    const { layer } = offline();
    const cases: TrackOrderCallInput[] = [
      step2({ email: "priya@" }),
      step2({ primaryIdentifier: "alternative_email", alternative_email: "not an address" }),
      step2({ primaryIdentifier: "mobile", mobile: "98765" }),
      step2({ primaryIdentifier: "mobile", mobile: "98765abcde" }),
    ];
    for (const input of cases) {
      expect((await failureOf(trackOrder(input), layer))._tag).toBe("TrackOrderInvalidContact");
    }
  });

  it("a request failure gives TrackOrderRequestFailed", async () => {
    const { layer } = offline();
    expect((await failureOf(trackOrder(step2({ email: "priya@demo.example" })), layer))._tag).toBe(
      "TrackOrderRequestFailed",
    );
  });
});

describe("spec §5: checkContact runs the contact's check", () => {
  const fields = { email: "", alternative_email: "", mobile: "" };
  it("passes a valid contact and refuses an invalid one", async () => {
    await expect(
      Effect.runPromise(
        checkContact({ ...fields, primaryIdentifier: "email", email: " priya@demo.example" }),
      ),
    ).resolves.toBeUndefined();
    await expect(
      Effect.runPromise(checkContact({ ...fields, primaryIdentifier: "mobile", mobile: "9876543210" })),
    ).resolves.toBeUndefined();
    const refused = await Effect.runPromise(
      Effect.flip(checkContact({ ...fields, primaryIdentifier: "email", email: "9876543210" })),
    );
    expect(refused._tag).toBe("TrackOrderInvalidContact");
  });
});

describe("spec §4: on success the user is taken to the track-order page", () => {
  it("pushes the path inside the application", async () => {
    const { browser, layer } = liveBrowser(api);
    await run(openTrackOrderPage({ path: "/marketplace/track-order" }), layer);
    expect(browser.state.navigations).toEqual([{ kind: "push", url: "/marketplace/track-order" }]);
  });
});
