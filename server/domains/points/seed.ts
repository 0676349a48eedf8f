/**
 * Demo data of the balance tabs: each user's reward-point ledger (its credits and debits sum to
 * the points getPoints reports), a third-party points user and the provider's figures, the gift
 * cards of the voucher report, and a user of its own for the point conversion journey.
 * Every demo user signs in with the password `Demo@1234`.
 */
import { everyLanguage, type PerLanguage, storedTexts } from "../../core/language";
import type { Db } from "../../core/module";
import { hashPassword } from "../account/passwords";
import { DEMO_PASSWORD } from "../account/seed";
import { LedgerTexts } from "./ledger";

/**
 * Vera and Victor convert their points in the conversion journey (at 1280 px and at 390 px): no
 * other journey uses their balances.
 */
export const CONVERSION_USER_ID = 76;
export const SECOND_CONVERSION_USER_ID = 77;
/** Tara's points are kept by a third-party provider (isThirdPartyUser). */
export const PROVIDER_USER_ID = 78;
/** Tara's id at her points provider (tp_integrations getUserDetails). */
export const PROVIDER_MEMBER_ID = "PMC-204518";

const newUsers = [
  {
    id: CONVERSION_USER_ID,
    email: "vera.points@demo.example",
    first_name: "Vera",
    last_name: "Points",
    contact: "91-9833300073",
    is_third_party: 0,
    points_hundredths: 1_000_000,
    redeemed_points_hundredths: 0,
    user_creation_date: "2025-05-05 09:00:00",
  },
  {
    id: SECOND_CONVERSION_USER_ID,
    email: "victor.points@demo.example",
    first_name: "Victor",
    last_name: "Points",
    contact: "91-9833300075",
    is_third_party: 0,
    points_hundredths: 1_000_000,
    redeemed_points_hundredths: 0,
    user_creation_date: "2025-05-06 09:00:00",
  },
  {
    id: PROVIDER_USER_ID,
    email: "tara.provider@demo.example",
    first_name: "Tara",
    last_name: "Provider",
    contact: "91-9833300074",
    is_third_party: 1,
    points_hundredths: 640_000,
    redeemed_points_hundredths: 60_000,
    user_creation_date: "2025-02-02 09:00:00",
  },
] as const;

type LedgerSeed = readonly [
  user: number,
  date: string,
  reason: PerLanguage,
  points: number,
  expiry: string | null,
];

/** The seeded reasons, in every language the API answers in (../../core/language.ts). */
const reasons = {
  welcome: {
    en: "Welcome bonus",
    es: "Bono de bienvenida",
    fr: "Prime de bienvenue",
    de: "Willkommensbonus",
  },
  monthly: {
    en: "Monthly award",
    es: "Premio mensual",
    fr: "Récompense mensuelle",
    de: "Monatliche Prämie",
  },
  quarterly: {
    en: "Quarterly bonus",
    es: "Bono trimestral",
    fr: "Prime trimestrielle",
    de: "Quartalsbonus",
  },
  longService: {
    en: "Long service award",
    es: "Premio por antigüedad",
    fr: "Prime d'ancienneté",
    de: "Prämie für langjährige Zugehörigkeit",
  },
  spot: { en: "Spot award", es: "Premio puntual", fr: "Prime ponctuelle", de: "Sonderprämie" },
  partner: {
    en: "Partner programme credit",
    es: "Abono del programa de socios",
    fr: "Crédit du programme partenaire",
    de: "Gutschrift aus dem Partnerprogramm",
  },
  provider: {
    en: "Redeemed with the provider",
    es: "Canjeados con el proveedor",
    fr: "Utilisés chez le fournisseur",
    de: "Beim Anbieter eingelöst",
  },
} as const satisfies Record<string, PerLanguage>;

/** A seeded order's debit, worded as the ledger words the orders it reads (./ledger.ts). */
const redeemedOn = (order: number): PerLanguage =>
  everyLanguage((language) => LedgerTexts[language].redeemed(order));

/**
 * Ledgers, oldest first. Priya's 13 entries sum to her 25,000.00 points, her debits to her
 * 1,200.00 redeemed; Vera's and Victor's to 10,000.00; Tara's to 6,400.00 (600.00 redeemed).
 */
