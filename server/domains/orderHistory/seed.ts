/**
 * Demo order history: Priya (priya@demo.example) has, besides the trackable orders 7004101,
 * 7004103 and 7004106 (../orders/seed.ts), the orders 7003001 to 7003027 below: gift cards,
 * experiences, flights, hotels, perks and a mixed order (a perk and a charity), successful,
 * pending and failed, from January to November 2026, paid in every split (points, gift-card
 * balance, reward codes, card), so her history has three pages of 10 (spec §9). The successful
 * gift-card and perk orders delivered the vouchers listed with them; their codes are fixed, so a
 * test can name one.
 *
 * The vouchers of 7003021 (a Dining Gift Card) open only with a one-time code mailed to Priya
 * (`voucher_otp`): its card offers 'Resend OTP' (spec §7.5 'Mail').
 *
 * Ids lie below the trackable orders', so new orders keep being numbered after 7004106.
 */
import { randomBytes } from "node:crypto";
import type { TransactionStatus } from "@contract/orders";
import type { Db } from "../../core/module";
import { lineTotalMinor } from "../orders/store";

type Kind = "voucher" | "experience" | "flight" | "hotel" | "perk" | "perks" | "mixed";
type Split = "points" | "pointsCard" | "gcbPoints" | "codesCard" | "card" | "free";

interface HistoryLine {
  readonly productId: number;
  readonly name: string;
  readonly quantity: number;
  readonly priceMinor: number;
  readonly filterGroupId: number;
  readonly experienceDate?: string;
  readonly guests?: number;
}

interface HistorySeed {
  readonly id: number;
  readonly type: Kind;
  readonly status: TransactionStatus;
  readonly orderedAt: string;
  readonly split: Split;
  readonly lines: readonly HistoryLine[];
}

const giftCard = (productId: number, name: string, quantity: number, priceMinor: number): HistoryLine => ({
  productId,
  name,
  quantity,
  priceMinor,
  filterGroupId: 37,
});
const FASHION = (quantity = 1) => giftCard(40211, "Fashion Gift Card", quantity, 96_000);
const DINING = (quantity = 1) => giftCard(40582, "Dining Gift Card", quantity, 100_000);
const STREAMING = (quantity = 1) => giftCard(40377, "Streaming Gift Card", quantity, 50_000);
const kayaking = (date: string, guests: number): HistoryLine => ({
  productId: 61022,
  name: "Sunset Kayaking in Bangalore",
  quantity: 1,
  priceMinor: 225_000 * guests,
  filterGroupId: 1222,
  experienceDate: date,
  guests,
});
const flight = (name: string, priceMinor: number): HistoryLine => ({
  productId: 70050,
  name,
  quantity: 1,
  priceMinor,
  filterGroupId: 50,
});
const hotel = (name: string, nights: number): HistoryLine => ({
  productId: 55399,
  name,
  quantity: nights,
  priceMinor: 650_000,
  filterGroupId: 64,
});
const FREE_COFFEE: HistoryLine = {
  productId: 44002,
  name: "Free Coffee at SipHouse",
  quantity: 1,
  priceMinor: 0,
  filterGroupId: 48,
};
const GYM_PASS: HistoryLine = {
  productId: 44003,
  name: "FitZone Gym Month Pass",
  quantity: 1,
  priceMinor: 99_900,
  filterGroupId: 48,
};

const PLANT_A_TREE: HistoryLine = {
  productId: 46001,
  name: "Plant a Tree",
  quantity: 1,
  priceMinor: 50_000,
  filterGroupId: 52,
};

