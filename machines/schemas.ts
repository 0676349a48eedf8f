/**
 * The event schemas every machine accepts (their sensitive annotations drive the event log's
 * redaction). They hold no machine: the landing page's code reads them at start, so the
 * recording redacts the same keys from its first event whichever flows have loaded.
 */
import { authEventSchemas } from "./auth";
import { balanceCheckerEventSchemas } from "./balanceChecker.events";
import { balancesEventSchemas } from "./balances.events";
import { cartEventSchemas } from "./cart.events";
import { cashoutEventSchemas } from "./cashout.events";
import { checkoutEventSchemas } from "./checkout.events";
import { commonPageEventSchemas } from "./commonPage";
import { countryEventSchemas } from "./country.events";
import { deliveryEventSchemas } from "./delivery.events";
import { experiencesEventSchemas } from "./experiences.events";
import { flightBookingEventSchemas } from "./flightBooking.events";
import { flightSearchEventSchemas } from "./flightSearch.events";
import { hotelBookingEventSchemas } from "./hotelBooking.events";
import { hotelSearchEventSchemas } from "./hotelSearch.events";
import { kybEventSchemas } from "./kyb";
import { listingEventSchemas } from "./listing.events";
import { logoutEventSchemas } from "./logout";
import { maintenanceEventSchemas } from "./maintenance";
import { orderHistoryEventSchemas } from "./orderHistory.events";
import { passwordResetEventSchemas } from "./passwordReset.events";
import { paymentEventSchemas } from "./payment.events";
import { perksEventSchemas } from "./perks.events";
import { pointConversionEventSchemas } from "./pointConversion.events";
import { productEventSchemas } from "./product.events";
import { profileEventSchemas } from "./profile.events";
import { providersEventSchemas } from "./providers.events";
import { redeemGuideEventSchemas } from "./redeemGuide.events";
import { rewardsApiEventSchemas } from "./rewardsApi";
import { rootEventSchemas } from "./root";
import { searchEventSchemas } from "./search";
import { sessionEventSchemas } from "./session.events";
import { signUpEventSchemas } from "./signUp.events";
import { siteEventSchemas } from "./site.events";
import { switchAccountEventSchemas } from "./switchAccount.events";
import { ticketEventSchemas } from "./ticket.events";
import { topupEventSchemas } from "./topup.events";
import { trackOrderEventSchemas } from "./trackOrder.events";
import { unsubscribeEventSchemas } from "./unsubscribe.events";

/** The event schemas of every machine. */
export const storefrontEventSchemas = [
  ...rootEventSchemas,
  ...sessionEventSchemas,
  ...siteEventSchemas,
  ...countryEventSchemas,
  ...searchEventSchemas,
  ...cartEventSchemas,
  ...productEventSchemas,
  ...listingEventSchemas,
  ...checkoutEventSchemas,
  ...deliveryEventSchemas,
  ...paymentEventSchemas,
  ...redeemGuideEventSchemas,
  ...trackOrderEventSchemas,
  ...balanceCheckerEventSchemas,
  ...authEventSchemas,
  ...passwordResetEventSchemas,
  ...unsubscribeEventSchemas,
  ...perksEventSchemas,
  ...balancesEventSchemas,
  ...pointConversionEventSchemas,
  ...topupEventSchemas,
  ...cashoutEventSchemas,
  ...flightSearchEventSchemas,
  ...flightBookingEventSchemas,
  ...hotelSearchEventSchemas,
  ...hotelBookingEventSchemas,
  ...experiencesEventSchemas,
  ...providersEventSchemas,
  ...maintenanceEventSchemas,
  ...rewardsApiEventSchemas,
  ...kybEventSchemas,
  ...commonPageEventSchemas,
  ...ticketEventSchemas,
  ...switchAccountEventSchemas,
  ...signUpEventSchemas,
  ...orderHistoryEventSchemas,
  ...logoutEventSchemas,
  ...profileEventSchemas,
];
