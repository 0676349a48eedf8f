/**
 * Demo reward codes and trackable orders.
 *
 * Reward codes (spec §4 Voucher code status; 16 upper-case characters, shown as XXXX-XXXX-XXXX-XXXX).
 * The store is the site whose `x-site` header the code answers `stores: true` to.
 *
 * | Code             | Store       | Status          | Value       | Balance    | Expiry     | Used by                  |
 * |------------------|-------------|-----------------|-------------|------------|------------|--------------------------|
 * | DEMO1111AAAA0001 | marketplace | 1 Active        | INR 1000.00 | 1000.00    | 2027-12-31 |                          |
 * | DEMO1111AAAA0002 | marketplace | 7 Active (used) | INR 2000.00 | 750.00     | 2027-12-31 | priya@demo.example       |
 * | DEMO1111AAAA0003 | marketplace | 2 Redeemed      | INR 500.00  | 0.00       | 2027-06-30 | sam@demo.example         |
 * | DEMO1111AAAA0004 | marketplace | 3 Expired       | INR 300.00  | 300.00     | 2025-03-31 |                          |
 * | DEMO1111AAAA0005 | marketplace | 4 Cancelled     | INR 250.00  | 250.00     | 2027-12-31 |                          |
 * | DEMO1111AAAA0006 | marketplace | 0 Converted     | INR 400.00  | 0.00       | 2027-12-31 | priya@demo.example       |
 * | DEMO1111AAAA0007 | marketplace | 6 Converted     | USD 50.00   | 0.00       | 2027-12-31 | sam@demo.example         |
 * | DEMO1111AAAA0008 | marketplace | 1 Active        | INR 100.00  | 0.00       | 2027-12-31 | (already used: §8 text)  |
 * | DEMO1111AAAA0009 | marketplace | 1 Active        | INR 200.00  | 200.00     | 2025-06-30 | (expired by date)        |
 * | DEMO3333CCCC0001 | marketplace | 1 Active        | USD 100.00  | 100.00     | 2027-12-31 |                          |
 * | DEMO3333CCCC0002 | marketplace | 7 Active (used) | USD 25.50   | 10.25      | 2027-12-31 | sam@demo.example         |
 * | DEMO4444DDDD0001 | marketplace | 1 Active        | JPY 5000    | 5000       | 2027-12-31 |                          |
 * | ACME2222BBBB0001 | acme        | 1 Active        | INR 1500.00 | 1500.00    | 2027-12-31 |                          |
 * | SHOP5555EEEE0001 | marketplace | 1 Active        | INR 750.00  | 750.00     | 2027-12-31 | (spent at checkout)      |
 * | SHOP5555EEEE0002 | marketplace | 1 Active        | INR 1000.00 | 1000.00    | 2027-12-31 | (spent at checkout)      |
 * | SHOP5555EEEE0003 | marketplace | 1 Active        | INR 500.00  | 500.00     | 2027-12-31 | (mixed cart, desktop)    |
 * | SHOP5555EEEE0004 | marketplace | 1 Active        | INR 500.00  | 500.00     | 2027-12-31 | (mixed cart, phone)      |
 *
 * Orders to track (spec §7.6 Track order; step 1 with the id, step 2 with the contact shown):
 *
 * | Order   | User    | Site        | Type        | Status      | Primary identifier and contact             |
 * |---------|---------|-------------|-------------|-------------|--------------------------------------------|
 * | 7004101 | 1 Priya | marketplace | voucher     | 7 success   | email priya@demo.example                   |
 * | 7004102 | 2 Sam   | marketplace | voucher     | 7 success   | alternative_email sam.carter@personal.example |
 * | 7004103 | 1 Priya | marketplace | experience  | 7 success   | mobile 9876543210, mobile_code 91          |
 * | 7004104 | 5 Alex  | acme        | flight      | 7 success   | email alex@acme.example (flight details)   |
 * | 7004105 | 2 Sam   | marketplace | merchandise | 5 failed    | mobile 2025550147, mobile_code 1           |
 * | 7004106 | 1 Priya | marketplace | voucher     | 1 pending   | email priya@demo.example                   |
 *
 * New orders are numbered after the highest seeded id (7004107, ...).
 */
