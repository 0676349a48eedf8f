/**
 * The rules of Track Your Order (spec §2.3 'The track-order route receives', §2.10, §4 'Track
 * order', §5 'Track order', 'Phone lengths', 'General checks', 'Masking', §7.6 validateOrder).
 * Pure and total.
 *
 * Which mobile check applies: the form's mobile field passes the general check of spec §5 (7 to
 * 16 digits, {@link isValidMobile}), as spec §5 'Track order' says ('a mobile number the mobile
 * check'). The per-country lengths of the phone list ({@link phoneLengthOf},
 * {@link isValidPhoneForCountry}) are the stricter rule of spec §5 'Phone lengths', for forms
 * that know the phone list's country.
 */
import type { FlightDetails, OrderData, PrimaryIdentifier, TrackedOrder } from "@contract/orders";
import { TransactionStatuses } from "@contract/orders";
import { PHONE_LIST, type PhoneListCountry, phoneListCountryOf } from "./phoneList";
import { isValidEmail, isValidMobile, MOBILE_MAX_DIGITS, MOBILE_MIN_DIGITS, mask } from "./validation";

// ---------------------------------------------------------------------------------------------
// Order id (spec §5 'Track order')

/** Whether the order id, trimmed, is digits only (spec §5). */
export const isValidOrderId = (orderId: string): boolean => /^\d+$/.test(orderId.trim());

// ---------------------------------------------------------------------------------------------
// Phone codes and lengths (spec §5 'Track order', 'Phone lengths')

/** India's code: the default country of spec §3 ('Default: India, 976, IN, IND'). */
export const DEFAULT_PHONE_CODE = "91";

/*
 * Each rule below reads a phone list: the server's once it has come (spec §7.2 getCountryList),
 * else the built-in one, which is also the default (phoneListIn of ./phoneList.ts).
 */

/** The phone code of a country by ISO2 code (any case), or null when the list does not have it. */
export const phoneCodeOf = (
  iso2: string | null,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): string | null => phoneListCountryOf(iso2, list)?.phonecode ?? null;

/**
 * The phone code the mobile field starts with: the country of the session value ipCountryCode
 * (spec §5), else India's (spec §3 default country).
 */
export const defaultMobileCodeOf = (
  iso2: string | null,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): string => phoneCodeOf(iso2, list) ?? DEFAULT_PHONE_CODE;

export interface PhoneCodeChoice {
  readonly code: string;
  readonly label: string;
}

/**
 * The phone codes a select offers, each once, in the phone list's order, each named by the
 * countries that share it: '+91 (IN)', '+1 (CA, US)'.
 */
export const phoneCodeChoicesOf = (list: readonly PhoneListCountry[]): readonly PhoneCodeChoice[] =>
  list
    .filter((entry, index) => list.findIndex((other) => other.phonecode === entry.phonecode) === index)
    .map((entry) => {
      const isos = list.filter((other) => other.phonecode === entry.phonecode).map((other) => other.iso);
      return { code: entry.phonecode, label: `+${entry.phonecode} (${isos.join(", ")})` };
    });

/** The choices of the built-in phone list. */
export const PHONE_CODE_CHOICES: readonly PhoneCodeChoice[] = phoneCodeChoicesOf(PHONE_LIST);

/**
 * What the mobile field's code select offers: the choices of the server's phone list once it has
 * come (`served`), else the built-in list's, with `code` first when the list lacks it.
 */
export const mobileCodeChoicesOf = (
  code: string,
  served: readonly PhoneListCountry[] | null,
): readonly PhoneCodeChoice[] => {
  const choices = served === null ? PHONE_CODE_CHOICES : phoneCodeChoicesOf(served);
  return choices.some((choice) => choice.code === code) ? choices : [{ code, label: `+${code}` }, ...choices];
};

export interface PhoneLength {
  readonly min: number;
  readonly max: number;
}

/**
 * The digit counts of a country's phone numbers (spec §5 'Phone lengths': India 10 to 10, US 10
 * to 10, UK 7 to 12, Germany 3 to 13, and the other countries of the list), or null when the list
 * does not have it.
 */
