/**
 * The pages the site-wide crawls open (spec §2.3 route table): every screen kind a guest reaches
 * without anything stored, and the screens a signed-in shopper reaches.
 */

/** The gift card the crawls open (docs/demo-data.md). */
export const GIFT_CARD = "/marketplace/vouchers/description/fashion-gift-card/40211";

/** Every screen kind a guest reaches without anything stored (spec §2.3). */
export const GUEST_PAGES = [
  "/marketplace",
  "/marketplace/home",
  "/marketplace/vouchers",
  "/marketplace/vouchers?category_id=697",
  "/marketplace/merchandises",
  "/marketplace/swag",
  "/marketplace/perks",
  "/marketplace/airmiles",
  "/marketplace/lounge",
  "/marketplace/charity",
  "/marketplace/personalize-category",
  "/marketplace/insurance",
  GIFT_CARD,
  "/marketplace/merchandise/branded-hoodie/43003",
  "/marketplace/perks/description/weekend-hotel-deal/44004",
  "/marketplace/lounge/description/jfk-lounge-pass/45101",
  "/marketplace/charity/description/plant-a-tree/46001",
  "/marketplace/airmiles/description/skyhigh-airline-miles/47001",
  "/marketplace/insurance/healthshield",
  "/marketplace/experiences",
  "/marketplace/experiences/sunset-kayaking-in-bangalore/61022",
  "/marketplace/cart",
  "/marketplace/checkout",
  "/marketplace/track-order",
  "/marketplace/login",
  "/marketplace/signup",
  "/marketplace/flights",
  "/marketplace/hotels",
  "/marketplace/mobile-recharge",
  "/marketplace/rewards-api-catalogue",
  "/marketplace/common",
  "/marketplace/no-such-page",
] as const;

/** Signed-in screens (spec §2.3), among them the home page a sign-in lands on. */
export const SIGNED_IN_PAGES = [
  "/marketplace/home",
  "/marketplace/profile",
  "/marketplace/orders",
  "/marketplace/points",
  "/marketplace/reward-history",
  "/marketplace/cashout",
  "/marketplace/perks/orders",
  "/marketplace/experiences/orders",
  GIFT_CARD,
  "/marketplace/vouchers",
] as const;
