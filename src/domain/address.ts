/**
 * The delivery address of merchandise (spec §3 Order, §5 'Cart', §6 merchandise countries, §7.2
 * 'States / cities (storesAdmin)', 'Postal code'): when an order needs one, what is wrong with
 * each field, the postal code's form in each country, and whether a postal code serves the
 * chosen city. Pure: no clock, no I/O; the server checks orders with the same rules.
 */
import type { DeliveryAddress, PostalCodeData } from "@contract/address";
import { type CartVoucherLine, lineInfoOf } from "./cart";

export type AddressField = keyof DeliveryAddress;

/** What is wrong with a field of the address. */
export type AddressProblem = "required" | "tooLong" | "invalidPostalCode";

export type AddressProblems = Partial<Readonly<Record<AddressField, AddressProblem>>>;

/** An address with nothing filled in. */
export const EMPTY_ADDRESS: DeliveryAddress = {
  full_name: "",
  address_line1: "",
  address_line2: "",
  delivery_state_id: "",
  delivery_city_id: "",
  postal_code: "",
};

/** The fields in the order the form shows them (focus goes to the first with a problem). */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  "full_name",
  "address_line1",
  "address_line2",
  "delivery_state_id",
  "delivery_city_id",
  "postal_code",
];

/** The longest name or address line accepted. */
export const ADDRESS_LINE_MAX = 100;

/** Whether a cart line is merchandise (its flag or its info's, spec §3 'Cart voucher line'). */
export const isMerchandiseLine = (line: CartVoucherLine): boolean =>
  line.isMerchandiseProduct || lineInfoOf(line).isMerchandiseProduct;

/** A merchandise order needs a delivery address (spec §3 Order), from its first merchandise line on. */
export const needsDeliveryAddress = (lines: readonly CartVoucherLine[]): boolean =>
  lines.some(isMerchandiseLine);

/** A postal code as compared: trimmed, upper case, inner white space made one space. */
export const normalizedPostalCode = (code: string): string => code.trim().toUpperCase().replace(/\s+/g, " ");

/**
 * The form of a postal code in each demo country; a country not listed takes 3 to 10 letters,
 * digits, spaces or dashes.
 */
const POSTAL_PATTERNS: Readonly<Record<string, RegExp>> = {
  IN: /^[1-9]\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
  DE: /^\d{5}$/,
  HU: /^[1-9]\d{3}$/,
  JP: /^\d{3}-\d{4}$/,
  ID: /^[1-9]\d{4}$/,
  PH: /^\d{4}$/,
};
const ANY_POSTAL = /^[A-Z\d][A-Z\d -]{1,8}[A-Z\d]$/;

/** Whether `code` has the form of a postal code of the country `countryCode` (ISO2). */
export const isPostalCodeForm = (code: string, countryCode: string): boolean =>
  (POSTAL_PATTERNS[countryCode.trim().toUpperCase()] ?? ANY_POSTAL).test(normalizedPostalCode(code));

/** A postal code of the country as a shopper would type it, shown as the field's hint. */
export const POSTAL_EXAMPLES: Readonly<Record<string, string>> = {
  IN: "560001",
  US: "94103",
  GB: "SW1A 1AA",
  DE: "80331",
  HU: "1051",
  JP: "160-0022",
  ID: "10110",
  PH: "1000",
};

const text = (value: string): AddressProblem | null => {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  return trimmed.length > ADDRESS_LINE_MAX ? "tooLong" : null;
};

/**
 * The problems of an address for the country `countryCode`: the name, the first line, the state,
 * the city and the postal code are required, the second line optional; names and lines are at
 * most 100 characters; the postal code has the country's form.
 */
export const addressProblems = (address: DeliveryAddress, countryCode: string): AddressProblems => {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  const name = text(address.full_name);
  if (name !== null) problems.full_name = name;
  const line1 = text(address.address_line1);
  if (line1 !== null) problems.address_line1 = line1;
  if (address.address_line2.trim().length > ADDRESS_LINE_MAX) problems.address_line2 = "tooLong";
  if (!/^\d+$/.test(address.delivery_state_id.trim())) problems.delivery_state_id = "required";
  if (!/^\d+$/.test(address.delivery_city_id.trim())) problems.delivery_city_id = "required";
  if (address.postal_code.trim() === "") problems.postal_code = "required";
  else if (!isPostalCodeForm(address.postal_code, countryCode)) problems.postal_code = "invalidPostalCode";
  return problems;
};

/** Whether the address can be sent: no field has a problem. */
export const isAddressComplete = (address: DeliveryAddress, countryCode: string): boolean =>
  Object.keys(addressProblems(address, countryCode)).length === 0;

/** The first field with a problem, in form order, or null. */
export const firstAddressProblem = (problems: AddressProblems): AddressField | null =>
  ADDRESS_FIELDS.find((field) => problems[field] !== undefined) ?? null;

/** The address with every field trimmed and the postal code normalised, as an order sends it. */
export const trimmedAddress = (address: DeliveryAddress): DeliveryAddress => ({
  full_name: address.full_name.trim(),
  address_line1: address.address_line1.trim(),
  address_line2: address.address_line2.trim(),
  delivery_state_id: address.delivery_state_id.trim(),
  delivery_city_id: address.delivery_city_id.trim(),
  postal_code: normalizedPostalCode(address.postal_code),
});

/** How a postal code relates to the chosen state and city. */
export type PostalMatch = "matches" | "unknown" | "otherCity";

/**
 * Whether the postal code's data (fetchPostalCodeData, null when the code is unknown) serves the
 * chosen city of the chosen state: an address whose postal code does not match its city is
 * refused before ordering.
 */
export const postalCodeMatch = (data: PostalCodeData | null, address: DeliveryAddress): PostalMatch => {
  if (data === null) return "unknown";
  const state = Number(address.delivery_state_id.trim());
  const city = Number(address.delivery_city_id.trim());
  return data.state_id === state && data.city_ids.includes(city) ? "matches" : "otherCity";
};

/**
 * The address with one field changed, as the form sends it: choosing another state clears the
 * city (the cities are the new state's).
 */
export const withAddressField = (
  address: DeliveryAddress,
  field: AddressField,
  value: string,
): DeliveryAddress =>
  field === "delivery_state_id" && value !== address.delivery_state_id
    ? { ...address, delivery_state_id: value, delivery_city_id: "" }
    : { ...address, [field]: value };

/** The problems the form shows: all of them once a Pay click was refused, before that only those of fields left. */
export const shownAddressProblems = (
  problems: AddressProblems,
  attempted: boolean,
  touched: ReadonlySet<AddressField>,
): AddressProblems => {
  const shown: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = problems[field];
    if (problem !== undefined && (attempted || touched.has(field))) shown[field] = problem;
  }
  return shown;
};

/** A postal code of the country for the field's hint; '' for a country without one. */
export const postalExampleOf = (countryCode: string): string =>
  POSTAL_EXAMPLES[countryCode.trim().toUpperCase()] ?? "";