/** Priya's order history (newest last). */
export const historySeeds: readonly HistorySeed[] = [
  {
    id: 7003001,
    type: "voucher",
    status: 7,
    orderedAt: "2026-01-05T10:00:00.000Z",
    split: "points",
    lines: [FASHION()],
  },
  {
    id: 7003002,
    type: "experience",
    status: 7,
    orderedAt: "2026-01-19T08:30:00.000Z",
    split: "pointsCard",
    lines: [kayaking("2026-02-14", 2)],
  },
  {
    id: 7003003,
    type: "voucher",
    status: 5,
    orderedAt: "2026-02-02T12:15:00.000Z",
    split: "card",
    lines: [DINING()],
  },
  {
    id: 7003004,
    type: "flight",
    status: 7,
    orderedAt: "2026-02-20T06:45:00.000Z",
    split: "pointsCard",
    lines: [flight("Flight BLR to BOM", 540_000)],
  },
  {
    id: 7003005,
    type: "hotel",
    status: 7,
    orderedAt: "2026-03-03T15:00:00.000Z",
    split: "gcbPoints",
    lines: [hotel("Seaside Hotel, Goa", 2)],
  },
  {
    id: 7003006,
    type: "perk",
    status: 7,
    orderedAt: "2026-03-21T09:10:00.000Z",
    split: "free",
    lines: [FREE_COFFEE],
  },
  {
    id: 7003007,
    type: "voucher",
    status: 7,
    orderedAt: "2026-04-01T11:20:00.000Z",
    split: "codesCard",
    lines: [STREAMING(2)],
  },
  {
    id: 7003008,
    type: "experience",
    status: 5,
    orderedAt: "2026-04-12T17:40:00.000Z",
    split: "card",
    lines: [kayaking("2026-05-01", 1)],
  },
  {
    id: 7003009,
    type: "voucher",
    status: 7,
    orderedAt: "2026-04-28T13:05:00.000Z",
    split: "gcbPoints",
    lines: [FASHION(), DINING()],
  },
  {
    id: 7003010,
    type: "flight",
    status: 1,
    orderedAt: "2026-05-09T07:00:00.000Z",
    split: "pointsCard",
    lines: [flight("Flight DEL to GOI", 610_000)],
  },
  {
    id: 7003011,
    type: "hotel",
    status: 5,
    orderedAt: "2026-05-25T19:30:00.000Z",
    split: "card",
    lines: [hotel("Lakeview Inn, Udaipur", 1)],
  },
  {
    id: 7003012,
    type: "perks",
    status: 7,
    orderedAt: "2026-06-06T10:50:00.000Z",
    split: "points",
    lines: [GYM_PASS],
  },
  {
    id: 7003013,
    type: "voucher",
    status: 1,
    orderedAt: "2026-06-18T14:25:00.000Z",
    split: "pointsCard",
    lines: [DINING()],
  },
  {
    id: 7003014,
    type: "experience",
    status: 7,
    orderedAt: "2026-07-02T09:00:00.000Z",
    split: "points",
    lines: [kayaking("2026-07-20", 3)],
  },
  {
    id: 7003015,
    type: "voucher",
    status: 7,
    orderedAt: "2026-07-15T16:10:00.000Z",
    split: "points",
    lines: [STREAMING()],
  },
  {
    id: 7003016,
    type: "hotel",
    status: 7,
    orderedAt: "2026-07-30T12:00:00.000Z",
    split: "pointsCard",
    lines: [hotel("Hill Resort, Munnar", 3)],
  },
  {
    id: 7003017,
    type: "flight",
    status: 5,
    orderedAt: "2026-08-11T05:55:00.000Z",
    split: "card",
    lines: [flight("Flight BLR to CCU", 720_000)],
  },
  {
    id: 7003018,
    type: "voucher",
    status: 7,
    orderedAt: "2026-08-24T18:35:00.000Z",
    split: "codesCard",
    lines: [FASHION(2)],
  },
  {
    id: 7003019,
    type: "perk",
    status: 7,
    orderedAt: "2026-09-04T08:15:00.000Z",
    split: "free",
    lines: [FREE_COFFEE],
  },
  {
    id: 7003020,
    type: "experience",
    status: 1,
    orderedAt: "2026-09-16T10:40:00.000Z",
    split: "pointsCard",
    lines: [kayaking("2026-10-10", 2)],
  },
  {
    id: 7003021,
    type: "voucher",
    status: 7,
    orderedAt: "2026-09-29T20:00:00.000Z",
    split: "gcbPoints",
    lines: [DINING()],
  },
  {
    id: 7003022,
    type: "hotel",
    status: 1,
    orderedAt: "2026-10-08T11:45:00.000Z",
    split: "pointsCard",
    lines: [hotel("City Suites, Mumbai", 1)],
  },
  {
    id: 7003023,
    type: "voucher",
    status: 5,
    orderedAt: "2026-10-20T13:30:00.000Z",
    split: "card",
    lines: [STREAMING()],
  },
  {
    id: 7003024,
    type: "flight",
    status: 7,
    orderedAt: "2026-10-27T06:20:00.000Z",
    split: "points",
    lines: [flight("Flight HYD to BLR", 380_000)],
  },
  {
    id: 7003025,
    type: "perks",
    status: 1,
    orderedAt: "2026-11-05T15:50:00.000Z",
    split: "pointsCard",
    lines: [GYM_PASS],
  },
  {
    id: 7003026,
    type: "voucher",
    status: 7,
    orderedAt: "2026-11-15T09:05:00.000Z",
    split: "points",
    lines: [FASHION(), STREAMING()],
  },
  // A mixed order (a perk beside a charity): listed under Your Orders and Perks Orders.
  {
    id: 7003027,
    type: "mixed",
    status: 7,
    orderedAt: "2026-11-20T10:30:00.000Z",
    split: "points",
    lines: [GYM_PASS, PLANT_A_TREE],
  },
];

