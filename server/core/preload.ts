/**
 * The code a page will need, named in the page itself. For an address whose screen loads its code
 * on demand (a product, the checkout, the cart, ...: src/domain/screenCode.ts), the storefront's
 * index.html is sent with a `<link rel="modulepreload">` for each script of that screen and a
 * `<link rel="preload" as="style">` for each of its style sheets, read from the build's manifest
 * (`dist/.vite/manifest.json`). The browser then fetches them alongside the landing code, instead
 * of after it has run; the page still loads them itself, so an address guessed wrong costs only
 * unused downloads.
 */
import { SCREEN_MODULES, type ScreenWithCodeOnDemand } from "@domain/screenCode";

/** One chunk of Vite's build manifest. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isTextList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The manifest in `text`, or null when it is not one (a build without it gives no hints). */
export const parseManifest = (text: string): BuildManifest | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const manifest: Record<string, ManifestChunk> = {};
  for (const [key, chunk] of Object.entries(value)) {
    if (!isRecord(chunk) || typeof chunk.file !== "string") return null;
    if (chunk.imports !== undefined && !isTextList(chunk.imports)) return null;
    if (chunk.css !== undefined && !isTextList(chunk.css)) return null;
    manifest[key] = {
      file: chunk.file,
      ...(chunk.imports === undefined ? {} : { imports: chunk.imports }),
      ...(chunk.css === undefined ? {} : { css: chunk.css }),
      ...(chunk.isEntry === true ? { isEntry: true } : {}),
    };
  }
  return manifest;
};

interface Files {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The scripts and style sheets of the chunk `key`: itself and what it imports, transitively. */
const filesOf = (manifest: BuildManifest, keys: readonly string[]): Files => {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!styles.includes(sheet)) styles.push(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
};

/** The storefront's page (a build that offers the drawer has the watch page of a log besides). */
const STOREFRONT_PAGE = "index.html";

/** The entry of the storefront's page: the other pages' code is never the landing page's. */
const storefrontEntries = (manifest: BuildManifest): string[] =>
  Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry === true && key === STOREFRONT_PAGE)
    .map(([key]) => key);

/**
 * The files the screen needs beyond what the page loads already (the entry and what it imports),
 * in the order the screen imports them.
 */
export const screenFiles = (manifest: BuildManifest, screen: ScreenWithCodeOnDemand): Files => {
  const landing = filesOf(manifest, storefrontEntries(manifest));
  const own = filesOf(manifest, [SCREEN_MODULES[screen]]);
  return {
    scripts: own.scripts.filter((file) => !landing.scripts.includes(file)),
    styles: own.styles.filter((file) => !landing.styles.includes(file)),
  };
};

/** The `<link>` tags that name the files of `screen` beyond the page's own. */
export const preloadTags = (manifest: BuildManifest, screen: ScreenWithCodeOnDemand): string => {
  const { scripts, styles } = screenFiles(manifest, screen);
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join("");
};

/** The class names a style sheet's rules select (`.name`), by sheet. */
export type SheetClasses = ReadonlyMap<string, ReadonlySet<string>>;

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names each sheet selects. */
export const sheetClassesOf = (sheets: Readonly<Record<string, string>>): SheetClasses =>
  new Map(
    Object.entries(sheets).map(([file, css]) => [
      file,
      new Set(
        [...css.replace(/\{[^{}]*\}/g, "{}").matchAll(CLASS_SELECTOR)].flatMap((m) =>
          m[1] === undefined ? [] : [m[1]],
        ),
      ),
    ]),
  );

/**
 * The style sheets a page rendered on the server needs beyond the page's own (the entry's, in its
 * head already): every sheet with a rule for a class its markup uses. The markup paints styled
 * from the first byte, whichever screens and regions it holds.
 */
export const sheetsForMarkup = (html: string, sheets: SheetClasses, own: readonly string[]): string[] => {
  const used = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] === undefined ? [] : m[1].split(/\s+/))),
  );
  return [...sheets]
    .filter(([file, classes]) => !own.includes(file) && [...classes].some((name) => used.has(name)))
    .map(([file]) => file);
};

/**
 * The `<link>` tags a page sent with its first screen rendered takes in once it has loaded
 * (./pages): the scripts of its screen, beyond the landing code. Its style sheets' rules are in
 * its head already.
 */
export const renderedPageTags = (manifest: BuildManifest, screen: ScreenWithCodeOnDemand | null): string =>
  (screen === null ? [] : screenFiles(manifest, screen).scripts)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");

/** The style sheets the entry's page loads itself (in its head). */
export const entrySheets = (manifest: BuildManifest): string[] =>
  filesOf(manifest, storefrontEntries(manifest)).styles.slice();

/** `html` with `tags` at the end of its head. */
export const withHeadTags = (html: string, tags: string): string => {
  if (tags === "") return html;
  const end = html.indexOf("</head>");
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
};
