/**
 * The checkout's delivery address with scripted effects (spec §3 Order, §5 'Cart', §7.2 'States /
 * cities (storesAdmin)', 'Postal code'): states and cities load for merchandise, Pay checks the
 * postal code against the city before ordering, and merchandise of another country blocks Pay.
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
import { describe, expect, it } from "vitest";
import { makeScript, settle, startSystem } from "../support/harness";
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

const start = async (lines = [line()]) => {
  const script = makeScript();
  const machine = checkoutMachine.provide({
    actors: {
      newOrderKey: script.answering<string, void>("newOrderKey", () => "order-key-1"),
      placeOrder: script.manual<PlacedOrder, { readonly voucherOrder: VoucherOrder }>("placeOrder"),
      loadStates: script.manual<readonly StateOption[], { readonly countryId: number }>("loadStates"),
      loadCities: script.manual<readonly CityOption[], { readonly stateId: string }>("loadCities"),
      checkAddress: script.manual<void, AddressCheckInput>("checkAddress"),
    },
  });
  const started = startSystem(machine, "checkout", { loggedIn: false }, ["cart"]);
  const send = (event: Parameters<typeof started.actor.send>[0]) => started.actor.send(event);
  await settle();
  send({ type: "CHECKOUT.OPEN", sitePrefix: "/marketplace" });
  send({ type: "SESSION.USER", loggedIn: false, user: null, points: null });
  send({ type: "SESSION.WALLET", wallet: EMPTY_WALLET, checkoutUser: buyer });
  send({
    type: "SITE.SETTINGS",
    paymentMethodAccess: { rewardPoints: 1, gcb: 1, tokens: 1, voucher: 1, gateway: 1 },
    showCts: false,
  });
  send({ type: "CART.LINES", lines });
  await settle();
  const snapshot = () => started.actor.getSnapshot();
  const inputsOf = (name: string) =>
    script.calls.filter((call) => call.name === name).map((call) => call.input);
  const selectIndia = () =>
    send({ type: "COUNTRY.SELECTED", countryCode: "IN", countryId: 976, countryName: "India" });
  /** India chosen, its states and Karnataka's cities loaded, `typed` given as the address. */
  const withAddress = async (typed: DeliveryAddress = address) => {
    selectIndia();
    await settle();
    await script.answer("loadStates", karnatakaAndMaharashtra);
    send({ type: "CHECKOUT.ADDRESS_EDIT", deliveryAddress: typed });
    await settle();
    await script.answer("loadCities", karnatakaCities);
  };
  return { ...started, script, send, snapshot, inputsOf, selectIndia, withAddress };
};

describe("states and cities load for merchandise (spec §7.2 'States / cities (storesAdmin)')", () => {
  it("the selected country's states load once; a chosen state's cities load", async () => {
    const checkout = await start();
    checkout.selectIndia();
    await settle();
    expect(checkout.snapshot().hasTag("loadingStates")).toBe(true);
    expect(checkout.inputsOf("loadStates")).toEqual([{ countryId: 976 }]);
    await checkout.script.answer("loadStates", karnatakaAndMaharashtra);
    expect(checkout.snapshot().context.states).toEqual(karnatakaAndMaharashtra);
    // The same country again, or new cart lines: nothing more to load.
    checkout.selectIndia();
    checkout.send({ type: "CART.LINES", lines: [line({ quantity: 2 })] });
    await settle();
    expect(checkout.inputsOf("loadStates")).toHaveLength(1);

    checkout.send({
      type: "CHECKOUT.ADDRESS_EDIT",
      deliveryAddress: { ...address, delivery_city_id: "" },
    });
    await settle();
    expect(checkout.snapshot().hasTag("loadingCities")).toBe(true);
    expect(checkout.inputsOf("loadCities")).toEqual([{ stateId: "1001" }]);
    await checkout.script.answer("loadCities", karnatakaCities);
    expect(checkout.snapshot().context.cities).toEqual(karnatakaCities);
    // Typing in another field of the same state loads nothing.
    checkout.send({ type: "CHECKOUT.ADDRESS_EDIT", deliveryAddress: address });
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
    expect(checkout.snapshot().context.addressLoadError).toEqual(down);
    checkout.send({ type: "CHECKOUT.ADDRESS_RETRY" });
    await settle();
    await checkout.script.answer("loadStates", karnatakaAndMaharashtra);
    expect(checkout.snapshot().context.addressLoadError).toBeNull();
    expect(checkout.snapshot().context.states).toEqual(karnatakaAndMaharashtra);
  });

  it("another country starts the address again and loads its states", async () => {
    const checkout = await start();
    await checkout.withAddress();
    checkout.send({
      type: "COUNTRY.SELECTED",
      countryCode: "US",
      countryId: 1101,
      countryName: "United States",
    });
    await settle();
    expect(checkout.snapshot().context.deliveryAddress.postal_code).toBe("");
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
    expect(checkout.snapshot().hasTag("checkingAddress")).toBe(true);
    expect(checkout.inputsOf("checkAddress")).toEqual([{ deliveryAddress: mysuruCode, countryCode: "IN" }]);
    // A double click while checking places nothing more.
    checkout.send({ type: "CHECKOUT.PLACE" });
    await checkout.script.fail("checkAddress", toErrorData(new DeliveryPostalMismatch()));
    expect(checkout.snapshot().matches({ order: "ready" })).toBe(true);
    expect(checkout.inputsOf("placeOrder")).toEqual([]);
    const refusal = checkout.snapshot().context.addressError;
    expect(refusal).not.toBeNull();
    if (refusal !== null) {
      expect(present(refusal)).toMatchObject({ kind: "field", field: "postal_code" });
      expect(sayText(textOf(refusal), "en", "")).toBe(
        "This postal code is not in the city you chose. Check the postal code, or choose the city it belongs to.",
      );
    }

    // Editing clears the refusal; Pay checks again, then places the order with the address as typed.
    checkout.send({ type: "CHECKOUT.ADDRESS_EDIT", deliveryAddress: address });
    expect(checkout.snapshot().context.addressError).toBeNull();
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

    checkout.send({ type: "CART.LINES", lines: [line()] });
    checkout.send({ type: "CHECKOUT.PLACE" });
    await settle();
    expect(checkout.inputsOf("checkAddress")).toHaveLength(1);
  });
});