export const phoneLengthOf = (
  iso2: string,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): PhoneLength | null => {
  const entry = phoneListCountryOf(iso2, list);
  return entry === null ? null : { min: entry.min_length, max: entry.max_length };
};

/**
 * Whether `number`, trimmed, is digits only and as long as the country allows (spec §5 'Phone
 * lengths'); a country the list does not have gets the general 7 to 16 digits.
 */
export const isValidPhoneForCountry = (
  number: string,
  iso2: string,
  list: readonly PhoneListCountry[] = PHONE_LIST,
): boolean => {
  const digits = number.trim();
  const length = phoneLengthOf(iso2, list) ?? { min: MOBILE_MIN_DIGITS, max: MOBILE_MAX_DIGITS };
  return /^\d+$/.test(digits) && digits.length >= length.min && digits.length <= length.max;
};

// ---------------------------------------------------------------------------------------------
// The contact (spec §4 'Track order' step 2, §5)

/** The contact fields of step 2, named as validateOrder names them (spec §7.6). */
export interface ContactFields {
  readonly email: string;
  readonly alternative_email: string;
  readonly mobile: string;
}

/** The text of the one contact field step 2 shows for `identifier`. */
export const contactOf = (identifier: PrimaryIdentifier, fields: ContactFields): string => {
  switch (identifier) {
    case "email":
      return fields.email;
    case "alternative_email":
      return fields.alternative_email;
    case "mobile":
      return fields.mobile;
  }
};

/**
 * Whether the contact passes its check (spec §5): e-mail and alternative e-mail the e-mail check,
 * a mobile number the general mobile check (7 to 16 digits). Inputs are trimmed.
 */
export const isValidContact = (identifier: PrimaryIdentifier, value: string): boolean =>
  identifier === "mobile" ? isValidMobile(value) : isValidEmail(value);

/** validateOrder's `data` (spec §7.6): step 1 the order id alone, step 2 with the contact. */
export interface ValidateOrderData {
  readonly order_id: string;
  readonly email?: string;
  readonly alternative_email?: string;
  readonly mobile?: string;
  readonly mobile_code?: string;
  /** The solved captcha's token, only when the site asks for a captcha (spec §4). */
  readonly token?: string;
}

/** The captcha token's part of a payload: none without a token. */
const captchaOf = (token: string): { readonly token?: string } => (token === "" ? {} : { token });

/**
 * Step 1 payload: the trimmed order id (spec §5 'Inputs are trimmed', §7.6), with the solved
 * captcha's token when the site asks for one (spec §4; '' without a captcha).
 */
export const step1DataOf = (orderId: string, token = ""): ValidateOrderData => ({
  order_id: orderId.trim(),
  ...captchaOf(token),
});

/**
 * Step 2 payload: the order id plus the one contact the order answers to, trimmed; a mobile
 * number goes with its mobile_code (without '+') (spec §7.6); the captcha's token as in step 1.
 */
export const step2DataOf = (input: {
  readonly order_id: string;
  readonly primaryIdentifier: PrimaryIdentifier;
  readonly contact: string;
  readonly mobile_code: string;
  readonly token?: string;
}): ValidateOrderData => {
  const order_id = input.order_id.trim();
  const contact = input.contact.trim();
  const captcha = captchaOf(input.token ?? "");
  switch (input.primaryIdentifier) {
    case "email":
      return { order_id, email: contact, ...captcha };
    case "alternative_email":
      return { order_id, alternative_email: contact, ...captcha };
    case "mobile":
      return {
        order_id,
        mobile: contact,
        mobile_code: input.mobile_code.trim().replace(/^\+/, ""),
        ...captcha,
      };
  }
};

// ---------------------------------------------------------------------------------------------
// The form's calls (spec §4 'Track order', §7.6)

/** Step 1's call: the order id as typed, and the solved captcha's token ('' without one). */
export interface VerifyOrderInput {
  readonly order_id: string;
  readonly token: string;
}

/** Step 2's contact check: the contact the order answers to, as typed. */
export interface ContactInput extends ContactFields {
  readonly primaryIdentifier: PrimaryIdentifier;
}

