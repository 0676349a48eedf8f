/**
 * Demo shoppers, the menu flags of their clients, linked accounts and gift-card vouchers.
 * Every demo user signs in with the password `Demo@1234`, or by mobile number with the login OTP
 * texted to it (the outbox, which the demo server prints on its console).
 */
import type { Db } from "../../core/module";
import { hashPassword } from "./passwords";
import type { UserRow } from "./store";

export const DEMO_PASSWORD = "Demo@1234";

/** A demo user: a row of the core `users` table, before its password is hashed. */
type SeedUser = Omit<UserRow, "password_hash">;

const base = {
  domain: null,
  user_login_type: "1",
  is_admin: 0,
  is_third_party: 0,
  redeemed_points_hundredths: 0,
  points_currency: "INR",
  gcb_minor: 0,
  gcb_currency: "INR",
  tokens_minor: 0,
  country_code: "IN",
} as const;

export const seedUsers: readonly SeedUser[] = [
  {
    ...base,
    id: 1,
    email: "priya@demo.example",
    first_name: "Priya",
    last_name: "Sharma",
    contact: "91-9876543210",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2024-03-14 10:22:05",
    points_hundredths: 2_500_000,
    redeemed_points_hundredths: 120_000,
    gcb_minor: 200_000,
    tokens_minor: 50_000,
  },
  {
    ...base,
    id: 2,
    email: "sam@demo.example",
    first_name: "Sam",
    last_name: "Carter",
    contact: "1-2025550147",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2024-06-02 08:15:40",
    points_hundredths: 120_050,
    points_currency: "USD",
    gcb_currency: "USD",
    country_code: "US",
  },
  {
    ...base,
    id: 3,
    email: "admin@demo.example",
    first_name: "Ada",
    last_name: "Admin",
    contact: "91-9123456780",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2023-11-20 09:00:00",
    is_admin: 1,
    points_hundredths: 0,
  },
  {
    ...base,
    id: 4,
    email: "tp@demo.example",
    first_name: "Theo",
    last_name: "Third-Party",
    contact: "91-9988776655",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2025-01-08 14:30:12",
    is_third_party: 1,
    points_hundredths: 80_000,
  },
  {
    ...base,
    id: 5,
    email: "alex@acme.example",
    first_name: "Alex",
    last_name: "Moreno",
    contact: "91-9000012345",
    company_id: 2002,
    client_id: 2002,
    site: "acme",
    domain: "acme",
    user_creation_date: "2025-02-17 11:45:00",
    points_hundredths: 500_000,
  },
  {
    ...base,
    id: 6,
    email: "mia@members.example",
    first_name: "Mia",
    last_name: "Lee",
    contact: "91-9811122233",
    company_id: 5179,
    client_id: 5179,
    site: "members",
    domain: "members",
    user_creation_date: "2025-04-03 16:05:21",
    points_hundredths: 30_000,
  },
  {
    ...base,
    id: 7,
    email: "otto@outsider.example",
    first_name: "Otto",
    last_name: "Becker",
    contact: "49-15123456789",
    company_id: 3003,
    client_id: 3003,
    site: "outsider",
    domain: "outsider",
    user_creation_date: "2025-05-21 07:50:33",
    points_hundredths: 10_000,
    points_currency: "EUR",
    gcb_currency: "EUR",
    country_code: "DE",
  },
  // Sam Carter's accounts in the Acme and Membership programmes (linked to user 2).
  {
    ...base,
    id: 8,
    email: "sam.carter@acme.example",
    first_name: "Sam",
    last_name: "Carter",
    contact: "1-2025550147",
    company_id: 2002,
    client_id: 2002,
    site: "acme",
    domain: "acme",
    user_creation_date: "2025-03-10 12:00:00",
    points_hundredths: 75_000,
    country_code: "US",
  },
  {
    ...base,
    id: 9,
    email: "sam.carter@members.example",
    first_name: "Sam",
    last_name: "Carter",
    contact: "1-2025550147",
    company_id: 5179,
    client_id: 5179,
    site: "members",
    domain: "members",
    user_creation_date: "2025-03-11 12:00:00",
    points_hundredths: 15_000,
    country_code: "US",
  },
  {
    ...base,
    id: 10,
    email: "nina@demo.example",
    first_name: "Nina",
    last_name: "Kapoor",
    contact: "91-9812345670",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2025-09-01 09:30:00",
    points_hundredths: 500_000,
    gcb_minor: 150_000,
  },
  // Leo Martin, in the Rewards Marketplace and Acme programmes: each sign-in offers the choice.
  {
    ...base,
    id: 40,
    email: "leo@demo.example",
    first_name: "Leo",
    last_name: "Martin",
    contact: "91-9823456701",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2025-10-02 11:00:00",
    points_hundredths: 80_000,
  },
  {
    ...base,
    id: 41,
    email: "leo.martin@acme.example",
    first_name: "Leo",
    last_name: "Martin",
    contact: "91-9823456701",
    company_id: 2002,
    client_id: 2002,
    site: "acme",
    domain: "acme",
    user_creation_date: "2025-10-02 11:05:00",
    points_hundredths: 30_000,
    country_code: "US",
  },
  // Mara and Milo Mendes fill a cart of several families (a gift card, a charity, merchandise) in
  // the mixed-cart journey, one at each width: no other journey counts their carts.
  {
    ...base,
    id: 42,
    email: "mara@demo.example",
    first_name: "Mara",
    last_name: "Mendes",
    contact: "91-9834567012",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2025-10-03 09:00:00",
    points_hundredths: 500_000,
  },
  {
    ...base,
    id: 43,
    email: "milo@demo.example",
    first_name: "Milo",
    last_name: "Mendes",
    contact: "91-9834567013",
    company_id: 1001,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2025-10-03 09:05:00",
    points_hundredths: 500_000,
  },
  // The per-company switches of spec §6: a company that accepts a surcharge disclaimer before
  // paying (222075) and one with its own terms document (221320), both on the marketplace client.
  {
    ...base,
    id: 21,
    email: "surcharge@demo.example",
    first_name: "Sara",
    last_name: "Surcharge",
    contact: "91-9822200750",
    company_id: 222075,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2025-10-01 10:00:00",
    points_hundredths: 500_000,
  },
  {
    ...base,
    id: 22,
    email: "terms@demo.example",
    first_name: "Tomas",
    last_name: "Terms",
    contact: "91-9822132000",
    company_id: 221320,
    client_id: 1001,
    site: "marketplace",
    user_creation_date: "2025-10-02 10:00:00",
    points_hundredths: 500_000,
  },
];

