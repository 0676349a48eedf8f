/**
 * The delivery address of a cart with merchandise (spec §3 Order, §7.2 'States / cities
 * (storesAdmin)', 'Postal code'): name, two address lines, the selected country (fixed), the state
 * and city pickers the checkout loads, and the postal code. Native inputs and selects, so every
 * field is reachable and usable from the keyboard; each problem is tied to its field
 * (`aria-describedby`) and said in the shopper's language.
 */
import type { CityOption, DeliveryAddress, StateOption } from "@contract/address";
import {
  type AddressField,
  type AddressProblem,
  type AddressProblems,
  addressProblems,
  firstAddressProblem,
  postalExampleOf,
  shownAddressProblems,
  withAddressField,
} from "@domain/address";
import type { ErrorData } from "@errors/data";
import { useSelector } from "@views/useSelector";
import {
  type ChangeEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { fill, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { LoadFailed } from "../shell/LoadFailed";
import { type FlowRefs, useLateFlow } from "../system";
import { Card, Note } from "../ui";
import { Field } from "../ui/Field";
import { Form } from "../ui/Form";
import { type SelectOption, SelectOptions } from "../ui/SelectOptions";
import { deliveryMessages } from "./deliveryMessages";
import { Fields } from "./styles";

type DeliveryTexts = typeof deliveryMessages.en;

export const deliveryFieldId = (field: AddressField): string => `delivery-${field.replace(/_/g, "-")}`;

const problemText = (problem: AddressProblem, text: DeliveryTexts, country: string, example: string) => {
  switch (problem) {
    case "required":
      return text.required;
    case "tooLong":
      return text.tooLong;
    case "invalidPostalCode":
      return fill(text.invalidPostalCode, { country, example });
  }
};

export interface DeliveryAddressFormProps {
  readonly address: DeliveryAddress;
  readonly countryName: string;
  /** A postal code of the country, shown as the field's hint. */
  readonly postalExample: string;
  readonly states: readonly StateOption[];
  readonly cities: readonly CityOption[];
  readonly loadingStates: boolean;
  readonly loadingCities: boolean;
  /** The problems to show now. */
  readonly problems: AddressProblems;
  /** The postal code's refusal before ordering, in words. */
  readonly postalRefusal: string | null;
  readonly loadError: ErrorData | null;
  readonly disabled: boolean;
  readonly onChange: (field: AddressField, value: string) => void;
  readonly onBlur: (field: AddressField) => void;
  readonly onRetry: () => void;
  readonly inputRef: (field: AddressField, element: HTMLInputElement | HTMLSelectElement | null) => void;
}

export const DeliveryAddressForm = (props: DeliveryAddressFormProps) => {
  const text = useMessages(deliveryMessages);
  const { address, problems, disabled, onChange, onBlur, inputRef } = props;

  const problemOf = (field: AddressField) => {
    const problem = problems[field];
    if (problem === undefined) return undefined;
    const words =
      (field === "delivery_state_id" || field === "delivery_city_id") && problem === "required"
        ? text.chooseRequired
        : problemText(problem, text, props.countryName, props.postalExample);
    return <span data-testid={`${deliveryFieldId(field)}-error`}>{words}</span>;
  };
  /** What ties a control to its address field: focus, its value, its changes and leaving it. */
  const wiring = (field: AddressField, required: boolean) => ({
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => inputRef(field, element),
    name: field,
    value: address[field],
    required,
    "aria-required": required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(field, event.currentTarget.value),
    onBlur: () => onBlur(field),
  });
  /** A typed field; `shown` replaces its problem with another hint and error (the postal code's). */
  const input = (
    field: AddressField,
    label: string,
    required: boolean,
    autoComplete: string,
    shown?: { readonly hint?: string; readonly error?: ReactNode },
  ) => (
    <Field
      id={deliveryFieldId(field)}
      label={label}
      hint={shown?.hint}
      error={shown === undefined ? problemOf(field) : shown.error}
    >
      {(control) => (
        <input
          {...control}
          {...wiring(field, required)}
          type="text"
          autoComplete={autoComplete}
          disabled={disabled}
        />
      )}
    </Field>
  );

  /** The state or the city: a required choice that rests while its options load or cannot be had. */
  const choice = (
    field: "delivery_state_id" | "delivery_city_id",
    label: string,
    options: readonly SelectOption[],
    placeholder: string,
    resting: boolean,
    loading: boolean,
  ) => (
    <Field id={deliveryFieldId(field)} label={label} error={problemOf(field)}>
      {(control) => (
        <select {...control} {...wiring(field, true)} disabled={disabled || resting} aria-busy={loading}>
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      )}
    </Field>
  );
  const postalRefused = props.postalRefusal !== null && problems.postal_code === undefined;
  const noState = address.delivery_state_id === "";
  return (
    <Form
      noValidate
      aria-labelledby="checkout-delivery-title"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {props.loadError !== null && (
        <LoadFailed testId="delivery-load-failed" error={props.loadError} onRetry={props.onRetry} />
      )}
      <Fields>
        <div data-wide="true">{input("full_name", text.fullName, true, "shipping name")}</div>
        <div data-wide="true">{input("address_line1", text.line1, true, "shipping address-line1")}</div>
        <div data-wide="true">{input("address_line2", text.line2, false, "shipping address-line2")}</div>
        <Field id="delivery-country" label={text.country}>
          {(control) => (
            <input {...control} type="text" value={props.countryName} readOnly aria-readonly="true" />
          )}
        </Field>
        {choice(
          "delivery_state_id",
          text.state,
          props.states.map((state) => ({ value: String(state.state_id), name: state.name })),
          props.loadingStates ? text.loadingStates : text.chooseState,
          props.loadingStates,
          props.loadingStates,
        )}
        {choice(
          "delivery_city_id",
          text.city,
          props.cities.map((city) => ({ value: String(city.city_id), name: city.name })),
          noState ? text.chooseStateFirst : props.loadingCities ? text.loadingCities : text.chooseCity,
          noState || props.loadingCities,
          props.loadingCities,
        )}
        {/* A postal code refused before ordering is the field's error, said at once. */}
        {input(
          "postal_code",
          text.postalCode,
          true,
          "shipping postal-code",
          postalRefused
            ? {
                error: (
                  <span data-testid="delivery-postal-refused" role="alert">
                    {props.postalRefusal}
                  </span>
                ),
              }
            : {
                hint: fill(text.postalHint, { example: props.postalExample }),
                error: problemOf("postal_code"),
              },
        )}
      </Fields>
    </Form>
  );
};

export interface DeliverySectionProps {
  /** The "checkout" flow: whether Pay was attempted, and whether the order is being placed. */
  readonly checkout: FlowRefs["checkout"];
  /** Set by the section: moves focus to the first address field with a problem; false when none has one. */
  readonly focusRef: RefObject<() => boolean>;
}

/**
 * The delivery card of the checkout page, shown when the cart holds merchandise: the "delivery"
 * flow (`useLateFlow("delivery")`) loads first, then its form.
 */
export const DeliverySection = ({ checkout, focusRef }: DeliverySectionProps) => {
  const delivery = useLateFlow("delivery");
  const text = useMessages(deliveryMessages);
  if (delivery === null) {
    return (
      <Card
        aria-labelledby="checkout-delivery-title"
        data-testid="delivery-address"
        aria-busy="true"
        data-flat="true"
      >
        <h2 id="checkout-delivery-title">{text.title}</h2>
      </Card>
    );
  }
  return <DeliveryCard checkout={checkout} delivery={delivery} focusRef={focusRef} />;
};

/**
 * The form with the delivery flow's states, cities and refusals. Every change is
 * DELIVERY.ADDRESS_EDIT with the whole address; a failed load offers DELIVERY.ADDRESS_RETRY. A
 * postal code refused before ordering moves focus to the postal code.
 */
const DeliveryCard = ({
  checkout,
  delivery,
  focusRef,
}: DeliverySectionProps & { readonly delivery: FlowRefs["delivery"] }) => {
  const text = useMessages(deliveryMessages);
  const errorText = useErrorText();
  const context = useSelector(delivery, (s) => s.context);
  const loadingStates = useSelector(delivery, (s) => s.hasTag("loadingStates"));
  const loadingCities = useSelector(delivery, (s) => s.hasTag("loadingCities"));
  const checking = useSelector(delivery, (s) => s.hasTag("checkingAddress"));
  const locked = useSelector(checkout, (s) => s.hasTag("busy"));
  const attempted = useSelector(checkout, (s) => s.context.attempted);
  const countryName = context.country?.name ?? "";
  const countryCode = context.country?.code ?? "";

  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(() => new Set());
  const elements = useRef(new Map<AddressField, HTMLInputElement | HTMLSelectElement>());
  const inputRef = useCallback(
    (field: AddressField, element: HTMLInputElement | HTMLSelectElement | null) => {
      if (element === null) elements.current.delete(field);
      else elements.current.set(field, element);
    },
    [],
  );

  const problems = useMemo(
    () => addressProblems(context.deliveryAddress, countryCode),
    [context.deliveryAddress, countryCode],
  );
  useEffect(() => {
    focusRef.current = () => {
      const field = firstAddressProblem(problems);
      if (field === null) return false;
      elements.current.get(field)?.focus();
      return true;
    };
  }, [focusRef, problems]);

  const refusal = context.addressError;
  useEffect(() => {
    if (refusal !== null) elements.current.get("postal_code")?.focus();
  }, [refusal]);

  return (
    <Card aria-labelledby="checkout-delivery-title" data-testid="delivery-address" data-flat="true">
      <h2 id="checkout-delivery-title">{text.title}</h2>
      <Note>{fill(text.hint, { country: countryName })}</Note>
      <DeliveryAddressForm
        address={context.deliveryAddress}
        countryName={countryName}
        postalExample={postalExampleOf(countryCode)}
        states={context.states}
        cities={context.cities}
        loadingStates={loadingStates}
        loadingCities={loadingCities}
        problems={shownAddressProblems(problems, attempted, touched)}
        postalRefusal={refusal === null ? null : errorText(refusal)}
        loadError={context.addressLoadError}
        disabled={locked}
        onChange={(field, value) =>
          delivery.send({
            type: "DELIVERY.ADDRESS_EDIT",
            deliveryAddress: withAddressField(context.deliveryAddress, field, value),
          })
        }
        onBlur={(field) => setTouched((before) => (before.has(field) ? before : new Set([...before, field])))}
        onRetry={() => delivery.send({ type: "DELIVERY.ADDRESS_RETRY" })}
        inputRef={inputRef}
      />
      {checking && (
        <p role="status" aria-live="polite" data-testid="delivery-checking">
          {text.checking}
        </p>
      )}
    </Card>
  );
};
