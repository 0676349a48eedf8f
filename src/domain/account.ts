/**
 * Pure rules of the account screens: the password rule of spec §5 as the checks a form shows
 * live, and where a reset link leads (spec §2.3 '/rp/:keyword'). The sign-in's 'Resend code'
 * wait is in ./session.ts, with the other sign-in rules.
 */

/** The password rule of spec §5, one check per clause, as a form shows them while the user types. */
export interface PasswordChecks {
  /** No spaces. */
  readonly noSpaces: boolean;
  /** At least one digit. */
  readonly hasDigit: boolean;
  /** At least 8 characters. */
  readonly longEnough: boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

/** Each clause of the password rule for `value` (spec §5 'Password'). */
export const passwordChecks = (value: string): PasswordChecks => ({
  noSpaces: value !== "" && !/\s/.test(value),
  hasDigit: /\d/.test(value),
  longEnough: value.length >= PASSWORD_MIN_LENGTH,
});

/** Whether every clause holds. */
export const meetsPasswordRule = (checks: PasswordChecks): boolean =>
  checks.noSpaces && checks.hasDigit && checks.longEnough;

/**
 * The path a reset link opens without its keyword: the site's '/rp/' (spec §2.3), e.g.
 * '/marketplace/rp/' for the link prefix '/marketplace', '/rp/' for a site without one.
 */
export const resetLinkPath = (sitePrefix: string): string => `${sitePrefix.replace(/\/+$/, "")}/rp/`;

/**
 * Whether the switch-account page has an account to offer (spec §2.3 '/switch-account', §6
 * 'Linked accounts': switching needs more than one linked account): more than one is linked and
 * one of them is not the current one. Otherwise the page says there is none instead of asking to
 * choose among nothing.
 */
export const hasAccountToSwitchTo = (
  accounts: readonly { readonly is_current?: boolean | undefined }[],
): boolean => accounts.length > 1 && accounts.some((account) => account.is_current !== true);
