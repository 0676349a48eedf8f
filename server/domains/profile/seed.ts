/**
 * Demo users of the PROFILE tab's journeys (each changes its user's profile or password, so no
 * other journey uses them; one of each per browser width) and the profile logos.
 * They sign in with the demo password `Demo@1234`.
 */
import type { Db } from "../../core/module";
import { hashPassword } from "../account/passwords";
import { DEMO_PASSWORD } from "../account/seed";

interface ProfileUser {
  readonly id: number;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly contact: string;
  readonly client_id: number;
  readonly site: string;
  readonly domain: string | null;
  readonly user_creation_date: string;
}

const marketplace = { client_id: 1001, site: "marketplace", domain: null } as const;

export const profileUsers: readonly ProfileUser[] = [
  // Edit profile and the alternate e-mail (client 1001 shows it), at 1280 px and 390 px.
  {
    id: 71,
    email: "kiran.desktop@demo.example",
    first_name: "Kiran",
    last_name: "Rao",
    contact: "91-9845012345",
    user_creation_date: "2025-07-04 09:12:00",
    ...marketplace,
  },
  {
    id: 72,
    email: "kiran.phone@demo.example",
    first_name: "Kiran",
    last_name: "Rao",
    contact: "91-9845012346",
    user_creation_date: "2025-07-04 09:13:00",
    ...marketplace,
  },
  // Change password, then sign in with the new one.
  {
    id: 73,
    email: "vera.desktop@demo.example",
    first_name: "Vera",
    last_name: "Nair",
    contact: "91-9845012347",
    user_creation_date: "2025-08-11 15:40:00",
    ...marketplace,
  },
  {
    id: 74,
    email: "vera.phone@demo.example",
    first_name: "Vera",
    last_name: "Nair",
    contact: "91-9845012348",
    user_creation_date: "2025-08-11 15:41:00",
    ...marketplace,
  },
  // Client 2002 (Acme) hides the alternate e-mail.
  {
    id: 75,
    email: "omar@acme.example",
    first_name: "Omar",
    last_name: "Haddad",
    contact: "91-9845012349",
    user_creation_date: "2025-09-20 12:00:00",
    client_id: 2002,
    site: "acme",
    domain: "acme",
  },
];

/** Profile logos (fetchUsersProfileLogo); the other users show their initials. */
const seedLogos = [{ user_id: 1, logo_url: "/profile/avatar-priya.svg" }] as const;

export const seedProfiles = (db: Db): void => {
  const hash = hashPassword(DEMO_PASSWORD);
  const insertUser = db.prepare(`
    INSERT INTO users (id, email, password_hash, first_name, last_name, contact, company_id, client_id,
      site, domain, user_creation_date, points_hundredths)
    VALUES (@id, @email, @password_hash, @first_name, @last_name, @contact, @client_id, @client_id,
      @site, @domain, @user_creation_date, 100000)`);
  for (const user of profileUsers) insertUser.run({ ...user, password_hash: hash });
  const insertLogo = db.prepare("INSERT INTO profile_logos (user_id, logo_url) VALUES (?, ?)");
  for (const logo of seedLogos) insertLogo.run(logo.user_id, logo.logo_url);
};