/** Menu flags per client (spec §3 "Menu data"). */
const seedMenuSettings = [
  { client_id: 1001, show_alternate_email: 1, disable_phone_in_checkout: 0 },
  { client_id: 2002, show_alternate_email: 0, disable_phone_in_checkout: 1 },
  { client_id: 5179, show_alternate_email: 1, disable_phone_in_checkout: 0 },
  { client_id: 3003, show_alternate_email: 0, disable_phone_in_checkout: 0 },
] as const;

/** Groups of linked accounts: Sam Carter in clients 1001, 2002 and 5179; Leo Martin in 1001 and 2002. */
const seedLinkedGroups: readonly (readonly number[])[] = [
  [2, 8, 9],
  [40, 41],
];

/** The members whose sign-in offers the choice of account (showLinkedAccountsModal, spec §3). */
const seedAskOnSignIn: readonly number[] = [40];

/** Priya's gift-card vouchers: INR 1500.00 + INR 500.00 = her INR 2000.00 balance. */
const seedGcbVouchers = [
  { user_id: 1, amount_minor: 150_000, currency: "INR", expiry: "2027-06-30" },
  { user_id: 1, amount_minor: 50_000, currency: "INR", expiry: "2027-12-31" },
] as const;

/**
 * The password hash of each demo user, computed once per process (scrypt is deliberately slow)
 * and reused by every database seeded in it; each user still has a salt of its own.
 */
const demoHashes = new Map<string, string>();
const demoHashOf = (email: string): string => {
  const known = demoHashes.get(email);
  if (known !== undefined) return known;
  const hash = hashPassword(DEMO_PASSWORD);
  demoHashes.set(email, hash);
  return hash;
};

export const seedAccounts = (db: Db): void => {
  const insertUser = db.prepare(`
    INSERT INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id,
      site, domain, user_login_type, user_creation_date, is_admin, is_third_party, points_hundredths,
      redeemed_points_hundredths, points_currency, gcb_minor, gcb_currency, tokens_minor, country_code)
    VALUES (@id, @email, @password_hash, @first_name, @last_name, @contact, @company_id, @client_id,
      @site, @domain, @user_login_type, @user_creation_date, @is_admin, @is_third_party, @points_hundredths,
      @redeemed_points_hundredths, @points_currency, @gcb_minor, @gcb_currency, @tokens_minor, @country_code)`);
  for (const user of seedUsers) insertUser.run({ ...user, password_hash: demoHashOf(user.email) });

  const insertMenu = db.prepare(
    "INSERT INTO client_menu_settings (client_id, show_alternate_email, disable_phone_in_checkout) VALUES (@client_id, @show_alternate_email, @disable_phone_in_checkout)",
  );
  for (const m of seedMenuSettings) insertMenu.run(m);

  const insertLink = db.prepare("INSERT INTO linked_accounts (user_id, group_id) VALUES (?, ?)");
  seedLinkedGroups.forEach((members, index) => {
    for (const userId of members) insertLink.run(userId, index + 1);
  });
  const insertPrompt = db.prepare("INSERT INTO linked_account_prompts (user_id) VALUES (?)");
  for (const userId of seedAskOnSignIn) insertPrompt.run(userId);

  const insertVoucher = db.prepare(
    "INSERT INTO gcb_vouchers (user_id, amount_minor, currency, expiry) VALUES (?, ?, ?, ?)",
  );
  for (const v of seedGcbVouchers) insertVoucher.run(v.user_id, v.amount_minor, v.currency, v.expiry);
};
