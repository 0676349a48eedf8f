/**
 * Every message table of the views by name (spec §3 'Language'): the English tables live next to
 * the views that show them; {@link Translation} is the shape each other language's module must have,
 * every table and every key, so a missing or stray translation does not compile. Types only: this
 * module ships no code.
 */

import type { resetPasswordMessages, signUpMessages } from "../account/messages";
import type { switchAccountMessages } from "../account/switchAccountMessages";
import type { unsubscribeMessages } from "../account/unsubscribeMessages";
import type { captchaMessages } from "../captcha/messages";
import type { cartBookingMessages } from "../cart/bookingMessages";
import type { cartFamilyMessages } from "../cart/familyMessages";
import type { cartMessages } from "../cart/messages";
import type { cartToastMessages } from "../cart/toastMessages";
import type { cashoutMessages } from "../cashout/messages";
import type { companyMessages } from "../checkout/companyMessages";
import type { deliveryMessages } from "../checkout/deliveryMessages";
import type { checkoutMessages } from "../checkout/messages";
import type { providerMessages } from "../checkout/providerMessages";
import type { homeMessages } from "../country/homeMessages";
import type { countryMessages } from "../country/messages";
import type { dialogMessages } from "../dialogs/messages";
import type { experiencesMessages } from "../experiences/messages";
import type { flightsMessages } from "../flights/messages";
import type { balanceCheckerMessages } from "../guest/balanceChecker/messages";
import type { redeemGuideMessages } from "../guest/redeemGuide/messages";
import type { ticketMessages } from "../guest/ticket/messages";
import type { trackOrderMessages } from "../guest/trackOrder/messages";
import type { hotelsMessages } from "../hotels/messages";
import type { layoutMessages } from "../layout/messages";
import type { listingMessages } from "../listing/messages";
import type { pageMessages, screenTitles } from "../pages/messages";
import type { signInMessages } from "../pages/signInMessages";
import type { paymentMessages } from "../payment/messages";
import type { productMessages } from "../product/messages";
import type { perksMessages } from "../product/perksMessages";
import type { balancesMessages } from "../profile/balances/messages";
import type { profileDetailsMessages } from "../profile/details/messages";
import type { profileAreaMessages } from "../profile/messages";
import type { ordersMessages } from "../profile/orders/messages";
import type { searchMessages } from "../search/messages";
import type { logoutMessages } from "../session/messages";
import type { displayNameMessages } from "../shell/displayNameMessages";
import type { loadFailedMessages } from "../shell/loadFailedMessages";
import type { shellMessages } from "../shell/messages";
import type { siteMessages } from "../site/messages";
import type { storeInfoMessages } from "../storeInfo/messages";
import type { thirdPartyMessages } from "../thirdParty/messages";
import type { topupMessages } from "../topup/messages";
import type { errorMessages } from "./errors";
import type { Messages, MessageTable, Translated } from "./index";

/** Each table under the name it was declared with: a table filed under another name does not compile. */
type Named<C extends { readonly [A in keyof C]: MessageTable<A & string, Messages> }> = C;

/** The message tables by name. A new table is added here, and to each language's module. */
export type Catalogue = Named<{
  readonly captcha: typeof captchaMessages;
  readonly cart: typeof cartMessages;
  readonly cartFamilies: typeof cartFamilyMessages;
  readonly cartBookings: typeof cartBookingMessages;
  readonly cartToast: typeof cartToastMessages;
  readonly checkout: typeof checkoutMessages;
  readonly delivery: typeof deliveryMessages;
  readonly providers: typeof providerMessages;
  readonly storeInfo: typeof storeInfoMessages;
  readonly home: typeof homeMessages;
  readonly country: typeof countryMessages;
  readonly dialogs: typeof dialogMessages;
  readonly balanceChecker: typeof balanceCheckerMessages;
  readonly redeemGuide: typeof redeemGuideMessages;
  readonly trackOrder: typeof trackOrderMessages;
  readonly ticket: typeof ticketMessages;
  readonly errors: typeof errorMessages;
  readonly layout: typeof layoutMessages;
  readonly listing: typeof listingMessages;
  readonly pages: typeof pageMessages;
  readonly screenTitles: typeof screenTitles;
  readonly signIn: typeof signInMessages;
  readonly payment: typeof paymentMessages;
  readonly product: typeof productMessages;
  readonly search: typeof searchMessages;
  readonly logout: typeof logoutMessages;
  readonly displayNames: typeof displayNameMessages;
  readonly shell: typeof shellMessages;
  readonly loadFailed: typeof loadFailedMessages;
  readonly site: typeof siteMessages;
  readonly thirdParty: typeof thirdPartyMessages;
  readonly resetPassword: typeof resetPasswordMessages;
  readonly unsubscribe: typeof unsubscribeMessages;
  readonly switchAccount: typeof switchAccountMessages;
  readonly signUp: typeof signUpMessages;
  readonly perks: typeof perksMessages;
  readonly companySwitches: typeof companyMessages;
  readonly profileArea: typeof profileAreaMessages;
  readonly profileDetails: typeof profileDetailsMessages;
  readonly orders: typeof ordersMessages;
  readonly balances: typeof balancesMessages;
  readonly topup: typeof topupMessages;
  readonly cashout: typeof cashoutMessages;
  readonly flights: typeof flightsMessages;
  readonly hotels: typeof hotelsMessages;
  readonly experiences: typeof experiencesMessages;
}>;

/** The name of a message table. */
export type TableName = keyof Catalogue;

/**
 * One language's texts of every table: the keys of each English table, each a string, or plural
 * forms where the English text has them.
 */
export type Translation = { readonly [A in TableName]: Translated<Catalogue[A]["en"]> };
