/**
 * Two countries of a phone list the server answers (spec §3 'Phone-list country', §7.2
 * getCountryList): Vietnam, which the built-in list lacks, so a test can tell the server's list
 * was read, and India.
 */
import type { PhoneListCountry } from "@domain/phoneList";

export const VIETNAM: PhoneListCountry = {
  name: "Vietnam",
  iso: "VN",
  phonecode: "84",
  min_length: 9,
  max_length: 10,
};
export const INDIA: PhoneListCountry = {
  name: "India",
  iso: "IN",
  phonecode: "91",
  min_length: 10,
  max_length: 10,
};
