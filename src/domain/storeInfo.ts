/**
 * The maintenance page's way in and back (spec §1 'a maintenance page', §2.3 '/maintenance'), and
 * the rewards API catalogue's paging (spec §2.3 '/rewards-api-catalogue', §7.8 plumApi). Pure.
 */

/** Products per page of the rewards API catalogue. */
export const API_CATALOGUE_PAGE_SIZE = 12;

/** The maintenance page of a site, remembering where the shopper was (`from`, a path with its query). */
export const maintenancePath = (sitePrefix: string, from: string): string =>
  `${sitePrefix}/maintenance?${new URLSearchParams({ from }).toString()}`;

/**
 * Where the maintenance page's retry returns to: the remembered path when it is a path of this
 * origin (one leading '/', no scheme, no backslash) and not the maintenance page itself; else the
 * site's home.
 */
export const returnPathOf = (from: string | undefined, sitePrefix: string): string => {
  if (from === undefined) return sitePrefix;
  const path = from.trim();
  const safe =
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    ![...path].some((ch) => ch.charCodeAt(0) < 32) &&
    !/^\/[^?#]*\/maintenance(?:[/?#]|$)/.test(path);
  return safe ? path : sitePrefix;
};

/** Whether the shopper stays on the maintenance page: the store still reports maintenance. */
export const isUnderMaintenance = (settings: { readonly maintenance?: 0 | 1 | undefined }): boolean =>
  settings.maintenance === 1;

/** The page count of a catalogue of `total` products. */
export const pageCountOf = (total: number, pageSize: number = API_CATALOGUE_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
