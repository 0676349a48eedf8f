/**
 * The reference API's own words and demo names per catalogue family, one entry each beside the
 * storefront's family table (src/domain/families.ts): the refusal of a call acting on a family
 * its site does not offer, and the kinds of product `--scale` names its generated products after.
 */
import type { Family } from "@domain/families";

export interface ServerFamily {
  /** The refusal of a call acting on the family where the site does not offer it. */
  readonly notOffered: string;
  /** What a generated product of the family is called after its brand ('Lumen Travel Mug'). */
  readonly generatedKinds: readonly string[];
}

export const SERVER_FAMILIES: Readonly<Record<Family, ServerFamily>> = {
  vouchers: {
    notOffered: "Gift cards are not available in this store.",
    generatedKinds: ["Gift Card", "E-Gift Card", "Shopping Voucher", "Store Card"],
  },
  experience: {
    notOffered: "Experiences are not available in this store.",
    generatedKinds: ["City Tour", "Workshop", "Weekend Getaway", "Tasting Session"],
  },
  merchandise: {
    notOffered: "Merchandise is not available in this store.",
    generatedKinds: ["Backpack", "Travel Mug", "Bluetooth Speaker", "Notebook Set"],
  },
  perks: {
    notOffered: "Perks are not available in this store.",
    generatedKinds: ["Member Offer", "Discount Pass"],
  },
  lounge: {
    notOffered: "Lounges are not available in this store.",
    generatedKinds: ["Lounge Pass"],
  },
  charity: {
    notOffered: "Charities are not available in this store.",
    generatedKinds: ["Community Fund", "Relief Fund"],
  },
  airmiles: {
    notOffered: "Airmiles are not available in this store.",
    generatedKinds: ["Miles", "Loyalty Points"],
  },
  personalize: {
    notOffered: "Personalised products are not available in this store.",
    generatedKinds: ["Custom Print", "Engraved Pen"],
  },
  insurance: {
    notOffered: "Insurance is not available in this store.",
    generatedKinds: ["Health Cover", "Travel Cover"],
  },
  flights: {
    notOffered: "Flights are not available in this store.",
    generatedKinds: [],
  },
  hotel: {
    notOffered: "Hotels are not available in this store.",
    generatedKinds: ["Hotel Stay"],
  },
  topup: {
    notOffered: "Mobile recharge is not available in this store.",
    generatedKinds: ["Mobile Top-up"],
  },
  payouts: {
    notOffered: "Cash out is not available in this store.",
    generatedKinds: ["Cash Transfer"],
  },
  membership: {
    notOffered: "Memberships are not available in this store.",
    generatedKinds: ["Membership"],
  },
};
