/**
 * The demo shoppers of the mobile-recharge and cash-out journeys (one per width, so no other
 * journey counts their points), and one with too few points for a transfer.
 */
import type { Db } from "../../core/module";
import { hashPassword } from "../account/passwords";
import { DEMO_PASSWORD } from "../account/seed";

interface FamilyUser {
  readonly id: number;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly contact: string;
  readonly points_hundredths: number;
}

export const FAMILY_USERS: readonly FamilyUser[] = [
  {
    id: 95,
    email: "ravi.topup@demo.example",
    first_name: "Ravi",
    last_name: "Topup",
    contact: "91-9811100095",
    points_hundredths: 500_000,
  },
  {
    id: 96,
    email: "rhea.topup@demo.example",
    first_name: "Rhea",
    last_name: "Topup",
    contact: "91-9811100096",
    points_hundredths: 500_000,
  },
  {
    id: 97,
    email: "carl.cashout@demo.example",
    first_name: "Carl",
    last_name: "Cashout",
    contact: "91-9811100097",
    points_hundredths: 1_000_000,
  },
  {
    id: 98,
    email: "cora.cashout@demo.example",
    first_name: "Cora",
    last_name: "Cashout",
    contact: "91-9811100098",
    points_hundredths: 1_000_000,
  },
  {
    id: 99,
    email: "sid.cashout@demo.example",
    first_name: "Sid",
    last_name: "Short",
    contact: "91-9811100099",
    points_hundredths: 15_000,
  },
];

/** The one password hash of these users, computed once per process (scrypt is slow). */
let hashed: string | null = null;
const passwordHash = (): string => {
  hashed ??= hashPassword(DEMO_PASSWORD);
  return hashed;
};

export const seedFamilyUsers = (db: Db): void => {
  const insert = db.prepare(`
    INSERT INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id,
      site, domain, user_login_type, user_creation_date, is_admin, is_third_party, points_hundredths,
      redeemed_points_hundredths, points_currency, gcb_minor, gcb_currency, tokens_minor, country_code)
    VALUES (@id, @email, @password_hash, @first_name, @last_name, @contact, 1001, 1001,
      'marketplace', NULL, '1', '2025-10-05 09:00:00', 0, 0, @points_hundredths,
      0, 'INR', 0, 'INR', 0, 'IN')`);
  for (const user of FAMILY_USERS) insert.run({ ...user, password_hash: passwordHash() });
};
