/** Answers of the start-up calls, shaped like the reference API's demo users (spec §3, §7.5). */
import type { PointsData, UserDetails } from "@contract/account";
import type {
  AccountsAnswer,
  CartAnswer,
  GcbAnswer,
  MenuAnswer,
  PointsAnswer,
  TokensAnswer,
} from "@domain/session";
import type { ErrorData } from "@errors/data";
import type { SiteSettingsEvent } from "@machines/facts";

export const priya: UserDetails = {
  email: "priya@demo.example",
  first_name: "Priya",
  last_name: "Sharma",
  company_id: 1001,
  contact: "91-9876543210",
  user_creation_date: "2026-01-01",
  user_login_type: "0",
  domain: null,
  client_id: 1001,
  companyDetails: { name: "Marketplace", company_id: 1001 },
  country_code: "IN",
};

export const alex: UserDetails = {
  ...priya,
  email: "alex@acme.example",
  first_name: "Alex",
  last_name: "Moreno",
  company_id: 2002,
  client_id: 2002,
  domain: "acme",
  companyDetails: { name: "Acme Rewards", company_id: 2002 },
};

const menuData = {
  companyDetails: { name: "Marketplace", company_id: 1001 },
  showMultiLanguage: false,
  showAlternateEmail: false,
  disablePhoneNumberInCheckout: false,
};

export const menuOfUser: MenuAnswer = { success: 0, data: menuData };
export const menuOfAdmin: MenuAnswer = { success: 1, data: menuData };

export const pointsData: PointsData = {
  RP: [{ balance: 25000 }],
  RMP: [{ balance: 0 }],
  conversion_factor: 1,
  currency_code: "INR",
  label: "Points",
};
export const points: PointsAnswer = { success: 1, data: pointsData };

export const gcb: GcbAnswer = {
  success: 1,
  data: { total: 2000, voucher_lists: [{ amount: 2000, expiry: "2027-03-31" }], currency_code: "INR" },
};

export const tokens: TokensAnswer = { total: 500 };

export const accounts: AccountsAnswer = {
  success: 1,
  linkedAccounts: [
    { cid: 1001, name: "Marketplace", is_current: true },
    { cid: 2002, name: "Acme Rewards", is_current: false },
  ],
};

export const cartLine = {
  availability: 1,
  product_id: 28501,
  info: {
    denomination: "INR 500",
    quantity: 2,
    currency_code: "INR",
    productInfo: { product_id: 28501, name: "Shopping Gift Card", pointConversionMultiplier: 1 },
  },
};

export const cart: CartAnswer = {
  success: 1,
  data: [cartLine],
  conversion_to_base: 1,
  conversion_to_inr: 1,
};

export const unauthenticated = (operation: string): ErrorData => ({
  _tag: "Unauthenticated",
  operation,
});

export const serverError = (operation: string): ErrorData => ({
  _tag: "ServerError",
  operation,
  status: 500,
  message: "Internal error [Tracer: 42]",
});

/** base64 of a text, as the 'redirect' parameter carries it. */
export const b64 = (text: string): string => Buffer.from(text, "utf8").toString("base64");

/** What "site" announces to the flows that pay or ask a captcha (facts.ts SITE.SETTINGS). */
export const siteSettings = (showCts: boolean): SiteSettingsEvent => ({
  type: "SITE.SETTINGS",
  paymentMethodAccess: { rewardPoints: 1, gcb: 1, tokens: 0, voucher: 1, gateway: 1 },
  showCts,
});
