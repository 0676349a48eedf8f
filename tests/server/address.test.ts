/**
 * The delivery-address calls of the reference API (spec §7.2 'States / cities (storesAdmin)',
 * 'Postal code') and the address of a merchandise order (spec §3 Order).
 */
import { type DeliveryAddress, fetchPostalCodeData, getCities, getStates } from "@contract/address";
import { type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { describe, expect, it } from "vitest";
import { countries } from "../../server/domains/site/data";
import { makeTestServer } from "../../server/testing";

const INDIA = 976;

describe("getStates, getCities and fetchPostalCodeData (spec §7.2)", () => {
  it("every demo country has states, each state cities, each city a postal code that finds it", async () => {
    const server = makeTestServer();
    for (const country of countries) {
      const states = (await server.call(getStates, { country_id: country.countryId })).data?.data.getStates;
      expect(states?.success, country.name).toBe(1);
      expect(states?.data.length, country.name).toBeGreaterThan(0);
      for (const state of states?.data ?? []) {
        const cities = (await server.call(getCities, { state_id: state.state_id })).data?.data.getCities;
        expect(cities?.data.length, state.name).toBeGreaterThan(0);
        for (const city of cities?.data ?? []) {
          const row = server.db
            .prepare("SELECT postal_code FROM postal_codes WHERE city_id = ? LIMIT 1")
            .get(city.city_id) as { postal_code: string } | undefined;
          expect(row, city.name).toBeDefined();
          const found = (
            await server.call(fetchPostalCodeData, {
              postal_code: row?.postal_code ?? "",
              country_code: country.iso2,
            })
          ).data?.data.fetchPostalCodeData;
          expect(found?.data?.state_id).toBe(state.state_id);
          expect(found?.data?.city_ids).toContain(city.city_id);
        }
      }
    }
  });

  it("India's states in name order; a state's cities in name order", async () => {
    const server = makeTestServer();
    const states = (await server.call(getStates, { country_id: INDIA })).data?.data.getStates.data;
    expect(states).toEqual([
      { state_id: 1001, name: "Karnataka" },
      { state_id: 1002, name: "Maharashtra" },
    ]);
    const cities = (await server.call(getCities, { state_id: 1001 })).data?.data.getCities.data;
    expect(cities).toEqual([
      { city_id: 100101, name: "Bengaluru" },
      { city_id: 100102, name: "Mysuru" },
    ]);
  });

  it("a postal code is found typed loosely, and refused in another country or when unknown", async () => {
    const server = makeTestServer();
    const look = async (postal_code: string, country_code: string) =>
      (await server.call(fetchPostalCodeData, { postal_code, country_code })).data?.data.fetchPostalCodeData;
    expect((await look(" sw1a  1aa ", "gb"))?.data).toEqual({
      postal_code: "SW1A 1AA",
      country_code: "GB",
      state_id: 3001,
      city_ids: [300101],
    });
    expect(await look("560001", "US")).toEqual({
      success: 0,
      message: "Unknown postal code for this country.",
    });
    expect((await look("999999", "IN"))?.success).toBe(0);
  });
});

describe("a merchandise order carries its delivery address (spec §3 Order)", () => {
  const address: DeliveryAddress = {
    full_name: "Asha Rao",
    address_line1: "12 MG Road",
    address_line2: "",
    delivery_state_id: "1001",
    delivery_city_id: "100101",
    postal_code: "560001",
  };
  let n = 0;
  const headphones = (over: Partial<VoucherOrder> = {}): { voucherOrder: VoucherOrder } => {
    n += 1;
    return {
      voucherOrder: {
        idempotency_key: `merchandise-order-${n}`,
        site: "marketplace",
        cart: [
          {
            product_id: 43001,
            name: "Noise-Cancelling Headphones",
            price: 7999,
            quantity: 1,
            currency_code: "INR",
            filter_group_id: 47,
          },
        ],
        checkoutUser: {
          firstname: "Asha",
          lastname: "Rao",
          email: "asha.rao@example.com",
          phone: "",
          phone_code: "91",
        },
        // INR 7,999 less the product's 5 % discount (spec §7.4 final_price) is what is charged.
        payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 7599.05 },
        ...over,
      },
    };
  };
  const orders = (server: ReturnType<typeof makeTestServer>) =>
    (server.db.prepare("SELECT COUNT(*) AS n FROM shop_orders").get() as { n: number }).n;

  it("is refused without an address, and nothing is created", async () => {
    const server = makeTestServer();
    const before = orders(server);
    const answer = (await server.call(voucherCreateOrder, headphones())).data?.data.voucherCreateOrder;
    expect(answer).toEqual({ success: 0, message: "A merchandise order needs a delivery address." });
    expect(orders(server)).toBe(before);
  });

  it("is refused when the postal code does not serve the city, or the state is of another country", async () => {
    const server = makeTestServer();
    const mysuruCode = headphones({ delivery_address: { ...address, postal_code: "570001" } });
    expect((await server.call(voucherCreateOrder, mysuruCode)).data?.data.voucherCreateOrder).toEqual({
      success: 0,
      message: "The postal code does not match the delivery city.",
    });
    const californian = headphones({
      delivery_address: { ...address, delivery_state_id: "2001", delivery_city_id: "200101" },
    });
    expect((await server.call(voucherCreateOrder, californian)).data?.data.voucherCreateOrder).toEqual({
      success: 0,
      message: "The delivery state is not in the country of the merchandise.",
    });
    const blank = headphones({ delivery_address: { ...address, full_name: " " } });
    expect((await server.call(voucherCreateOrder, blank)).data?.data.voucherCreateOrder.success).toBe(0);
  });

  it("a postal code out of form is refused; a matching address is stored trimmed, with the country", async () => {
    const server = makeTestServer();
    const placed = headphones({
      delivery_address: { ...address, full_name: " Asha Rao ", postal_code: "560 001" },
    });
    const answer = (await server.call(voucherCreateOrder, placed)).data?.data.voucherCreateOrder;
    // "560 001" is not of India's six-digit form: refused.
    expect(answer?.success).toBe(0);
    const good = headphones({ delivery_address: { ...address, full_name: " Asha Rao " } });
    const created = (await server.call(voucherCreateOrder, good)).data?.data.voucherCreateOrder;
    expect(created?.success).toBe(1);
    const row = server.db
      .prepare("SELECT * FROM shop_order_addresses WHERE order_id = ?")
      .get(created?.success === 1 ? created.data?.order_id : 0);
    expect(row).toMatchObject({
      full_name: "Asha Rao",
      address_line1: "12 MG Road",
      state_id: 1001,
      city_id: 100101,
      postal_code: "560001",
      country_code: "IN",
    });
  });

  it("an order without merchandise needs no address", async () => {
    const server = makeTestServer();
    const recharge = headphones({
      cart: [
        {
          product_id: 48001,
          name: "Prepaid Mobile Recharge India",
          price: 1000,
          quantity: 1,
          currency_code: "INR",
          filter_group_id: 61,
        },
      ],
      payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 1000 },
    });
    expect((await server.call(voucherCreateOrder, recharge)).data?.data.voucherCreateOrder.success).toBe(1);
  });
});
