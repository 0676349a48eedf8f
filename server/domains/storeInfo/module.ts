/**
 * The store's information pages, the maintenance switch and the client admin's KYB check
 * (spec §1 'Other features', §2.3 '/common', '/maintenance', '/rewards-api-catalogue', §2.4
 * 'Pricing Plans', §7.2 KYB status, §7.3 getPlans, §7.8 plumApi).
 *
 * The maintenance switch is a server setting, for every site or for one: while it is on,
 * fetchPlatformSetting answers `maintenance: 1` and the storefront shows its maintenance page. The
 * operator (or a test) reads and turns it with the admin token, from this machine
 * (../../core/admin.ts); anyone else gets 404:
 *
 *   POST /__admin/maintenance   {"on": true|false, "site"?: "members"}   answers {"maintenance": 0|1}
 *   GET  /__admin/maintenance?site=members                              answers {"maintenance": 0|1}
 */

import { getCommonPage, getKybStatus, getPlans, type KybState, plumApi } from "@contract/storeInfo";
import type { Hono } from "hono";
import { refused } from "../../core/answers";
import { API_LANGUAGES, inLanguage, type PerLanguage, storedTextIn, storedTexts } from "../../core/language";
import { type AppEnv, type Db, handle, type ServerModule } from "../../core/module";
import { fromMinor } from "../site/money";

const ddl = `
-- Server settings an admin switches at run time (the maintenance switch).
CREATE TABLE IF NOT EXISTS server_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
-- The know-your-business check of a client company (spec §7.2); reason: its texts by language
-- (server/core/language.ts storedTexts).
CREATE TABLE IF NOT EXISTS kyb_checks (
  company_id INTEGER PRIMARY KEY,
  status TEXT NOT NULL,
  updated_at TEXT,
  reason TEXT
);
-- The '/common' page of a site (spec §2.3) in one language: its title and sections, in order.
CREATE TABLE IF NOT EXISTS common_pages (
  site TEXT NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  sections TEXT NOT NULL,
  PRIMARY KEY (site, language)
);
`;

const settingOf = (site: string | null): string => (site === null ? "maintenance" : `maintenance:${site}`);

const isOn = (db: Db, name: string): boolean =>
  (db.prepare("SELECT value FROM server_settings WHERE name = ?").get(name) as { value: string } | undefined)
    ?.value === "1";

/** Whether a site is under maintenance: every site's switch, or its own. */
export const isUnderMaintenance = (db: Db, site: string | null = null): boolean =>
  isOn(db, settingOf(null)) || (site !== null && isOn(db, settingOf(site)));

/** Turns the switch of every site (`site` null) or of one site on or off. */
export const setMaintenance = (db: Db, on: boolean, site: string | null = null): void => {
  db.prepare(
    "INSERT INTO server_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
  ).run(settingOf(site), on ? "1" : "0");
};

interface CommonPage {
  readonly title: string;
  readonly sections: readonly { readonly heading: string; readonly body: string }[];
}

