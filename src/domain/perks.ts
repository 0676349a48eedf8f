/**
 * Free perks and the perks store (spec §2.3 '/redirect-perks', §7.6 freePerkCreateOrder, §1
 * 'A 'Redirecting To Perks Stores' notice says that perk stores reuse the user's existing store
 * credentials for checkout').
 */

import { encodeBase64Text } from "./session";

/** A free perk's claim as the API answers it: its order, and the code or link that redeems it. */
export interface PerkClaim {
  readonly order_id: number;
  readonly product_id: number;
  readonly status: number;
  /** The code the partner takes; absent when the API sent none. */
  readonly claim_code?: string | undefined;
  /** The partner's page that redeems the perk online, when it has one. */
  readonly link?: string | undefined;
}

/** A perk is free when its price is 0: it is claimed, not bought (spec §7.6 freePerkCreateOrder). */
export const isFreePerk = (price: number): boolean => price === 0;

/** The claim of `productId` among the claims made, if any. */
export const claimOf = (claims: readonly PerkClaim[], productId: number): PerkClaim | null =>
  claims.find((claim) => claim.product_id === productId) ?? null;

/** The claims with `claim` in place of an earlier claim of the same perk. */
export const withClaim = (claims: readonly PerkClaim[], claim: PerkClaim): readonly PerkClaim[] => [
  ...claims.filter((known) => known.product_id !== claim.product_id),
  claim,
];

/** How long the 'Redirecting To Perks Stores' notice shows before the perks store opens. */
export const PERKS_REDIRECT_DELAY_MS = 2000;

/**
 * The perks store the notice leaves for: the site's perks listing, on the same origin, so the
 * shopper's session (the store credentials) goes with it.
 */
export const perksStoreUrl = (sitePrefix: string): string => `${sitePrefix === "/" ? "" : sitePrefix}/perks`;

/** The platform a signed-in shopper's SSO token is asked for (spec §7.5 sso_token {type: {platform}}). */
export const PERKS_PLATFORM = "perks";

/**
 * The way into the perks store with the shopper's credentials (spec §1): the SSO entry
 * '/sso/?token=' (spec §2.1) with the token sso_token answered, and the store as its 'redirect'
 * (a base64-encoded path, spec §2.1).
 */
export const perksSsoEntryUrl = (token: string, storeUrl: string): string =>
  `/sso/?${new URLSearchParams({ token, redirect: encodeBase64Text(storeUrl) }).toString()}`;
