/**
 * Handlers of the delivery-address reference calls (spec §7.2 'States / cities (storesAdmin)',
 * 'Postal code') and the address check of a merchandise order (spec §3 Order).
 */
import { type DeliveryAddress, fetchPostalCodeData, getCities, getStates } from "@contract/address";
import { addressProblems, normalizedPostalCode, postalCodeMatch } from "@domain/address";
import { refused } from "../../core/answers";
import type { Db, Handler } from "../../core/module";
import { handle } from "../../core/module";

interface PostalRow {
  readonly state_id: number;
  readonly city_id: number;
}

/** The state and cities a postal code of a country serves, or null when the country has no such code. */
export const postalCodeData = (db: Db, postalCode: string, countryCode: string) => {
  const code = normalizedPostalCode(postalCode);
  const country = countryCode.trim().toUpperCase();
  const rows = db
    .prepare(
      `SELECT c.state_id, p.city_id FROM postal_codes p JOIN cities c ON c.city_id = p.city_id
        WHERE p.country_code = ? AND p.postal_code = ? ORDER BY p.city_id`,
    )
    .all(country, code) as PostalRow[];
  const [first] = rows;
  if (first === undefined) return null;
  return {
    postal_code: code,
    country_code: country,
    state_id: first.state_id,
    city_ids: rows.filter((r) => r.state_id === first.state_id).map((r) => r.city_id),
  };
};

/**
 * Why a merchandise order's address is refused, or null when it is sound: every field as the
 * storefront checks it, the state in the country of the order's products, the city in the state,
 * and the postal code serving the city.
 */
export const addressRefusal = (
  db: Db,
  address: DeliveryAddress | undefined,
  countryCode: string,
): string | null => {
  if (address === undefined) return "A merchandise order needs a delivery address.";
  if (Object.keys(addressProblems(address, countryCode)).length > 0) {
    return "The delivery address is incomplete: give the name, address, state, city and postal code.";
  }
  const state = db
    .prepare(
      `SELECT s.state_id FROM states s JOIN countries c ON c.country_id = s.country_id
        WHERE s.state_id = ? AND c.iso_code_2 = ?`,
    )
    .get(Number(address.delivery_state_id.trim()), countryCode.toUpperCase());
  if (state === undefined) return "The delivery state is not in the country of the merchandise.";
  const city = db
    .prepare("SELECT city_id FROM cities WHERE city_id = ? AND state_id = ?")
    .get(Number(address.delivery_city_id.trim()), Number(address.delivery_state_id.trim()));
  if (city === undefined) return "The delivery city is not in the chosen state.";
  const match = postalCodeMatch(postalCodeData(db, address.postal_code, countryCode), address);
  return match === "matches" ? null : "The postal code does not match the delivery city.";
};

export const addressHandlers: readonly Handler[] = [
  handle(getStates, (ctx, input) => {
    const data = ctx.db
      .prepare("SELECT state_id, name FROM states WHERE country_id = ? ORDER BY name")
      .all(input.country_id) as { state_id: number; name: string }[];
    return { data: { getStates: { success: 1, data } } };
  }),

  handle(getCities, (ctx, input) => {
    const data = ctx.db
      .prepare("SELECT city_id, name FROM cities WHERE state_id = ? ORDER BY name")
      .all(input.state_id) as { city_id: number; name: string }[];
    return { data: { getCities: { success: 1, data } } };
  }),

  handle(fetchPostalCodeData, (ctx, input) => {
    const data = postalCodeData(ctx.db, input.postal_code, input.country_code);
    return {
      data: {
        fetchPostalCodeData:
          data === null ? refused("Unknown postal code for this country.") : { success: 1, data },
      },
    };
  }),
];
