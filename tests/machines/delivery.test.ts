/**
 * The delivery flow beside the checkout, with scripted effects (spec §3 Order, §5 'Cart', §7.2
 * 'States / cities (storesAdmin)', 'Postal code'): states and cities load for merchandise, Pay has
 * the delivery flow check the postal code against the city before ordering, and merchandise of
 * another country blocks Pay.
 */
import type { CityOption, DeliveryAddress, StateOption } from "@contract/address";
import type { CheckoutUser, VoucherOrder } from "@contract/orders";
import { type VoucherLineInput, voucherLineOf } from "@domain/cart";
import type { PlacedOrder } from "@domain/checkout";
import type { AddressCheckInput } from "@domain/delivery";
import { EMPTY_WALLET } from "@domain/wallet";
import { present, textOf, toErrorData } from "@errors";
import { DeliveryPostalMismatch } from "@errors/situations";
import { ServerError } from "@errors/transport";
import { checkoutMachine } from "@machines/checkout";
import { deliveryMachine } from "@machines/delivery";
import { describe, expect, it } from "vitest";
import { makeScript, settle, startFlows } from "../support/harness";
import { sayText } from "../support/i18n";

const buyer: CheckoutUser = {
  firstname: "Asha",
  lastname: "Rao",
  email: "asha@example.com",
  phone: "",
  phone_code: "",
};

const line = (over: Partial<VoucherLineInput> = {}) =>
  voucherLineOf({
    productId: 43002,
    price: 899,
    currency: "INR",
    quantity: 1,
    name: "Steel Water Bottle",
    point: 899,
    baseConversionValue: 1,
    isMerchandiseProduct: true,
    isPerk: false,
    filterGroupId: 47,
    categories: "1271,1390",
    country_name: "India",
    ...over,
  });
const giftCard = line({ productId: 40211, isMerchandiseProduct: false, filterGroupId: 37, categories: "" });

const address: DeliveryAddress = {
  full_name: "Asha Rao",
  address_line1: "12 MG Road",
  address_line2: "",
  delivery_state_id: "1001",
  delivery_city_id: "100101",
  postal_code: "560001",
};
const karnatakaAndMaharashtra: StateOption[] = [
  { state_id: 1001, name: "Karnataka" },
  { state_id: 1002, name: "Maharashtra" },
];
const karnatakaCities: CityOption[] = [
  { city_id: 100101, name: "Bengaluru" },
  { city_id: 100102, name: "Mysuru" },
];

type CheckoutEvent = Parameters<ReturnType<typeof startFlows<Flows>>["actors"]["checkout"]["send"]>[0];
type DeliveryEvent = Parameters<ReturnType<typeof startFlows<Flows>>["actors"]["delivery"]["send"]>[0];

const flowsOf = (script: ReturnType<typeof makeScript>) => ({
  delivery: {
    machine: deliveryMachine.provide({
      actors: {
        loadStates: script.manual<readonly StateOption[], { readonly countryId: number }>("loadStates"),
        loadCities: script.manual<readonly CityOption[], { readonly stateId: string }>("loadCities"),
        checkAddress: script.manual<void, AddressCheckInput>("checkAddress"),
      },
    }),
    input: undefined,
  },
  checkout: {
    machine: checkoutMachine.provide({
      actors: {
        newOrderKey: script.answering<string, void>("newOrderKey", () => "order-key-1"),
        placeOrder: script.manual<PlacedOrder, { readonly voucherOrder: VoucherOrder }>("placeOrder"),
      },
    }),
    input: { loggedIn: false },
  },
});
type Flows = ReturnType<typeof flowsOf>;

