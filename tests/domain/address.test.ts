/**
 * The delivery address of merchandise (spec §3 Order, §5 'Cart', §7.2 'States / cities',
 * 'Postal code'): src/domain/address.ts and src/domain/delivery.ts.
 */
import type { DeliveryAddress, PostalCodeData } from "@contract/address";
import type { VoucherOrder } from "@contract/orders";
import {
  addressProblems,
  EMPTY_ADDRESS,
  firstAddressProblem,
  isPostalCodeForm,
  needsDeliveryAddress,
  normalizedPostalCode,
  postalCodeMatch,
  shownAddressProblems,
  trimmedAddress,
  withAddressField,
} from "@domain/address";
import { type VoucherLineInput, voucherLineOf } from "@domain/cart";
import {
  choosesOtherState,
  type DeliveryState,
  deliveryOrderOf,
  flaggedLinesOf,
  initialDeliveryState,
  orderableAddressOf,
  statesToLoad,
  withCountry,
  withStates,
} from "@domain/delivery";
import { describe, expect, it } from "vitest";

const address: DeliveryAddress = {
  full_name: "Asha Rao",
  address_line1: "12 MG Road",
  address_line2: "",
  delivery_state_id: "1001",
  delivery_city_id: "100101",
  postal_code: "560001",
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

describe("the address's fields (spec §3 Order)", () => {
  it("a complete address has no problem", () => {
    expect(addressProblems(address, "IN")).toEqual({});
  });

  it("name, first line, state, city and postal code are required; the second line is optional", () => {
    expect(addressProblems(EMPTY_ADDRESS, "IN")).toEqual({
      full_name: "required",
      address_line1: "required",
      delivery_state_id: "required",
      delivery_city_id: "required",
      postal_code: "required",
    });
    expect(addressProblems({ ...address, full_name: "   " }, "IN")).toEqual({ full_name: "required" });
  });

  it("names and lines are at most 100 characters", () => {
    const long = "x".repeat(101);
    expect(addressProblems({ ...address, address_line1: long, address_line2: long }, "IN")).toEqual({
      address_line1: "tooLong",
      address_line2: "tooLong",
    });
    expect(addressProblems({ ...address, full_name: "x".repeat(100) }, "IN")).toEqual({});
  });

  it("the postal code has the country's form", () => {
    expect(isPostalCodeForm("560001", "IN")).toBe(true);
    expect(isPostalCodeForm("056001", "IN")).toBe(false);
    expect(isPostalCodeForm("5600", "IN")).toBe(false);
    expect(isPostalCodeForm("94103", "US")).toBe(true);
    expect(isPostalCodeForm("94103-1234", "US")).toBe(true);
    expect(isPostalCodeForm(" sw1a  1aa ", "gb")).toBe(true);
    expect(isPostalCodeForm("SW1A", "GB")).toBe(false);
    expect(isPostalCodeForm("160-0022", "JP")).toBe(true);
    expect(isPostalCodeForm("1600022", "JP")).toBe(false);
    expect(isPostalCodeForm("1051", "HU")).toBe(true);
    expect(isPostalCodeForm("80331", "DE")).toBe(true);
    expect(isPostalCodeForm("10110", "ID")).toBe(true);
    expect(isPostalCodeForm("1000", "PH")).toBe(true);
    // A country without its own form: 3 to 10 letters, digits, spaces or dashes.
    expect(isPostalCodeForm("A1B 2C3", "CA")).toBe(true);
    expect(isPostalCodeForm("!", "CA")).toBe(false);
    expect(addressProblems({ ...address, postal_code: "5600" }, "IN")).toEqual({
      postal_code: "invalidPostalCode",
    });
  });

  it("a state or city that is not an id is not chosen", () => {
    expect(addressProblems({ ...address, delivery_city_id: "Bengaluru" }, "IN")).toEqual({
      delivery_city_id: "required",
    });
  });

  it("focus goes to the first field with a problem, in form order; problems show once left or after Pay", () => {
    const problems = addressProblems({ ...EMPTY_ADDRESS, full_name: "Asha" }, "IN");
    expect(firstAddressProblem(problems)).toBe("address_line1");
    expect(firstAddressProblem({})).toBeNull();
    expect(shownAddressProblems(problems, false, new Set())).toEqual({});
    expect(shownAddressProblems(problems, false, new Set(["postal_code"]))).toEqual({
      postal_code: "required",
    });
    expect(shownAddressProblems(problems, true, new Set())).toEqual(problems);
  });

  it("choosing another state clears the city; other fields change alone", () => {
    expect(withAddressField(address, "delivery_state_id", "1002")).toEqual({
      ...address,
      delivery_state_id: "1002",
      delivery_city_id: "",
    });
    expect(withAddressField(address, "delivery_state_id", "1001")).toEqual(address);
    expect(withAddressField(address, "postal_code", "560034")).toEqual({ ...address, postal_code: "560034" });
  });

  it("an order sends the fields trimmed and the postal code normalised", () => {
    expect(normalizedPostalCode("  ec1a   1bb ")).toBe("EC1A 1BB");
    expect(trimmedAddress({ ...address, full_name: " Asha Rao ", postal_code: " 560001 " })).toEqual(address);
  });
});

describe("the postal code must serve the chosen city (spec §7.2 'Postal code')", () => {
  const bengaluru: PostalCodeData = {
    postal_code: "560001",
    country_code: "IN",
    state_id: 1001,
    city_ids: [100101],
  };

  it("matches when the code's state and cities hold the chosen ones", () => {
    expect(postalCodeMatch(bengaluru, address)).toBe("matches");
    expect(postalCodeMatch({ ...bengaluru, city_ids: [100102, 100101] }, address)).toBe("matches");
  });

  it("another city, or the same city id under another state, does not match", () => {
    expect(postalCodeMatch({ ...bengaluru, city_ids: [100102] }, address)).toBe("otherCity");
    expect(postalCodeMatch({ ...bengaluru, state_id: 1002 }, address)).toBe("otherCity");
  });

  it("an unknown code is unknown", () => {
    expect(postalCodeMatch(null, address)).toBe("unknown");
  });
});

describe("a cart with merchandise is delivered (spec §3 Order, §5 'Cart')", () => {
  const india = { countryId: 976, countryName: "India", countryCode: "IN" };
  const order: VoucherOrder = {
    idempotency_key: "key-12345678",
    site: "marketplace",
    cart: [],
    checkoutUser: { firstname: "Asha", lastname: "", email: "asha@example.com", phone: "", phone_code: "" },
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 899 },
  };
  const stateOf = (over: Partial<DeliveryState> = {}, lines = [line()]) => ({
    ...initialDeliveryState,
    ...withCountry(initialDeliveryState, india),
    deliveryAddress: address,
    ...over,
    lines,
  });

  it("only merchandise lines need an address (their flag or their info's)", () => {
    expect(needsDeliveryAddress([giftCard])).toBe(false);
    expect(needsDeliveryAddress([giftCard, line()])).toBe(true);
    expect(needsDeliveryAddress([])).toBe(false);
  });

  /** The order as the checkout builds it from the address the delivery flow announces. */
  const orderOf = (state: DeliveryState, placeable: VoucherOrder | null = order) =>
    deliveryOrderOf(state.lines, orderableAddressOf(state), placeable);

  it("the order carries the address as given once it is complete", () => {
    expect(orderableAddressOf(stateOf())).toBe(address);
    expect(orderOf(stateOf())).toEqual({ ...order, delivery_address: address });
    expect(orderOf(stateOf({ deliveryAddress: { ...address, postal_code: "" } }))).toBeNull();
    expect(orderOf(stateOf({ country: null }))).toBeNull();
    expect(orderOf(stateOf(), null)).toBeNull();
  });

  it("an order without merchandise is left as it is, and no address is announced", () => {
    expect(orderableAddressOf(stateOf({}, [giftCard]))).toBeNull();
    expect(orderOf(stateOf({ deliveryAddress: EMPTY_ADDRESS }, [giftCard]))).toBe(order);
  });

  it("a merchandise line of another country is flagged and blocks the order until it is removed", () => {
    const hoodie = line({ productId: 31390, country_name: "United States", currency: "USD", price: 30 });
    expect(flaggedLinesOf(stateOf({}, [line(), hoodie]))).toEqual([hoodie]);
    expect(orderOf(stateOf({}, [line(), hoodie]))).toBeNull();
    expect(flaggedLinesOf(stateOf({}, [line(), giftCard]))).toEqual([]);
    // Names compare trimmed and ignoring case.
    expect(flaggedLinesOf(stateOf({}, [line({ country_name: " india " })]))).toEqual([]);
  });

  it("states load once per country, only for merchandise", () => {
    const state = stateOf();
    expect(statesToLoad(state)).toBe(976);
    expect(
      statesToLoad({ ...state, ...withStates(state, [{ state_id: 1001, name: "Karnataka" }]) }),
    ).toBeNull();
    expect(statesToLoad(stateOf({}, [giftCard]))).toBeNull();
    expect(statesToLoad(stateOf({ country: null }))).toBeNull();
  });

  it("another country starts the address again; the same country keeps it", () => {
    const state = stateOf();
    expect(withCountry(state, india)).toEqual({ country: { id: 976, name: "India", code: "IN" } });
    expect(
      withCountry(state, { countryId: 1101, countryName: "United States", countryCode: "US" }),
    ).toMatchObject({ deliveryAddress: EMPTY_ADDRESS, states: [], statesFor: null, cities: [] });
  });

  it("another state is a new choice; the same one is not", () => {
    const state = stateOf();
    expect(choosesOtherState(state, { ...address, delivery_state_id: "1002" })).toBe(true);
    expect(choosesOtherState(state, { ...address, postal_code: "1" })).toBe(false);
  });
});
