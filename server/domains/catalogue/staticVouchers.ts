/**
 * The static vouchers of the demo catalogue (spec §7.3 'Static voucher detail', static_voucher_data):
 * products whose page content is fixed by a static record rather than read from the catalogue. A
 * static record names a catalogue product (so the cart, the checkout and the order price it as
 * that product) and fixes its name, its texts and the denominations it is sold at, a subset of the
 * product's own. A static page is opened by its static URL,
 * '/{family}/description/:productSlug/:productId/1' (spec §2.3 ':isStatic?').
 */

export interface StaticVoucherSeed {
  /** The catalogue product the record fixes. */
  readonly productId: number;
  readonly name: string;
  /** The values it is sold at, in major units: a subset of the product's denominations. */
  readonly denominations: readonly number[];
  readonly description: string;
  readonly howToUse: string;
  readonly terms: string;
  readonly validity: string;
}

export const staticVouchers: readonly StaticVoucherSeed[] = [
  {
    productId: 28501,
    name: "Shopping Gift Card Festive Pack",
    denominations: [1000, 2000],
    description: "The festive pack of the Shopping Gift Card, at two fixed values.",
    howToUse: "Add the festive pack to your cart, pay at checkout and find the code in your e-mail.",
    terms: "The festive pack cannot be exchanged for cash. For help, write to {supportEmail}.",
    validity: "Valid until the end of the festive season, and 12 months at most.",
  },
  {
    productId: 44001,
    name: "CloudDesk Pro Annual Plan Team Offer",
    denominations: [4999],
    description: "A year of CloudDesk Pro for your team at the offer price.",
    howToUse: "Claim the offer; the activation link arrives by e-mail.",
    terms: "One offer per team. For help, write to {supportEmail}.",
    validity: "Activate the plan within 30 days.",
  },
  {
    productId: 47001,
    name: "SkyHigh Airline Miles Bundle",
    denominations: [2500, 5000],
    description: "SkyHigh miles in two fixed bundles.",
    howToUse: "Enter your loyalty member id at checkout; the bundle is credited within 7 days.",
    terms: "Miles follow the airline's loyalty rules. For help, write to {supportEmail}.",
    validity: "Miles expire as per the loyalty programme.",
  },
];

/** The static record of a product, if it has one. */
export const staticVoucherOf = (productId: number): StaticVoucherSeed | undefined =>
  staticVouchers.find((record) => record.productId === productId);