/** Step 2's call: the order id, the contact, the phone code of a mobile number, the captcha's token. */
export interface TrackOrderCallInput extends ContactInput {
  readonly order_id: string;
  /** The phone code chosen for a mobile number, e.g. '91'. */
  readonly mobile_code: string;
  /** The solved captcha's token ('' when the site asks for none). */
  readonly token: string;
}

/** The form as the track-order flow keeps it: the order id, the contact fields, the phone code. */
export interface TrackOrderFields extends ContactFields {
  /** The order id as typed (locked in step 2). */
  readonly order_id: string;
  /** null in step 1; what step 1 answered in step 2. */
  readonly primaryIdentifier: PrimaryIdentifier | null;
  /** The phone code the user picked; null while the default applies. */
  readonly mobile_code: string | null;
  /** The default phone code (spec §5: the selected country's). */
  readonly defaultMobileCode: string;
  /** The token of the captcha solved for the call under way; '' without one (spec §4). */
  readonly token: string;
}

/** The form's fields when the dialog opens or closes: step 1, nothing typed, the default code. */
export const EMPTY_TRACK_ORDER_FIELDS = {
  order_id: "",
  primaryIdentifier: null,
  email: "",
  alternative_email: "",
  mobile: "",
  mobile_code: null,
  token: "",
} as const satisfies Omit<TrackOrderFields, "defaultMobileCode">;

/** The phone code that applies: the user's pick, else the default (spec §5). */
export const mobileCodeOf = (fields: Pick<TrackOrderFields, "mobile_code" | "defaultMobileCode">): string =>
  fields.mobile_code ?? fields.defaultMobileCode;

/** The text of step 2's contact field ('' in step 1). */
export const contactTextOf = (fields: TrackOrderFields): string =>
  fields.primaryIdentifier === null ? "" : contactOf(fields.primaryIdentifier, fields);

/** Step 2's contact check input for the contact the order answers to. */
export const contactInputOf = (fields: TrackOrderFields, identifier: PrimaryIdentifier): ContactInput => ({
  primaryIdentifier: identifier,
  email: fields.email,
  alternative_email: fields.alternative_email,
  mobile: fields.mobile,
});

/** Step 2's call input: the contact, the order id and the phone code that applies. */
export const trackInputOf = (
  fields: TrackOrderFields,
  identifier: PrimaryIdentifier,
): TrackOrderCallInput => ({
  ...contactInputOf(fields, identifier),
  order_id: fields.order_id,
  mobile_code: mobileCodeOf(fields),
  token: fields.token,
});

// ---------------------------------------------------------------------------------------------
// The button (spec §5 'Track order')

export interface TrackOrderForm {
  readonly order_id: string;
  /** null in step 1; the contact the order answers to in step 2. */
  readonly primaryIdentifier: PrimaryIdentifier | null;
  readonly contact: string;
  /** A call (or the captcha) is under way. */
  readonly loading: boolean;
  /** An error shows under the form. */
  readonly errorShown: boolean;
}

/**
 * Whether Verify / Track Now can be pressed (spec §5): not with an empty order id; in step 2 not
 * with an empty contact field; not while loading; not while an error shows.
 */
export const canSubmitTrackOrder = (form: TrackOrderForm): boolean =>
  form.order_id.trim() !== "" &&
  (form.primaryIdentifier === null || form.contact.trim() !== "") &&
  !form.loading &&
  !form.errorShown;

/**
 * Whether Verify / Track Now can be pressed for the flow's form (spec §5); `error` is the error
 * shown under the form, `loading` true outside the form's editing state.
 */
export const canSubmitFields = (
  fields: TrackOrderFields & { readonly error: object | null },
  loading: boolean,
): boolean =>
  canSubmitTrackOrder({
    order_id: fields.order_id,
    primaryIdentifier: fields.primaryIdentifier,
    contact: contactTextOf(fields),
    loading,
    errorShown: fields.error !== null,
  });

// ---------------------------------------------------------------------------------------------
// The tracked order (spec §2.3, §4)

