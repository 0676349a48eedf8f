/**
 * Delivery (systemId "delivery"): the delivery address of a cart with merchandise (spec §3 Order,
 * §5 'Cart', §7.2 'States / cities (storesAdmin)', 'Postal code').
 *
 * The facts arrive from the flows that own them (machines/facts.ts): CART.LINES and
 * COUNTRY.SELECTED. With a merchandise line, the states of the selected country load, a chosen
 * state's cities load (tags "loadingStates", "loadingCities"); the checkout's delivery card sends
 * the shopper's edits (DELIVERY.ADDRESS_EDIT). Whenever the lines, the country or the address
 * change, the flow announces to the checkout the address an order may carry (DELIVERY.ADDRESS:
 * null while there is none). When the shopper pays, the checkout asks DELIVERY.CHECK: the postal
 * code is checked against the city (tag "checkingAddress") and the checkout hears DELIVERY.CHECKED
 * or DELIVERY.REFUSED; a refusal is kept as `addressError`. The address is kept exactly as typed;
 * the rules are in src/domain/delivery.ts.
 */

import type { CityOption, StateOption } from "@contract/address";
import {
  type AddressCheckInput,
  choosesOtherState,
  type DeliveryState,
  initialDeliveryState,
  orderableAddressOf,
  statesToLoad,
  withCountry,
  withStates,
} from "@domain/delivery";
import { errorDataOf } from "@errors/data";
import { assign, enqueueActions, raise, setup } from "xstate";
import type { DeliveryEvent, DeliveryEventOf, DeliveryInternalEvent, DeliveryTag } from "./delivery.events";
import { announceFact, type CartLinesEvent, type CountrySelectedEvent } from "./facts";
import { sendToFlow } from "./flows";
import { pending } from "./pending";

export type { DeliveryEvent } from "./delivery.events";
export { deliveryEventSchemas } from "./delivery.events";

/** Hands a named action or guard the fields of its event it declares (typed `params`). */
const fields = <E>({ event }: { readonly event: E }): E => event;

type AddressEdit = DeliveryEventOf<"DELIVERY.ADDRESS_EDIT">;
type Failed = { readonly error: unknown };
type Answered<T> = { readonly output: T };

export type DeliveryContext = DeliveryState;

export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent | DeliveryInternalEvent,
    tags: {} as DeliveryTag,
  },
  actors: {
    loadStates: pending<readonly StateOption[], { readonly countryId: number }>(),
    loadCities: pending<readonly CityOption[], { readonly stateId: string }>(),
    checkAddress: pending<void, AddressCheckInput>(),
  },
  guards: {
    needsStates: ({ context }) => statesToLoad(context) !== null,
    isOtherState: ({ context }, p: AddressEdit) => choosesOtherState(context, p.deliveryAddress),
  },
  actions: {
    takeLines: assign((_, params: CartLinesEvent) => ({ lines: params.lines })),
    takeCountry: assign(({ context }, params: CountrySelectedEvent) => withCountry(context, params)),
    requestStates: raise({ type: "delivery.statesNeeded" }),
    editAddress: assign((_, p: AddressEdit) => ({ deliveryAddress: p.deliveryAddress, addressError: null })),
    chooseState: assign((_, p: AddressEdit) => ({
      deliveryAddress: p.deliveryAddress,
      addressError: null,
      cities: [],
    })),
    setStates: assign(({ context }, p: Answered<readonly StateOption[]>) => withStates(context, p.output)),
    setCities: assign((_, p: Answered<readonly CityOption[]>) => ({
      cities: p.output,
      addressLoadError: null,
    })),
    failAddressLoad: assign((_, params: Failed) => ({ addressLoadError: errorDataOf(params.error) })),
    refuseAddress: assign((_, params: Failed) => ({ addressError: errorDataOf(params.error) })),
    /** Tells the checkout the address an order may carry now (null while there is none). */
    announceAddress: enqueueActions(({ context, system, enqueue }) =>
      announceFact(system, enqueue, {
        type: "DELIVERY.ADDRESS",
        deliveryAddress: orderableAddressOf(context),
      }),
    ),
    answerChecked: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "checkout", { type: "DELIVERY.CHECKED" }),
    ),
    answerRefused: enqueueActions(({ system, enqueue }) =>
      sendToFlow(system, enqueue, "checkout", { type: "DELIVERY.REFUSED" }),
    ),
  },
}).createMachine({
  id: "delivery",
  context: initialDeliveryState,
  type: "parallel",
  on: {
    "CART.LINES": { actions: [{ type: "takeLines", params: fields }, "announceAddress", "requestStates"] },
    "COUNTRY.SELECTED": {
      actions: [{ type: "takeCountry", params: fields }, "announceAddress", "requestStates"],
    },
  },
  states: {
    /** The address's states and cities (spec §7.2 'States / cities (storesAdmin)'). */
    lists: {
      initial: "idle",
      on: {
        "delivery.statesNeeded": { guard: "needsStates", target: ".loadingStates" },
        "DELIVERY.ADDRESS_EDIT": [
          {
            guard: { type: "isOtherState", params: fields },
            target: ".loadingCities",
            reenter: true,
            actions: [{ type: "chooseState", params: fields }, "announceAddress"],
          },
          { actions: [{ type: "editAddress", params: fields }, "announceAddress"] },
        ],
      },
      states: {
        idle: {},
        loadingStates: {
          tags: "loadingStates",
          invoke: {
            src: "loadStates",
            input: ({ context }) => ({ countryId: context.country?.id ?? 0 }),
            onDone: { target: "idle", actions: { type: "setStates", params: fields } },
            onError: { target: "statesFailed", actions: { type: "failAddressLoad", params: fields } },
          },
        },
        statesFailed: { on: { "DELIVERY.ADDRESS_RETRY": "loadingStates" } },
        loadingCities: {
          tags: "loadingCities",
          invoke: {
            src: "loadCities",
            input: ({ context }) => ({ stateId: context.deliveryAddress.delivery_state_id }),
            onDone: { target: "idle", actions: { type: "setCities", params: fields } },
            onError: { target: "citiesFailed", actions: { type: "failAddressLoad", params: fields } },
          },
        },
        citiesFailed: { on: { "DELIVERY.ADDRESS_RETRY": "loadingCities" } },
      },
    },
    /** The postal code must serve the chosen city before a merchandise order (spec §7.2). */
    check: {
      initial: "idle",
      states: {
        idle: { on: { "DELIVERY.CHECK": "checking" } },
        checking: {
          tags: "checkingAddress",
          invoke: {
            src: "checkAddress",
            input: ({ context }) => ({
              deliveryAddress: context.deliveryAddress,
              countryCode: context.country?.code ?? "",
            }),
            onDone: { target: "idle", actions: "answerChecked" },
            onError: {
              target: "idle",
              actions: [{ type: "refuseAddress", params: fields }, "answerRefused"],
            },
          },
        },
      },
    },
  },
});
