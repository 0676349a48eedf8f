/**
 * The flights' demo shoppers (ids 85 to 89, e-mails *.flights@demo.example, password `Demo@1234`):
 * INR points that pay part of a fare, so a booking pays the rest through the card gateway.
 */
import type { Db } from "../../core/module";
import { hashPassword } from "../account/passwords";
import { DEMO_PASSWORD } from "../account/seed";

export const FLIGHT_DEMO_USERS = [
  {
    id: 85,
    email: "asha.flights@demo.example",
    first_name: "Asha",
    last_name: "Rao",
    points_hundredths: 500_000,
  },
  {
    id: 86,
    email: "ravi.flights@demo.example",
    first_name: "Ravi",
    last_name: "Iyer",
    points_hundredths: 500_000,
  },
  {
    id: 87,
    email: "meera.flights@demo.example",
    first_name: "Meera",
    last_name: "Nair",
    points_hundredths: 5_000_000,
  },
  {
    id: 88,
    email: "kiran.flights@demo.example",
    first_name: "Kiran",
    last_name: "Das",
    points_hundredths: 5_000_000,
  },
  {
    id: 89,
    email: "leela.flights@demo.example",
    first_name: "Leela",
    last_name: "Menon",
    points_hundredths: 0,
  },
] as const;

export const seedFlights = (db: Db): void => {
  const insert = db.prepare(`
    INSERT OR IGNORE INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id,
      site, domain, user_login_type, user_creation_date, is_admin, is_third_party, points_hundredths,
      redeemed_points_hundredths, points_currency, gcb_minor, gcb_currency, tokens_minor, country_code)
    VALUES (?, ?, ?, ?, ?, ?, 1001, 1001, 'marketplace', NULL, '1', '2025-01-10 09:00:00', 0, 0, ?, 0, 'INR', 0, 'INR', 0, 'IN')`);
  const hash = hashPassword(DEMO_PASSWORD);
  for (const user of FLIGHT_DEMO_USERS)
    insert.run(
      user.id,
      user.email,
      hash,
      user.first_name,
      user.last_name,
      `91-98450000${user.id}`,
      user.points_hundredths,
    );
};