/** What step 2 answered, with the contact as it was sent (trimmed, spec §5). */
export interface TrackResult {
  readonly data: TrackedOrder;
  readonly flight_details: FlightDetails | null;
  readonly email: string;
  readonly alternative_email: string;
  readonly mobile: string;
  readonly mobile_code: string;
}

/** What the track-order route receives (spec §2.3). */
export interface TrackedOrderRoute {
  readonly data: TrackedOrder;
  /** 1 when order_data.type is 'experience', else 0. */
  readonly experience: 0 | 1;
  readonly primary_identifier: PrimaryIdentifier;
  readonly email: string;
  readonly mobile: string;
  readonly alternative_email: string;
  readonly mobile_code: string;
  readonly order_id: string;
  readonly showCts: boolean;
  readonly flight_details: FlightDetails | null;
}

/** The track-order route's values from step 2's answer (spec §2.3). */
export const trackedOrderOf = (result: TrackResult, showCts: boolean): TrackedOrderRoute => ({
  data: result.data,
  experience: result.data.order_data.type === "experience" ? 1 : 0,
  primary_identifier: result.data.primaryIdentifier,
  email: result.email,
  mobile: result.mobile,
  alternative_email: result.alternative_email,
  mobile_code: result.mobile_code,
  order_id: String(result.data.order_id),
  showCts,
  flight_details: result.flight_details,
});

/** The tracking page: '{prefix}/track-order', the prefix without trailing slashes (spec §2.4). */
export const trackOrderPath = (sitePrefix: string): string =>
  `${sitePrefix.trim().replace(/\/+$/, "")}/track-order`;

/** Transaction status words (spec §4: success 7, pending 1, failed 5). */
export type TransactionWord = "success" | "pending" | "failed";

/** The word of a transaction status code (spec §4). */
export const transactionWordOf = (status: OrderData["status"]): TransactionWord => {
  switch (status) {
    case TransactionStatuses.success:
      return "success";
    case TransactionStatuses.pending:
      return "pending";
    case TransactionStatuses.failed:
      return "failed";
  }
};

/**
 * The contact the order was verified with, masked (spec §5 'Masking': the first 2 characters,
 * 'xxxxxxxx', the last 2); a mobile number with its code in front, '+91 98xxxxxxxx10'.
 */
export const maskedContactOf = (
  order: Pick<
    TrackedOrderRoute,
    "primary_identifier" | "email" | "alternative_email" | "mobile" | "mobile_code"
  >,
): string => {
  switch (order.primary_identifier) {
    case "email":
      return mask(order.email);
    case "alternative_email":
      return mask(order.alternative_email);
    case "mobile":
      return order.mobile_code === "" ? mask(order.mobile) : `+${order.mobile_code} ${mask(order.mobile)}`;
  }
};

// ---------------------------------------------------------------------------------------------
// The order's type (spec §3 Order orderType, §2.10 the tracked order's type)

/** The family of an order line by its filter group (spec §9 'Filter group ids'); gift cards otherwise. */
const ORDER_TYPE_OF_GROUP: Readonly<Record<number, OrderType>> = {
  47: "merchandise",
  50: "flight",
  48: "perks",
  51: "lounge",
  52: "charity",
  53: "airmiles",
  61: "topup",
  /** The hotel section (spec §9 hotel 64): listed by the hotel booking history. */
  64: "hotel",
  67: "payouts",
  70: "personalize",
};

/** The types of a shop order: a family's, or 'mixed' for lines of several families. */
export type OrderType =
  | "voucher"
  | "merchandise"
  | "flight"
  | "perks"
  | "lounge"
  | "charity"
  | "airmiles"
  | "topup"
  | "hotel"
  | "payouts"
  | "personalize"
  | "mixed";

/**
 * The type of an order of these lines (their filter groups): the family they share, 'voucher'
 * for gift cards, and 'mixed' when they belong to several families. Track Order shows it.
 */
export const orderTypeOfGroups = (filterGroupIds: readonly number[]): OrderType => {
  const types = new Set(filterGroupIds.map((group) => ORDER_TYPE_OF_GROUP[group] ?? "voucher"));
  const [only] = types;
  return types.size === 1 && only !== undefined ? only : types.size === 0 ? "voucher" : "mixed";
};
