/**
 * The delivery flow's state as data and its pure rules (spec §3 Order, §5 'Cart', §7.2 'States
 * / cities (storesAdmin)', 'Postal code'): the cart's lines, the selected country, the address the
 * shopper gives (kept as typed: personal data is never reshaped by the flow), the states and cities
 * offered, and whether a cart with merchandise may be ordered.
 */
import type { CityOption, DeliveryAddress, StateOption } from "@contract/address";
import type { VoucherOrder } from "@contract/orders";
import type { ErrorData } from "@errors/data";
import { EMPTY_ADDRESS, isAddressComplete, needsDeliveryAddress } from "./address";
import { type CartVoucherLine, merchandiseOutOfCountry } from "./cart";

/** The selected country, as the country flow announces it (COUNTRY.SELECTED). */
export interface SelectedCountry {
  readonly id: number;
  readonly name: string;
  /** ISO2, e.g. 'IN'. */
  readonly code: string;
}

export interface DeliveryState {
  /** The cart's lines, as the cart announces them (CART.LINES). */
  readonly lines: readonly CartVoucherLine[];
  /** Null until the country flow has announced it. */
  readonly country: SelectedCountry | null;
  readonly deliveryAddress: DeliveryAddress;
  /** The states of the selected country, and the country id they were loaded for. */
  readonly states: readonly StateOption[];
  readonly statesFor: number | null;
  /** The cities of the chosen state. */
  readonly cities: readonly CityOption[];
  /** Why the states or cities could not be loaded, as the catalogue's data. */
  readonly addressLoadError: ErrorData | null;
  /** Why the address was refused before ordering (its postal code), as the catalogue's data. */
  readonly addressError: ErrorData | null;
}

export const initialDeliveryState: DeliveryState = {
  lines: [],
  country: null,
  deliveryAddress: EMPTY_ADDRESS,
  states: [],
  statesFor: null,
  cities: [],
  addressLoadError: null,
  addressError: null,
};

/**
 * The selected country (COUNTRY.SELECTED) changed: its states are to be loaded and the address,
 * made for another country, starts again; the same country keeps everything.
 */
export const withCountry = (
  state: DeliveryState,
  selected: { readonly countryId: number; readonly countryName: string; readonly countryCode: string },
): Partial<DeliveryState> => {
  const country: SelectedCountry = {
    id: selected.countryId,
    name: selected.countryName,
    code: selected.countryCode,
  };
  return state.country?.id === country.id
    ? { country }
    : {
        country,
        deliveryAddress: EMPTY_ADDRESS,
        states: [],
        statesFor: null,
        cities: [],
        addressError: null,
      };
};

/** Whether an edited address names another state than the one whose cities are shown. */
export const choosesOtherState = (state: DeliveryState, edited: DeliveryAddress): boolean =>
  edited.delivery_state_id !== state.deliveryAddress.delivery_state_id;

/** The states loaded for the selected country. */
export const withStates = (state: DeliveryState, states: readonly StateOption[]): Partial<DeliveryState> => ({
  states,
  statesFor: state.country?.id ?? null,
  addressLoadError: null,
});

/** Whether the states of the selected country are still to be loaded for a cart with merchandise. */
export const statesToLoad = (state: DeliveryState): number | null =>
  state.country !== null && needsDeliveryAddress(state.lines) && state.statesFor !== state.country.id
    ? state.country.id
    : null;

/** The merchandise lines of another country than the selected one (spec §5 'Cart'). */
export const flaggedLinesOf = (
  state: Pick<DeliveryState, "country"> & { readonly lines: readonly CartVoucherLine[] },
): readonly CartVoucherLine[] =>
  state.country === null ? [] : merchandiseOutOfCountry(state.lines, state.country.name);

/**
 * The address an order of the cart may carry now (spec §3 Order): with merchandise, the address as
 * given, once every line belongs to the selected country (spec §5 'Cart') and the address is
 * complete; null without merchandise or while it cannot be ordered yet.
 */
export const orderableAddressOf = (state: DeliveryState): DeliveryAddress | null => {
  if (!needsDeliveryAddress(state.lines)) return null;
  if (state.country === null || flaggedLinesOf(state).length > 0) return null;
  return isAddressComplete(state.deliveryAddress, state.country.code) ? state.deliveryAddress : null;
};

/**
 * What delivery adds to an order that can otherwise be placed: nothing without merchandise; with
 * merchandise, the orderable address the delivery flow announced (`orderableAddressOf`); null when
 * there is none yet.
 */
export const deliveryOrderOf = (
  lines: readonly CartVoucherLine[],
  address: DeliveryAddress | null,
  order: VoucherOrder | null,
): VoucherOrder | null => {
  if (order === null || !needsDeliveryAddress(lines)) return order;
  return address === null ? null : { ...order, delivery_address: address };
};

/** What the postal-code check asks: the address as given and the selected country's code. */
export interface AddressCheckInput {
  readonly deliveryAddress: DeliveryAddress;
  readonly countryCode: string;
}