const start = async (lines = [line()]) => {
  const script = makeScript();
  // "root" stands in for the root that keeps the announced facts.
  const started = startFlows(flowsOf(script), ["cart", "root"]);
  const { checkout, delivery } = started.actors;
  const send = (event: CheckoutEvent) => checkout.send(event);
  const edit = (event: DeliveryEvent) => delivery.send(event);
  /** What "cart" announces: its lines, to the checkout and the delivery flow. */
  const cartLines = (announced: typeof lines) => {
    checkout.send({ type: "CART.LINES", lines: announced });
    delivery.send({ type: "CART.LINES", lines: announced });
  };
  await settle();
  send({ type: "CHECKOUT.OPEN", sitePrefix: "/marketplace" });
  send({ type: "SESSION.USER", loggedIn: false, user: null, points: null });
  send({ type: "SESSION.WALLET", wallet: EMPTY_WALLET, checkoutUser: buyer });
  send({
    type: "SITE.SETTINGS",
    paymentMethodAccess: { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 },
    showCts: false,
  });
  cartLines(lines);
  await settle();
  const snapshot = () => checkout.getSnapshot();
  const deliverySnapshot = () => delivery.getSnapshot();
  const inputsOf = (name: string) =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  const selectIndia = () =>
    edit({ type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 976, countryName: "India" });
  /** India chosen, its states and Karnataka's cities loaded, `typed` given as the address. */
  const withAddress = async (typed: DeliveryAddress = address) => {
    selectIndia();
    await settle();
    await script.answer("loadStates", karnatakaAndMaharashtra);
    edit({ type: "DELIVERY.ADDRESS_EDIT", deliveryAddress: typed });
    await settle();
    await script.answer("loadCities", karnatakaCities);
  };
  return {
    ...started,
    script,
    send,
    edit,
    cartLines,
    snapshot,
    deliverySnapshot,
    inputsOf,
    selectIndia,
    withAddress,
  };
};

describe("states and cities load for merchandise (spec §7.2 'States / cities (storesAdmin)')", () => {
  it("the selected country's states load once; a chosen state's cities load", async () => {
    const checkout = await start();
    checkout.selectIndia();
    await settle();
    expect(checkout.deliverySnapshot().hasTag("loadingStates")).toBe(true);
    expect(checkout.inputsOf("loadStates")).toEqual([{ countryId: 976 }]);
    await checkout.script.answer("loadStates", karnatakaAndMaharashtra);
    expect(checkout.deliverySnapshot().context.states).toEqual(karnatakaAndMaharashtra);
    // The same country again, or new cart lines: nothing more to load.
    checkout.selectIndia();
    checkout.cartLines([line({ quantity: 2 })]);
    await settle();
    expect(checkout.inputsOf("loadStates")).toHaveLength(1);

    checkout.edit({
      type: "DELIVERY.ADDRESS_EDIT",
      deliveryAddress: { ...address, delivery_city_id: "" },
    });
    await settle();
    expect(checkout.deliverySnapshot().hasTag("loadingCities")).toBe(true);
    expect(checkout.inputsOf("loadCities")).toEqual([{ stateId: "1001" }]);
    await checkout.script.answer("loadCities", karnatakaCities);
    expect(checkout.deliverySnapshot().context.cities).toEqual(karnatakaCities);
    // Typing in another field of the same state loads nothing.
    checkout.edit({ type: "DELIVERY.ADDRESS_EDIT", deliveryAddress: address });
    await settle();
    expect(checkout.inputsOf("loadCities")).toHaveLength(1);
  });

  it("a cart without merchandise loads no states", async () => {
    const checkout = await start([giftCard]);
    checkout.selectIndia();
    await settle();
    expect(checkout.inputsOf("loadStates")).toEqual([]);
  });

  it("a failed load keeps its error and loads again on retry", async () => {
    const checkout = await start();
    checkout.selectIndia();
    await settle();
    const down = toErrorData(new ServerError({ operation: "getStates", status: 503, message: "Down" }));
    await checkout.script.fail("loadStates", down);
    expect(checkout.deliverySnapshot().context.addressLoadError).toEqual(down);
    checkout.edit({ type: "DELIVERY.ADDRESS_RETRY" });
    await settle();
    await checkout.script.answer("loadStates", karnatakaAndMaharashtra);
    expect(checkout.deliverySnapshot().context.addressLoadError).toBeNull();
    expect(checkout.deliverySnapshot().context.states).toEqual(karnatakaAndMaharashtra);
  });

  it("another country starts the address again and loads its states", async () => {
    const checkout = await start();
    await checkout.withAddress();
    checkout.edit({
      type: "COUNTRY.SELECTED",
      countryCode: "US",
      countryId: 1101,
      countryName: "United States",
    });
    await settle();
    expect(checkout.deliverySnapshot().context.deliveryAddress.postal_code).toBe("");
    expect(checkout.inputsOf("loadStates")).toEqual([{ countryId: 976 }, { countryId: 1101 }]);
  });
});

