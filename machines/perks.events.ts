/**
 * The perks flow's events and context (./perks.ts): the free perk claim, the airline member id of
 * a miles product and the '/redirect-perks' page.
 */
import { SensitiveString } from "@contract/sensitive";
import type { PerkClaim } from "@domain/perks";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";

/** The events the perk detail page, the miles detail page and the '/redirect-perks' page send. */
export const perksEventSchemas = [
  /** 'Claim' on a free perk's page (spec §7.6 freePerkCreateOrder). */
  Schema.Struct({ type: Schema.Literal("PERKS.CLAIM"), productId: Schema.Number }),
  /** The member id field of a miles product, as typed. */
  Schema.Struct({ type: Schema.Literal("MILES.MEMBER_ID_INPUT"), memberId: SensitiveString("member") }),
  /** Check the typed member id with the product's airline (spec §7.6 validate_miles_memberId). */
  Schema.Struct({ type: Schema.Literal("MILES.CHECK"), productId: Schema.Number }),
  /** The '/redirect-perks' page opened on the site path, e.g. '/marketplace' (spec §2.3). */
  Schema.Struct({ type: Schema.Literal("PERKS.REDIRECT"), sitePrefix: Schema.String }),
  /** The shopper left the '/redirect-perks' page during its notice: the store is not opened. */
  Schema.Struct({ type: Schema.Literal("PERKS.REDIRECT_CANCEL") }),
] as const;

export type PerksEvent = (typeof perksEventSchemas)[number]["Type"];
export type PerksEventOf<T extends PerksEvent["type"]> = Extract<PerksEvent, { readonly type: T }>;

/** `claiming` while a claim is sent, `checking` while the airline checks, `redirecting` on the notice. */
export type PerksTag = "claiming" | "checking" | "redirecting";

export interface PerksContext {
  /** The perk being claimed. */
  readonly claimingProductId: number | null;
  /** The claims of this visit, one per perk, with their code or link. */
  readonly claims: readonly PerkClaim[];
  /** Why the last claim failed, and of which perk, as the catalogue's data. */
  readonly claimError: { readonly productId: number; readonly error: ErrorData } | null;
  /** The member id as typed (kept as typed: the effect trims it). */
  readonly memberIdInput: string;
  /** The product whose airline checks (or checked) the member id. */
  readonly memberIdProductId: number | null;
  /** The member id the airline accepted, as sent, or null until it has. */
  readonly memberId: string | null;
  /** Why the member id was refused, as the catalogue's data. */
  readonly memberIdError: ErrorData | null;
  /** The perks store the '/redirect-perks' page leaves for. */
  readonly perksStoreUrl: string | null;
  /** The way into it for this visit: the SSO entry with the shopper's token (a secret), else null. */
  readonly perksStoreEntry: string | null;
}

export const initialPerksContext: PerksContext = {
  claimingProductId: null,
  claims: [],
  claimError: null,
  memberIdInput: "",
  memberIdProductId: null,
  memberId: null,
  memberIdError: null,
  perksStoreUrl: null,
  perksStoreEntry: null,
};
