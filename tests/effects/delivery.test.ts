/**
 * The delivery-address programs against the reference API (spec §7.2 'States / cities
 * (storesAdmin)', 'Postal code'): src/effects/delivery.ts.
 */
import type { DeliveryAddress } from "@contract/address";
import { checkAddress, loadCities, loadStates } from "@effects/delivery";
import type { StorefrontServices } from "@effects/runtime/layer";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveBrowser, type ReferenceApi, startReferenceApi } from "../support/harness";

let api: ReferenceApi;
beforeAll(async () => {
  api = await startReferenceApi();
});
afterAll(async () => {
  await api.close();
});

const run = <A, E>(program: Effect.Effect<A, E, StorefrontServices>) =>
  Effect.runPromise(Effect.provide(Effect.result(program), liveBrowser(api).layer));

const address: DeliveryAddress = {
  full_name: "Asha Rao",
  address_line1: "12 MG Road",
  address_line2: "",
  delivery_state_id: "1001",
  delivery_city_id: "100101",
  postal_code: " 560001 ",
};

describe("states, cities and the postal-code check", () => {
  it("India's states and Karnataka's cities; no state chosen, no cities and no call", async () => {
    const states = await run(loadStates({ countryId: 976 }));
    expect(states).toMatchObject({
      _tag: "Success",
      success: [{ name: "Karnataka" }, { name: "Maharashtra" }],
    });
    const cities = await run(loadCities({ stateId: "1001" }));
    expect(cities).toMatchObject({ _tag: "Success", success: [{ name: "Bengaluru" }, { name: "Mysuru" }] });
    expect(await run(loadCities({ stateId: "" }))).toMatchObject({ _tag: "Success", success: [] });
  });

  it("a code of the chosen city passes; another city's fails DeliveryPostalMismatch, an unknown one DeliveryPostalUnknown", async () => {
    expect(await run(checkAddress({ deliveryAddress: address, countryCode: "IN" }))).toMatchObject({
      _tag: "Success",
    });
    const mysuru = await run(
      checkAddress({ deliveryAddress: { ...address, postal_code: "570001" }, countryCode: "IN" }),
    );
    expect(mysuru).toMatchObject({ _tag: "Failure", failure: { _tag: "DeliveryPostalMismatch" } });
    const unknown = await run(
      checkAddress({ deliveryAddress: { ...address, postal_code: "999999" }, countryCode: "IN" }),
    );
    expect(unknown).toMatchObject({ _tag: "Failure", failure: { _tag: "DeliveryPostalUnknown" } });
  });
});