describe("Pay with merchandise: the address is checked, then sent with the order (spec §3 Order)", () => {
  it("an incomplete address is refused without a call: the attempt shows the problems", async () => {
    const checkout = await start();
    await checkout.withAddress({ ...address, postal_code: "" });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.snapshot().matches({ order: "ready" })).toBe(true);
    expect(checkout.snapshot().context.attempted).toBe(true);
    expect(checkout.inputsOf("checkAddress")).toEqual([]);
    expect(checkout.inputsOf("placeOrder")).toEqual([]);
  });

  it("a postal code of another city is refused with its message; once fixed, the order carries the address", async () => {
    const checkout = await start();
    const mysuruCode = { ...address, postal_code: "570001" };
    await checkout.withAddress(mysuruCode);
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.deliverySnapshot().hasTag("checkingAddress")).toBe(true);
    expect(checkout.inputsOf("checkAddress")).toEqual([{ deliveryAddress: mysuruCode, countryCode: "IN" }]);
    // A double click while checking places nothing more.
    checkout.send({ type: "CHECKOUT.PLACE" });
    await checkout.script.fail("checkAddress", toErrorData(new DeliveryPostalMismatch()));
    expect(checkout.snapshot().matches({ order: "ready" })).toBe(true);
    expect(checkout.inputsOf("placeOrder")).toEqual([]);
    const refusal = checkout.deliverySnapshot().context.addressError;
    expect(refusal).not.toBeNull();
    if (refusal !== null) {
      expect(present(refusal)).toMatchObject({ kind: "field", field: "postal_code" });
      expect(sayText(textOf(refusal), "en", "")).toBe(
        "This postal code is not in the city you chose. Check the postal code, or choose the city it belongs to.",
      );
    }

    // Editing clears the refusal; Pay checks again, then places the order with the address as typed.
    checkout.edit({ type: "DELIVERY.ADDRESS_EDIT", deliveryAddress: address });
    expect(checkout.deliverySnapshot().context.addressError).toBeNull();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    await checkout.script.answer("checkAddress", undefined);
    const placed = checkout.inputsOf("placeOrder") as { readonly voucherOrder: VoucherOrder }[];
    expect(placed).toHaveLength(1);
    expect(placed[0]?.voucherOrder.delivery_address).toBe(address);
  });

  it("an order without merchandise is placed without an address or a check", async () => {
    const checkout = await start([giftCard]);
    checkout.selectIndia();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.inputsOf("checkAddress")).toEqual([]);
    const placed = checkout.inputsOf("placeOrder") as { readonly voucherOrder: VoucherOrder }[];
    expect(placed[0]?.voucherOrder.delivery_address).toBeUndefined();
  });
});

describe("spec §5 'Cart': merchandise of another country blocks Pay until it is removed", () => {
  it("a US hoodie with India selected refuses Pay; removed from the cart, Pay goes on", async () => {
    const hoodie = line({ productId: 31390, name: "Team Hoodie", country_name: "United States" });
    const checkout = await start([line(), hoodie]);
    await checkout.withAddress();
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.snapshot().matches({ order: "ready" })).toBe(true);
    expect(checkout.snapshot().context.attempted).toBe(true);
    expect(checkout.inputsOf("checkAddress")).toEqual([]);

    checkout.cartLines([line()]);
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.inputsOf("checkAddress")).toHaveLength(1);
  });
});

describe("the delivery flow announces the orderable address (machines/facts.ts DELIVERY.ADDRESS)", () => {
  it("null until the address is complete, then the address as typed, also kept by the root", async () => {
    const checkout = await start();
    expect(checkout.snapshot().context.deliveryAddress).toBeNull();
    await checkout.withAddress();
    expect(checkout.snapshot().context.deliveryAddress).toBe(address);
    const kept = checkout.eventsOf("root").filter((event) => event.type === "DELIVERY.ADDRESS");
    expect(kept.at(-1)).toEqual({ type: "DELIVERY.ADDRESS", deliveryAddress: address });
    // A US line in the cart with India selected: nothing to order with any more.
    checkout.cartLines([line(), line({ productId: 31390, country_name: "United States" })]);
    await settle();
    expect(checkout.snapshot().context.deliveryAddress).toBeNull();
  });
});