import { randomBytes } from "node:crypto";
import type { FlightDetails, PrimaryIdentifier, TransactionStatus } from "@contract/orders";
import type { Db } from "../../core/module";
import { lineTotalMinor } from "./store";

export interface SeedCode {
  readonly code: string;
  readonly site: string;
  readonly status: 0 | 1 | 2 | 3 | 4 | 6 | 7;
  readonly currency: string;
  /** Minor units of `currency`. */
  readonly amountMinor: number;
  readonly remainMinor: number;
  readonly expiryDate: string;
  readonly usedBy: readonly string[];
}

export const seedCodes: readonly SeedCode[] = [
  {
    code: "DEMO1111AAAA0001",
    site: "marketplace",
    status: 1,
    currency: "INR",
    amountMinor: 100_000,
    remainMinor: 100_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  {
    code: "DEMO1111AAAA0002",
    site: "marketplace",
    status: 7,
    currency: "INR",
    amountMinor: 200_000,
    remainMinor: 75_000,
    expiryDate: "2027-12-31",
    usedBy: ["priya@demo.example"],
  },
  {
    code: "DEMO1111AAAA0003",
    site: "marketplace",
    status: 2,
    currency: "INR",
    amountMinor: 50_000,
    remainMinor: 0,
    expiryDate: "2027-06-30",
    usedBy: ["sam@demo.example"],
  },
  {
    code: "DEMO1111AAAA0004",
    site: "marketplace",
    status: 3,
    currency: "INR",
    amountMinor: 30_000,
    remainMinor: 30_000,
    expiryDate: "2025-03-31",
    usedBy: [],
  },
  {
    code: "DEMO1111AAAA0005",
    site: "marketplace",
    status: 4,
    currency: "INR",
    amountMinor: 25_000,
    remainMinor: 25_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  {
    code: "DEMO1111AAAA0006",
    site: "marketplace",
    status: 0,
    currency: "INR",
    amountMinor: 40_000,
    remainMinor: 0,
    expiryDate: "2027-12-31",
    usedBy: ["priya@demo.example"],
  },
  {
    code: "DEMO1111AAAA0007",
    site: "marketplace",
    status: 6,
    currency: "USD",
    amountMinor: 5_000,
    remainMinor: 0,
    expiryDate: "2027-12-31",
    usedBy: ["sam@demo.example"],
  },
  {
    code: "DEMO1111AAAA0008",
    site: "marketplace",
    status: 1,
    currency: "INR",
    amountMinor: 10_000,
    remainMinor: 0,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  {
    code: "DEMO1111AAAA0009",
    site: "marketplace",
    status: 1,
    currency: "INR",
    amountMinor: 20_000,
    remainMinor: 20_000,
    expiryDate: "2025-06-30",
    usedBy: [],
  },
  {
    code: "DEMO3333CCCC0001",
    site: "marketplace",
    status: 1,
    currency: "USD",
    amountMinor: 10_000,
    remainMinor: 10_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  {
    code: "DEMO3333CCCC0002",
    site: "marketplace",
    status: 7,
    currency: "USD",
    amountMinor: 2_550,
    remainMinor: 1_025,
    expiryDate: "2027-12-31",
    usedBy: ["sam@demo.example"],
  },
  {
    code: "DEMO4444DDDD0001",
    site: "marketplace",
    status: 1,
    currency: "JPY",
    amountMinor: 5_000,
    remainMinor: 5_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  {
    code: "ACME2222BBBB0001",
    site: "acme",
    status: 1,
    currency: "INR",
    amountMinor: 150_000,
    remainMinor: 150_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  // Codes to spend at checkout (the codes above keep their statuses for the balance checker).
  {
    code: "SHOP5555EEEE0001",
    site: "marketplace",
    status: 1,
    currency: "INR",
    amountMinor: 75_000,
    remainMinor: 75_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  {
    code: "SHOP5555EEEE0002",
    site: "marketplace",
    status: 1,
    currency: "INR",
    amountMinor: 100_000,
    remainMinor: 100_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  // The mixed-cart journey's codes, one for each width.
  {
    code: "SHOP5555EEEE0003",
    site: "marketplace",
    status: 1,
    currency: "INR",
    amountMinor: 50_000,
    remainMinor: 50_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
  {
    code: "SHOP5555EEEE0004",
    site: "marketplace",
    status: 1,
    currency: "INR",
    amountMinor: 50_000,
    remainMinor: 50_000,
    expiryDate: "2027-12-31",
    usedBy: [],
  },
];

export interface SeedLine {
  readonly productId: number;
  readonly name: string;
  readonly quantity: number;
  /** Unit price in minor units of the order currency. */
  readonly priceMinor: number;
  readonly filterGroupId: number;
  readonly experienceDate?: string;
  readonly guests?: number;
}

export interface SeedOrder {
  readonly id: number;
  readonly userId: number;
  readonly site: string;
  readonly type: "voucher" | "experience" | "flight" | "merchandise";
  readonly status: TransactionStatus;
  readonly currency: string;
  /** How the total was paid, in minor units of the order currency. */
  readonly paid: {
    readonly points: number;
    readonly gcb: number;
    readonly tokens: number;
    readonly codes: number;
    readonly gateway: number;
  };
  readonly primaryIdentifier: PrimaryIdentifier;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly alternativeEmail: string | null;
  readonly mobile: string;
  readonly mobileCode: string;
  readonly orderedAt: string;
  readonly lines: readonly SeedLine[];
  readonly flightDetails: FlightDetails | null;
}

const noPayment = { points: 0, gcb: 0, tokens: 0, codes: 0, gateway: 0 };

export const seedOrders: readonly SeedOrder[] = [
  {
    id: 7004101,
    userId: 1,
    site: "marketplace",
    type: "voucher",
    status: 7,
    currency: "INR",
    paid: { ...noPayment, points: 200_000, codes: 50_000 },
    primaryIdentifier: "email",
    firstName: "Priya",
    lastName: "Sharma",
    email: "priya@demo.example",
    alternativeEmail: null,
    mobile: "9876543210",
    mobileCode: "91",
    orderedAt: "2026-10-02T09:30:00.000Z",
    lines: [
      {
        productId: 28487,
        name: "Mobile Wallet Gift Card",
        quantity: 1,
        priceMinor: 50_000,
        filterGroupId: 37,
      },
      { productId: 40211, name: "Fashion Gift Card", quantity: 2, priceMinor: 100_000, filterGroupId: 37 },
    ],
    flightDetails: null,
  },
  {
    id: 7004102,
    userId: 2,
    site: "marketplace",
    type: "voucher",
    status: 7,
    currency: "USD",
    paid: { ...noPayment, points: 5_000 },
    primaryIdentifier: "alternative_email",
    firstName: "Sam",
    lastName: "Carter",
    email: "sam@demo.example",
    alternativeEmail: "sam.carter@personal.example",
    mobile: "2025550147",
    mobileCode: "1",
    orderedAt: "2026-10-15T18:05:00.000Z",
    lines: [
      { productId: 40377, name: "Streaming Gift Card", quantity: 1, priceMinor: 5_000, filterGroupId: 37 },
    ],
    flightDetails: null,
  },
  {
    id: 7004103,
    userId: 1,
    site: "marketplace",
    type: "experience",
    status: 7,
    currency: "INR",
    paid: { ...noPayment, points: 300_000, gateway: 150_000 },
    primaryIdentifier: "mobile",
    firstName: "Priya",
    lastName: "Sharma",
    email: "priya@demo.example",
    alternativeEmail: null,
    mobile: "9876543210",
    mobileCode: "91",
    orderedAt: "2026-11-01T11:00:00.000Z",
    lines: [
      {
        productId: 61022,
        name: "Sunset Kayaking in Bangalore",
        quantity: 1,
        priceMinor: 450_000,
        filterGroupId: 1222,
        experienceDate: "2026-12-12",
        guests: 2,
      },
    ],
    flightDetails: null,
  },
  {
    id: 7004104,
    userId: 5,
    site: "acme",
    type: "flight",
    status: 7,
    currency: "INR",
    paid: { ...noPayment, points: 500_000, gateway: 320_000 },
    primaryIdentifier: "email",
    firstName: "Alex",
    lastName: "Moreno",
    email: "alex@acme.example",
    alternativeEmail: null,
    mobile: "9123456780",
    mobileCode: "91",
    orderedAt: "2026-11-10T07:45:00.000Z",
    lines: [
      { productId: 70050, name: "Flight BLR to DEL", quantity: 1, priceMinor: 820_000, filterGroupId: 50 },
    ],
    flightDetails: {
      pnr: "QX7K2D",
      airline: "Demo Air",
      flight_number: "DA 612",
      from: "BLR",
      to: "DEL",
      departure: "2026-12-20T06:15:00",
      arrival: "2026-12-20T09:00:00",
      passengers: ["Alex Moreno"],
    },
  },
  {
    id: 7004105,
    userId: 2,
    site: "marketplace",
    type: "merchandise",
    status: 5,
    currency: "USD",
    paid: { ...noPayment, gateway: 3_000 },
    primaryIdentifier: "mobile",
    firstName: "Sam",
    lastName: "Carter",
    email: "sam@demo.example",
    alternativeEmail: null,
    mobile: "2025550147",
    mobileCode: "1",
    orderedAt: "2026-11-18T20:10:00.000Z",
    lines: [{ productId: 31390, name: "Team Hoodie", quantity: 1, priceMinor: 3_000, filterGroupId: 47 }],
    flightDetails: null,
  },
  {
    id: 7004106,
    userId: 1,
    site: "marketplace",
    type: "voucher",
    status: 1,
    currency: "INR",
    paid: { ...noPayment, points: 50_000, gateway: 50_000 },
    primaryIdentifier: "email",
    firstName: "Priya",
    lastName: "Sharma",
    email: "priya@demo.example",
    alternativeEmail: null,
    mobile: "9876543210",
    mobileCode: "91",
    orderedAt: "2026-11-24T16:20:00.000Z",
    lines: [
      { productId: 40582, name: "Dining Gift Card", quantity: 1, priceMinor: 100_000, filterGroupId: 37 },
    ],
    flightDetails: null,
  },
];

export const seedOrdersAndCodes = (db: Db): void => {
  const insertCode = db.prepare(
    `INSERT INTO reward_codes (code, site, status, currency, amount_minor, remain_minor, expiry_date, used_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of seedCodes) {
    insertCode.run(
      c.code,
      c.site,
      c.status,
      c.currency,
      c.amountMinor,
      c.remainMinor,
      c.expiryDate,
      JSON.stringify(c.usedBy),
    );
  }

  const insertOrder = db.prepare(
    `INSERT INTO shop_orders (id, order_key, idempotency_key, site, user_id, type, status, currency, total_minor,
       points_minor, gcb_minor, tokens_minor, codes_minor, gateway_minor, language, primary_identifier,
       first_name, last_name, email, alternative_email, mobile, mobile_code, flight_details, created_at, updated_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'en', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO shop_order_lines (order_id, position, product_id, name, quantity, price_minor, filter_group_id,
       experience_date, guests) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const o of seedOrders) {
    const at = Date.parse(o.orderedAt);
    const total = o.lines.reduce(
      (sum, line) => sum + lineTotalMinor(line.priceMinor, line.quantity, line.filterGroupId),
      0,
    );
    insertOrder.run(
      o.id,
      randomBytes(18).toString("base64url"),
      o.site,
      o.userId,
      o.type,
      o.status,
      o.currency,
      total,
      o.paid.points,
      o.paid.gcb,
      o.paid.tokens,
      o.paid.codes,
      o.paid.gateway,
      o.primaryIdentifier,
      o.firstName,
      o.lastName,
      o.email,
      o.alternativeEmail,
      o.mobile,
      o.mobileCode,
      o.flightDetails === null ? null : JSON.stringify(o.flightDetails),
      at,
      at,
    );
    o.lines.forEach((line, position) => {
      insertLine.run(
        o.id,
        position,
        line.productId,
        line.name,
        line.quantity,
        line.priceMinor,
        line.filterGroupId,
        line.experienceDate ?? null,
        line.guests ?? null,
      );
    });
  }
};
