/**
 * The balance calls of the account area (spec §1 'reward-point history and point conversion',
 * §3 'User points', 'Other balances', §7.5 'User and balances', §7.6 'History and reports').
 *
 * The spec names the payloads of the report calls but shows none of their answers: the answers
 * below are the reference API's. The one call that performs a point conversion is not in the spec
 * at all (it names only the conversion rate, storesAdmin clientCurrencyConversion of §7.2): see
 * {@link convertPoints}.
 */
import { Schema } from "effect";
import { envelope, graph, Message, rest, Success } from "./operation";
import { SensitiveString } from "./sensitive";

const Int = Schema.Number.check(Schema.isInt());

/** A credit (positive) or debit (negative) of points, newest first in a page. */
export const LedgerEntry = Schema.Struct({
  id: Schema.String,
  /** 'YYYY-MM-DD'. */
  date: Schema.String,
  reason: Schema.String,
  /** Signed points, 2 decimals. */
  points: Schema.Number,
  /** 'YYYY-MM-DD' when the credited points expire; null for debits and points that do not expire. */
  expiry: Schema.NullOr(Schema.String),
});
export type LedgerEntry = typeof LedgerEntry.Type;

/** One page of a points ledger: its entries, how many there are, the balance after the page's newest entry. */
export const LedgerPage = Schema.Struct({
  total_count: Int,
  /** The balance right after the first (newest) entry of the page; at offset 0 it is the available points. */
  closing_balance: Schema.Number,
  entries: Schema.Array(LedgerEntry),
});
export type LedgerPage = typeof LedgerPage.Type;

const LedgerAnswer = Schema.Struct({ success: Success, message: Message, data: Schema.optional(LedgerPage) });

/** The type of fetchGiftVoucherBalance that lists the reward-point ledger. */
export const POINTS_LEDGER_TYPE = "points";

/**
 * Gift voucher balance (fetchGiftVoucherBalance, spec §7.6): {input_params: {limit, type, offset}}.
 * With type 'points' it pages the signed-in user's reward-point credits and debits.
 */
export const fetchGiftVoucherBalance = graph({
  query: "voucher.query.fetchGiftVoucherBalance",
  tag: "voucher",
  access: "auth",
  variables: Schema.Struct({
    input_params: Schema.Struct({ limit: Int, type: Schema.Literal(POINTS_LEDGER_TYPE), offset: Int }),
  }),
  response: envelope("fetchGiftVoucherBalance", LedgerAnswer),
});

/**
 * Third-party balance (fetchTpdBalanceList, spec §7.6): {input_params: {limit, offset}}. The
 * points ledger of a third-party points user (isThirdPartyUser), as the provider keeps it.
 */
export const fetchTpdBalanceList = graph({
  query: "points.query.fetchTpdBalanceList",
  tag: "points",
  access: "auth",
  variables: Schema.Struct({ input_params: Schema.Struct({ limit: Int, offset: Int }) }),
  response: envelope("fetchTpdBalanceList", LedgerAnswer),
});

/**
 * The provider's figures for a third-party points user ({brand-c}_tp_integrations getPoints,
 * spec §7.5; {brand-c} is 'plum' in this product, as in plumApi and plumProListing).
 */
export const ProviderPoints = Schema.Struct({
  /** The points provider's name. */
  provider: Schema.String,
  available: Schema.Number,
  redeemed: Schema.Number,
  currency_code: Schema.String,
  /** Points that expire next, and when ('YYYY-MM-DD'); null when none expire. */
  expiring: Schema.NullOr(Schema.Struct({ points: Schema.Number, date: Schema.String })),
});
export type ProviderPoints = typeof ProviderPoints.Type;

export const tpGetPoints = rest({
  name: "tpGetPoints",
  path: "/plum_tp_integrations/getPoints",
  access: "auth",
  body: Schema.Struct({}),
  response: Schema.Struct({ success: Success, message: Message, data: Schema.optional(ProviderPoints) }),
});

/**
 * The provider's record of a third-party points user ({brand-c}_tp_integrations getUserDetails,
 * spec §7.5), shown beside the provider's points. The spec names the call but shows neither its
 * payload nor its answer: it takes none (the session says who asks), and the answer below is the
 * reference API's. The name, address and member id are personal data: the event log redacts them.
 */
export const ProviderUser = Schema.Struct({
  /** The points provider's name, as getPoints gives it. */
  provider: Schema.String,
  /** The user's id at the provider. */
  member_id: SensitiveString("member"),
  first_name: SensitiveString("name"),
  last_name: SensitiveString("name"),
  email: SensitiveString("email"),
  /** The provider's tier of the user, e.g. 'Gold'; null when the provider has none. */
  tier: Schema.NullOr(Schema.String),
  /** 'YYYY-MM-DD' the user joined the provider's programme. */
  member_since: Schema.String,
});
export type ProviderUser = typeof ProviderUser.Type;

export const tpGetUserDetails = rest({
  name: "tpGetUserDetails",
  path: "/plum_tp_integrations/getUserDetails",
  access: "auth",
  body: Schema.Struct({}),
  response: Schema.Struct({ success: Success, message: Message, data: Schema.optional(ProviderUser) }),
});

/** A gift card of the voucher report: its code masked but for the last 4 characters. */
export const EgiftVoucher = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  amount: Schema.Number,
  balance: Schema.Number,
  currency_code: Schema.String,
  /** 'YYYY-MM-DD'. */
  expiry: Schema.String,
});
export type EgiftVoucher = typeof EgiftVoucher.Type;

/**
 * Voucher report (fetchEgiftBalance, spec §7.6): {egift_params: {limit}}, the first `limit` gift
 * cards of the signed-in user, soonest expiry first, and how many there are.
 */
export const fetchEgiftBalance = graph({
  query: "voucher.query.fetchEgiftBalance",
  tag: "voucher",
  access: "auth",
  variables: Schema.Struct({ egift_params: Schema.Struct({ limit: Int }) }),
  response: envelope(
    "fetchEgiftBalance",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ total_count: Int, vouchers: Schema.Array(EgiftVoucher) })),
    }),
  ),
});

/**
 * Point conversion: THE REFERENCE API'S OWN CALL, not one of the spec. The spec (§1) offers point
 * conversion and names the rate call (storesAdmin clientCurrencyConversion, §7.2) but no call that
 * performs one. This call converts the user's whole points balance into the target currency's
 * points at `rate_units` (the rate of the preview, in 10^-5 units, spec §9's 5 decimals); the
 * server works the rate out again and refuses (success 0) when it differs, so a stale preview never
 * converts. `points` is the balance the preview showed: a balance changed since is refused too.
 */
export const convertPoints = graph({
  query: "points.mutation.convertPoints",
  tag: "points",
  access: "auth",
  variables: Schema.Struct({
    conversion: Schema.Struct({
      target_currency_code: Schema.String,
      points: Schema.Number,
      rate_units: Int,
    }),
  }),
  response: envelope(
    "convertPoints",
    Schema.Struct({
      success: Success,
      message: Message,
      data: Schema.optional(Schema.Struct({ available: Schema.Number, currency_code: Schema.String })),
    }),
  ),
});
