/**
 * The general checks of spec §5 ('General checks'): e-mail, mobile number and password, and the
 * masking rule. Pure; every check trims its input first where the spec says so.
 */

/** Mobile numbers: 7 to 16 digits only (spec §5). */
export const MOBILE_MIN_DIGITS = 7;
export const MOBILE_MAX_DIGITS = 16;

/**
 * The standard address pattern (spec §5 'E-mail'): a local part of the usual characters, '@', a
 * domain of dot-separated labels and a top-level label of at least two letters.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Whether `value`, trimmed, is an e-mail address (spec §5). */
export const isValidEmail = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= 254 && !trimmed.includes("..") && EMAIL_PATTERN.test(trimmed);
};

/**
 * The looser e-mail variant (spec §5 'a second, looser variant also exists'): something, '@',
 * something with a dot, and no white space. Used where the address goes to a third party that
 * checks it itself (a hotel's lead guest), so an unusual but deliverable address is not refused.
 */
export const isLooseEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Whether `value`, trimmed, is 7 to 16 digits only (spec §5 'Mobile number'). */
export const isValidMobile = (value: string): boolean => {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) && trimmed.length >= MOBILE_MIN_DIGITS && trimmed.length <= MOBILE_MAX_DIGITS;
};

/** Password: no spaces, at least one digit, at least 8 characters (spec §5). */
export const isValidPassword = (value: string): boolean =>
  value.length >= 8 && !/\s/.test(value) && /\d/.test(value);

/** Masking: the first 2 characters, then 'xxxxxxxx', then the last 2 (spec §5 'Masking'). */
export const mask = (value: string): string => `${value.slice(0, 2)}xxxxxxxx${value.slice(-2)}`;