/** The '/common' pages of the demo sites, in every language the API answers in (../../core/language.ts). */
const COMMON_PAGES: Readonly<Record<string, PerLanguage<CommonPage>>> = {
  marketplace: {
    en: {
      title: "About this store",
      sections: [
        {
          heading: "Rewards made simple",
          body: "This store lets you spend reward points, gift-card balance, tokens and reward codes on gift cards, experiences, merchandise, travel and more.",
        },
        {
          heading: "Paying the rest",
          body: "When your balances do not cover an order, pay the remainder by card or with one of the payment providers offered at checkout.",
        },
        {
          heading: "Need help?",
          body: "Track an order from the header, check a reward code's balance, or raise a ticket from the footer's Customers links.",
        },
      ],
    },
    es: {
      title: "Acerca de esta tienda",
      sections: [
        {
          heading: "Recompensas sin complicaciones",
          body: "En esta tienda puedes gastar puntos de recompensa, saldo de tarjetas regalo, tokens y códigos de recompensa en tarjetas regalo, experiencias, artículos, viajes y mucho más.",
        },
        {
          heading: "Pagar el resto",
          body: "Cuando tus saldos no cubren un pedido, paga el resto con tarjeta o con uno de los proveedores de pago que se ofrecen al finalizar la compra.",
        },
        {
          heading: "¿Necesitas ayuda?",
          body: "Sigue un pedido desde la cabecera, consulta el saldo de un código de recompensa o abre una incidencia desde los enlaces de Clientes del pie de página.",
        },
      ],
    },
    fr: {
      title: "À propos de cette boutique",
      sections: [
        {
          heading: "Des récompenses en toute simplicité",
          body: "Cette boutique vous permet de dépenser vos points de récompense, votre solde de cartes cadeaux, vos jetons et vos codes de récompense en cartes cadeaux, expériences, articles, voyages et plus encore.",
        },
        {
          heading: "Payer le reste",
          body: "Lorsque vos soldes ne couvrent pas une commande, payez le reste par carte ou avec l'un des prestataires de paiement proposés lors du paiement.",
        },
        {
          heading: "Besoin d'aide ?",
          body: "Suivez une commande depuis l'en-tête, consultez le solde d'un code de récompense ou ouvrez un ticket depuis les liens Clients du pied de page.",
        },
      ],
    },
    de: {
      title: "Über diesen Shop",
      sections: [
        {
          heading: "Prämien ganz einfach",
          body: "In diesem Shop kannst du Prämienpunkte, Geschenkkartenguthaben, Tokens und Prämiencodes für Geschenkkarten, Erlebnisse, Artikel, Reisen und mehr ausgeben.",
        },
        {
          heading: "Den Rest bezahlen",
          body: "Wenn deine Guthaben eine Bestellung nicht decken, bezahle den Rest mit Karte oder mit einem der Zahlungsanbieter, die an der Kasse angeboten werden.",
        },
        {
          heading: "Brauchst du Hilfe?",
          body: "Verfolge eine Bestellung über die Kopfzeile, prüfe das Guthaben eines Prämiencodes oder eröffne ein Ticket über die Kunden-Links in der Fußzeile.",
        },
      ],
    },
  },
  acme: {
    en: {
      title: "About Acme Rewards",
      sections: [
        {
          heading: "Acme Stars",
          body: "Acme Stars are earned for your work at Acme and spent here on rewards of your choice.",
        },
        { heading: "Questions", body: "Your HR team answers questions about Acme Stars." },
      ],
    },
    es: {
      title: "Acerca de Acme Rewards",
      sections: [
        {
          heading: "Acme Stars",
          body: "Las Acme Stars se ganan por tu trabajo en Acme y se gastan aquí en las recompensas que elijas.",
        },
        { heading: "Preguntas", body: "Tu equipo de RR. HH. responde a las preguntas sobre las Acme Stars." },
      ],
    },
    fr: {
      title: "À propos d'Acme Rewards",
      sections: [
        {
          heading: "Acme Stars",
          body: "Les Acme Stars se gagnent par votre travail chez Acme et se dépensent ici en récompenses de votre choix.",
        },
        { heading: "Questions", body: "Votre équipe RH répond aux questions sur les Acme Stars." },
      ],
    },
    de: {
      title: "Über Acme Rewards",
      sections: [
        {
          heading: "Acme Stars",
          body: "Acme Stars verdienst du mit deiner Arbeit bei Acme und gibst sie hier für Prämien deiner Wahl aus.",
        },
        { heading: "Fragen", body: "Dein HR-Team beantwortet Fragen zu den Acme Stars." },
      ],
    },
  },
};

/** What the KYB status answers without a signed-in user, by language. */
const SIGN_IN_FIRST: PerLanguage = {
  en: "Sign in first.",
  es: "Inicia sesión primero.",
  fr: "Connectez-vous d'abord.",
  de: "Melde dich zuerst an.",
};

/** What getCommonPage answers when no site has a page, by language. */
const NO_PAGE: PerLanguage = {
  en: "No page here.",
  es: "Aquí no hay ninguna página.",
  fr: "Aucune page ici.",
  de: "Hier gibt es keine Seite.",
};

const seed = (db: Db): void => {
  const kyb = db.prepare(
    "INSERT INTO kyb_checks (company_id, status, updated_at, reason) VALUES (?, ?, ?, ?)",
  );
  kyb.run(1001, "in_review", "2026-11-20T10:00:00.000Z", null);
  kyb.run(2002, "verified", "2026-10-02T09:30:00.000Z", null);
  kyb.run(
    5179,
    "rejected",
    "2026-11-18T15:45:00.000Z",
    storedTexts({
      en: "The certificate of incorporation is not legible.",
      es: "El certificado de constitución no es legible.",
      fr: "Le certificat de constitution n'est pas lisible.",
      de: "Die Gründungsurkunde ist nicht lesbar.",
    }),
  );
  kyb.run(222075, "documents_pending", "2026-11-22T08:00:00.000Z", null);
  const page = db.prepare("INSERT INTO common_pages (site, language, title, sections) VALUES (?, ?, ?, ?)");
  for (const [site, languages] of Object.entries(COMMON_PAGES)) {
    for (const language of API_LANGUAGES) {
      const { title, sections } = languages[language];
      page.run(site, language, title, JSON.stringify(sections));
    }
  }
  setMaintenance(db, false);
};

/** The rewards API's pricing plans (spec §2.4 'Pricing Plans', §7.3 getPlans). */
const PLANS = [
  {
    plan_id: "starter",
    name: "Starter",
    monthly_fee: 0,
    currency_code: "USD",
    calls_per_month: 1000,
    features: ["Catalogue and order API", "Sandbox keys", "E-mail support"],
  },
  {
    plan_id: "growth",
    name: "Growth",
    monthly_fee: 199,
    currency_code: "USD",
    calls_per_month: 50000,
    features: ["Everything in Starter", "Webhooks for order status", "Priority support"],
  },
  {
    plan_id: "enterprise",
    name: "Enterprise",
    monthly_fee: 999,
    currency_code: "USD",
    calls_per_month: null,
    features: ["Everything in Growth", "Dedicated account manager", "Custom catalogue"],
  },
] as const;