/** How a total is split over points, gift-card balance, reward codes and card (minor units). */
export const splitOf = (split: Split, total: number) => {
  const half = Math.floor(total / 2);
  const none = { points: 0, gcb: 0, codes: 0, gateway: 0 };
  switch (split) {
    case "points":
      return { ...none, points: total };
    case "pointsCard":
      return { ...none, points: half, gateway: total - half };
    case "gcbPoints":
      return { ...none, gcb: half, points: total - half };
    case "codesCard":
      return { ...none, codes: half, gateway: total - half };
    case "card":
      return { ...none, gateway: total };
    case "free":
      return none;
  }
};

/** The fixed code of the `n`th voucher of line `position` of a seeded order: 'GC7003001L0N0Q'. */
export const seededVoucherCode = (orderId: number, position: number, n: number): string =>
  `GC${orderId}L${position}N${n}Q`;

/** Filter groups whose lines deliver a voucher code: gift cards, perks, lounge, personalize. */
export const VOUCHER_GROUPS: ReadonlySet<number> = new Set([37, 48, 51, 70]);

/** The seeded order whose vouchers open only with a one-time code. */
export const OTP_ORDER_ID = 7003021;

const PRIYA = "priya@demo.example";

export const seedOrderHistory = (db: Db): void => {
  const user = db.prepare("SELECT id FROM users WHERE email = ?").get(PRIYA) as { id: number } | undefined;
  if (user === undefined) return;
  const insertOrder = db.prepare(
    `INSERT INTO shop_orders (id, order_key, idempotency_key, site, user_id, type, status, currency, total_minor,
       points_minor, gcb_minor, tokens_minor, codes_minor, gateway_minor, language, primary_identifier,
       first_name, last_name, email, alternative_email, mobile, mobile_code, flight_details, created_at, updated_at)
     VALUES (?, ?, NULL, 'marketplace', ?, ?, ?, 'INR', ?, ?, ?, 0, ?, ?, 'en', 'email',
       'Priya', 'Sharma', ?, NULL, '9876543210', '91', NULL, ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO shop_order_lines (order_id, position, product_id, name, quantity, price_minor, filter_group_id,
       experience_date, guests) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertVoucher = db.prepare(
    `INSERT INTO order_vouchers (order_id, position, n, product_id, name, voucher_code, expiry_date)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  db.prepare("INSERT INTO order_voucher_otps (order_id) VALUES (?)").run(OTP_ORDER_ID);
  for (const seed of historySeeds) {
    const at = Date.parse(seed.orderedAt);
    const total = seed.lines.reduce(
      (sum, line) => sum + lineTotalMinor(line.priceMinor, line.quantity, line.filterGroupId),
      0,
    );
    const paid = splitOf(seed.split, total);
    insertOrder.run(
      seed.id,
      randomBytes(18).toString("base64url"),
      user.id,
      seed.type,
      seed.status,
      total,
      paid.points,
      paid.gcb,
      paid.codes,
      paid.gateway,
      PRIYA,
      at,
      at,
    );
    const expiry = `${Number(seed.orderedAt.slice(0, 4)) + 1}${seed.orderedAt.slice(4, 10)}`;
    seed.lines.forEach((line, position) => {
      insertLine.run(
        seed.id,
        position,
        line.productId,
        line.name,
        line.quantity,
        line.priceMinor,
        line.filterGroupId,
        line.experienceDate ?? null,
        line.guests ?? null,
      );
      if (seed.status !== 7 || !VOUCHER_GROUPS.has(line.filterGroupId)) return;
      const count = line.filterGroupId === 37 ? line.quantity : 1;
      for (let n = 0; n < count; n += 1) {
        const code = seededVoucherCode(seed.id, position, n);
        insertVoucher.run(seed.id, position, n, line.productId, line.name, code, expiry);
      }
    });
  }
};