const ledger: readonly LedgerSeed[] = [
  [1, "2025-01-15", reasons.welcome, 2000, "2026-12-31"],
  [1, "2025-02-01", reasons.monthly, 1500, "2027-01-31"],
  [1, "2025-03-01", reasons.monthly, 1500, "2027-02-28"],
  [1, "2025-03-20", redeemedOn(100118), -700, null],
  [1, "2025-04-01", reasons.monthly, 1500, "2027-03-31"],
  [1, "2025-05-01", reasons.monthly, 1500, "2027-04-30"],
  [1, "2025-06-01", reasons.quarterly, 5000, "2027-05-31"],
  [1, "2025-06-15", redeemedOn(100164), -500, null],
  [1, "2025-07-01", reasons.monthly, 1500, "2027-06-30"],
  [1, "2025-08-01", reasons.monthly, 1500, "2027-07-31"],
  [1, "2025-09-01", reasons.longService, 6000, null],
  [1, "2025-10-01", reasons.monthly, 1500, "2027-09-30"],
  [1, "2025-11-01", reasons.monthly, 2700, "2027-10-31"],
  [CONVERSION_USER_ID, "2025-06-01", reasons.welcome, 4000, null],
  [CONVERSION_USER_ID, "2025-09-01", reasons.spot, 6000, null],
  [SECOND_CONVERSION_USER_ID, "2025-06-02", reasons.welcome, 10000, null],
  [PROVIDER_USER_ID, "2025-03-01", reasons.partner, 5000, "2026-12-31"],
  [PROVIDER_USER_ID, "2025-07-10", reasons.provider, -600, null],
  [PROVIDER_USER_ID, "2025-10-01", reasons.partner, 2000, "2027-09-30"],
];

/** Priya's gift cards in the voucher report (12, so the report has more than one page). */
const egiftNames = [
  "Amazon Pay",
  "Flipkart",
  "Myntra",
  "Swiggy",
  "Zomato",
  "BookMyShow",
  "Croma",
  "Tanishq",
  "Uber",
  "Nykaa",
  "Decathlon",
  "Lifestyle",
] as const;

const at = (date: string): number => Date.parse(`${date}T09:00:00Z`);

export const seedPoints = (db: Db): void => {
  const insertUser = db.prepare(`
    INSERT INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id,
      site, domain, user_login_type, user_creation_date, is_admin, is_third_party, points_hundredths,
      redeemed_points_hundredths, points_currency, gcb_minor, gcb_currency, tokens_minor, country_code)
    VALUES (@id, @email, @password_hash, @first_name, @last_name, @contact, 1001, 1001,
      'marketplace', NULL, '1', @user_creation_date, 0, @is_third_party, @points_hundredths,
      @redeemed_points_hundredths, 'INR', 0, 'INR', 0, 'IN')`);
  for (const user of newUsers) insertUser.run({ ...user, password_hash: hashPassword(DEMO_PASSWORD) });

  const insertEntry = db.prepare(
    "INSERT INTO points_ledger (user_id, at, reason, delta_hundredths, expiry) VALUES (?, ?, ?, ?, ?)",
  );
  for (const [user, date, reason, points, expiry] of ledger) {
    insertEntry.run(user, at(date), storedTexts(reason), Math.round(points * 100), expiry);
  }

  db.prepare(
    "INSERT INTO provider_points (user_id, provider, expiring_hundredths, expiring_date) VALUES (?, ?, ?, ?)",
  ).run(PROVIDER_USER_ID, "Partner Miles Club", 440_000, "2026-12-31");
  db.prepare("INSERT INTO provider_users (user_id, member_id, tier, member_since) VALUES (?, ?, ?, ?)").run(
    PROVIDER_USER_ID,
    PROVIDER_MEMBER_ID,
    "Gold",
    "2024-03-15",
  );

  const insertCard = db.prepare(
    `INSERT INTO egift_vouchers (user_id, code, name, amount_minor, balance_minor, currency, expiry)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  egiftNames.forEach((name, index) => {
    const amount = (index + 1) * 50_000;
    const month = String((index % 12) + 1).padStart(2, "0");
    insertCard.run(
      1,
      `GC${String(7_310_000_000_000 + index * 7919)}`,
      name,
      amount,
      amount - (index % 3) * 10_000,
      "INR",
      `2027-${month}-28`,
    );
  });
};
