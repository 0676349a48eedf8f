/**
 * Banners (spec §3 'Banner', §4 'Banners', §9): grouped by country name, then by page; shown
 * only while the current time lies between activeTime and expiryTime, both UTC. A banner
 * lacking either time is always shown. Pure: the current time is passed in.
 */
import type { Banner, BannerModule, BannerPage } from "@contract/site";

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const part = (value: string | undefined): number => (value === undefined ? 0 : Number(value));

/**
 * Milliseconds since the epoch of an ISO-8601 time. A time without a zone is UTC (spec §4:
 * both times are UTC). Null when the text is not such a time or names an impossible date.
 */
export const utcMillisOf = (value: string): number | null => {
  const m = ISO_INSTANT.exec(value.trim());
  if (m === null) return null;
  const [, y, mo, d, h, mi, s, ms, zone] = m;
  const year = part(y);
  const month = part(mo);
  const day = part(d);
  const hour = part(h);
  const minute = part(mi);
  const second = part(s);
  const millis = ms === undefined ? 0 : Number(ms.padEnd(3, "0"));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // An impossible day (2026-02-30) rolls over into the next month: refuse it.
  if (new Date(local).getUTCDate() !== day) return null;
  if (zone === undefined || zone.toUpperCase() === "Z") return local;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offset = (part(digits.slice(0, 2)) * 60 + part(digits.slice(2, 4))) * 60_000;
  return local - sign * offset;
};

/**
 * Whether a banner shows at `nowIso` (spec §4): a banner lacking activeTime or expiryTime is
 * always shown; otherwise from activeTime to expiryTime, both included. A banner whose times
 * cannot be read, or a current time that cannot be read, hides a timed banner.
 */
export const isBannerLive = (banner: Banner, nowIso: string): boolean => {
  if (banner.activeTime === undefined || banner.expiryTime === undefined) return true;
  const now = utcMillisOf(nowIso);
  const active = utcMillisOf(banner.activeTime);
  const expiry = utcMillisOf(banner.expiryTime);
  if (now === null || active === null || expiry === null) return false;
  return active <= now && now <= expiry;
};

/** The module's entry for a name: the exact key, else one equal ignoring case. */
const entryOf = <V>(record: Readonly<Record<string, V>>, name: string): V | undefined => {
  const exact = record[name];
  if (exact !== undefined) return exact;
  const wanted = name.trim().toLowerCase();
  const key = Object.keys(record).find((k) => k.trim().toLowerCase() === wanted);
  return key === undefined ? undefined : record[key];
};

/**
 * The banners of a country and page that show at `nowIso` (spec §3, §4), in the module's order.
 * An unknown country or page has none.
 */
export const bannersFor = (
  module: BannerModule,
  countryName: string,
  page: BannerPage,
  nowIso: string,
): readonly Banner[] => {
  const pages = entryOf(module, countryName);
  if (pages === undefined) return [];
  const banners = entryOf(pages, page) ?? [];
  return banners.filter((banner) => isBannerLive(banner, nowIso));
};
