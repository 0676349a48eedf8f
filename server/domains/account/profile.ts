/** User details, the menu and the balances: points, gift-card balance and tokens (spec §7.5, §3). */
import { fetchGcb, fetchUserDetails, getMenu, getPoints, getStoreToken } from "@contract/account";
import { inLanguage } from "../../core/language";
import { handle } from "../../core/module";
import { conversionRate } from "../site/lookup";
import { fromMinor, hundredthsToPoints } from "../site/money";
import { clientOfUser, requireUser } from "./store";

export const profileDdl = `
-- Gift-card vouchers making up a user's gift-card balance.
CREATE TABLE IF NOT EXISTS gcb_vouchers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  expiry TEXT NOT NULL
);
-- Menu flags per client (spec §3 "Menu data"); branding and points settings live with the site.
CREATE TABLE IF NOT EXISTS client_menu_settings (
  client_id INTEGER PRIMARY KEY,
  show_alternate_email INTEGER NOT NULL DEFAULT 0,
  disable_phone_in_checkout INTEGER NOT NULL DEFAULT 0
);
`;

export const profileHandlers = [
  handle(fetchUserDetails, (ctx) => {
    const user = requireUser(ctx);
    const client = clientOfUser(ctx.db, user);
    return {
      data: {
        fetchUserDetails: {
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          company_id: user.company_id,
          contact: user.contact,
          user_creation_date: user.user_creation_date,
          user_login_type: user.user_login_type,
          domain: user.domain,
          client_id: user.client_id,
          companyDetails: { name: client.name, company_id: client.company_id },
          country_code: user.country_code,
        },
      },
    };
  }),

  /** success 1 only for administrators (spec §6); the menu data comes either way. */
  handle(getMenu, (ctx) => {
    const user = requireUser(ctx);
    const client = clientOfUser(ctx.db, user);
    return {
      data: {
        getMenu: {
          success: user.is_admin === 1 ? 1 : 0,
          data: {
            companyDetails: { name: client.name, company_id: client.company_id },
            showMultiLanguage: client.show_multi_language,
            showAlternateEmail: client.show_alternate_email,
            disablePhoneNumberInCheckout: client.disable_phone_in_checkout,
          },
        },
      },
    };
  }),

  /**
   * Balances in the user's points currency; the label and pointsConversionFactor (value of one
   * point in that currency) are the site's, pointsBaseConversionValue is one unit of that
   * currency in the base currency INR. `vendor_wallet_id` is accepted and does not change the
   * demo balances.
   */
  handle(getPoints, (ctx) => {
    const user = requireUser(ctx);
    const client = clientOfUser(ctx.db, user);
    return {
      data: {
        getPoints: {
          success: 1,
          data: {
            RP: [{ balance: hundredthsToPoints(user.points_hundredths) }],
            RMP: [{ balance: hundredthsToPoints(user.redeemed_points_hundredths) }],
            conversion_factor: 1,
            currency_code: user.points_currency,
            platform: user.site,
            currency: {
              code: user.points_currency,
              pointsBaseConversionValue: conversionRate(ctx.db, user.points_currency, "INR") ?? 1,
            },
            label: inLanguage(client.points_label, ctx.language),
            isThirdPartyUser: user.is_third_party === 1,
            pointsConversionFactor: client.points_conversion_factor,
          },
        },
      },
    };
  }),

  handle(fetchGcb, (ctx) => {
    const user = requireUser(ctx);
    const vouchers = ctx.db
      .prepare(
        "SELECT amount_minor, currency, expiry FROM gcb_vouchers WHERE user_id = ? ORDER BY expiry, id",
      )
      .all(user.id) as { amount_minor: number; currency: string; expiry: string }[];
    return {
      data: {
        fetchGcb: {
          success: 1,
          data: {
            total: fromMinor(user.gcb_minor, user.gcb_currency),
            voucher_lists: vouchers.map((v) => ({
              amount: fromMinor(v.amount_minor, v.currency),
              expiry: v.expiry,
            })),
            currency_code: user.gcb_currency,
          },
        },
      },
    };
  }),

  handle(getStoreToken, (ctx) => {
    const user = requireUser(ctx);
    return { data: { getStoreToken: { total: fromMinor(user.tokens_minor, user.gcb_currency) } } };
  }),
];