interface ProductRow {
  readonly product_id: number;
  readonly name: string;
  readonly currency_code: string;
  readonly denominations: string;
  readonly type: string;
}

const KYB_STATES: readonly KybState[] = [
  "not_started",
  "documents_pending",
  "in_review",
  "verified",
  "rejected",
];
const asKybState = (value: string): KybState => KYB_STATES.find((s) => s === value) ?? "not_started";

const routes = (app: Hono<AppEnv>, deps: { db: Db }): void => {
  app.get("/__admin/maintenance", (c) =>
    c.json({ maintenance: isUnderMaintenance(deps.db, c.req.query("site") ?? null) ? 1 : 0 }),
  );
  app.post("/__admin/maintenance", async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const on = typeof body === "object" && body !== null && "on" in body ? body.on : undefined;
    const site = typeof body === "object" && body !== null && "site" in body ? body.site : undefined;
    const siteOk = site === undefined || (typeof site === "string" && /^[a-z0-9-]+$/.test(site));
    if (typeof on !== "boolean" || !siteOk) {
      return c.json({ message: 'Send {"on": true} or {"on": false}, with an optional "site".' }, 400);
    }
    setMaintenance(deps.db, on, typeof site === "string" ? site : null);
    return c.json({ maintenance: on ? 1 : 0 });
  });
};

export const storeInfoModule: ServerModule = {
  name: "storeInfo",
  ddl,
  seed,
  routes,
  handlers: [
    handle(plumApi, (ctx, input) => {
      const { limit, offset } = input.add_data;
      const rows = ctx.db
        .prepare(
          `SELECT product_id, name, currency_code, denominations, type FROM products
            WHERE type = 'vouchers' AND denominations != '' ORDER BY product_id LIMIT ? OFFSET ?`,
        )
        .all(limit, offset) as ProductRow[];
      const total = (
        ctx.db
          .prepare("SELECT COUNT(*) AS n FROM products WHERE type = 'vouchers' AND denominations != ''")
          .get() as { n: number }
      ).n;
      const products = rows.map((row) => ({
        product_id: row.product_id,
        name: row.name,
        brand: row.name.replace(/\s+(Gift Card|E-Gift Card|Voucher)$/i, ""),
        category: "Gift cards",
        denominations: row.denominations
          .split(",")
          .filter((d) => d !== "")
          .map((d) => fromMinor(Number(d), row.currency_code)),
        currency_code: row.currency_code,
        api_code: `PLUM-${row.product_id}`,
      }));
      return { data: { plumApi: { success: 1, data: { products, total } } } };
    }),

    handle(getPlans, () => ({
      data: { getPlans: { success: 1, data: PLANS.map((p) => ({ ...p, features: [...p.features] })) } },
    })),

    handle(getKybStatus, (ctx) => {
      const user =
        ctx.session === null
          ? undefined
          : (ctx.db.prepare("SELECT company_id FROM users WHERE id = ?").get(ctx.session.userId) as
              | { company_id: number }
              | undefined);
      if (user === undefined)
        return { data: { get_kyb_status_for_kyb: refused(inLanguage(SIGN_IN_FIRST, ctx.language)) } };
      const row = ctx.db.prepare("SELECT * FROM kyb_checks WHERE company_id = ?").get(user.company_id) as
        | { status: string; updated_at: string | null; reason: string | null }
        | undefined;
      return {
        data: {
          get_kyb_status_for_kyb: {
            success: 1,
            data: {
              company_id: user.company_id,
              status: asKybState(row?.status ?? "not_started"),
              updated_at: row?.updated_at ?? null,
              reason: row?.reason == null ? null : storedTextIn(row.reason, ctx.language),
            },
          },
        },
      };
    }),

    handle(getCommonPage, (ctx, input) => {
      const site =
        input.urlPrefix
          .trim()
          .replace(/^\/+|\/+$/g, "")
          .toLowerCase() || "marketplace";
      // The site's page in the shopper's language, else in English; a site without a page has
      // the marketplace's (spec §3 'Language': default en).
      const pageIn = (of: string) =>
        ctx.db
          .prepare(
            "SELECT title, sections FROM common_pages WHERE site = ? AND language IN (?, 'en') ORDER BY language = 'en' LIMIT 1",
          )
          .get(of, ctx.language) as { title: string; sections: string } | undefined;
      const row = pageIn(site) ?? pageIn("marketplace");
      if (row === undefined) return { data: { getCommonPage: refused(inLanguage(NO_PAGE, ctx.language)) } };
      const sections = JSON.parse(row.sections) as { heading: string; body: string }[];
      return { data: { getCommonPage: { success: 1, data: { title: row.title, sections } } } };
    }),
  ],
};
