/**
 * The English interface texts a page shown in Spanish, French or German must not show (spec §3
 * 'Language', §9 'Languages enabled for translation: en, es, fr, de'): the texts of every English
 * message table, less those a translation rightly keeps as they are (the same in that language),
 * those shorter than {@link MIN_LETTERS} characters without their placeholders, and those made of
 * placeholders alone. A table text is found only when it is the whole text of an element or an
 * attribute, its placeholders standing for anything, so the catalogue's data (product names,
 * descriptions) never counts as English that slipped through.
 */
import { Texts as errorTexts } from "@errors/catalogue";
import { resetPasswordMessages, signUpMessages } from "@views/account/messages";
import { switchAccountMessages } from "@views/account/switchAccountMessages";
import { unsubscribeMessages } from "@views/account/unsubscribeMessages";
import { captchaMessages } from "@views/captcha/messages";
import { cartBookingMessages } from "@views/cart/bookingMessages";
import { cartFamilyMessages } from "@views/cart/familyMessages";
import { cartMessages } from "@views/cart/messages";
import { cartToastMessages } from "@views/cart/toastMessages";
import { cashoutMessages } from "@views/cashout/messages";
import { companyMessages } from "@views/checkout/companyMessages";
import { deliveryMessages } from "@views/checkout/deliveryMessages";
import { checkoutMessages } from "@views/checkout/messages";
import { providerMessages } from "@views/checkout/providerMessages";
import { homeMessages } from "@views/country/homeMessages";
import { countryMessages } from "@views/country/messages";
import { dialogMessages } from "@views/dialogs/messages";
import { experiencesMessages } from "@views/experiences/messages";
import { flightsMessages } from "@views/flights/messages";
import { balanceCheckerMessages } from "@views/guest/balanceChecker/messages";
import { redeemGuideMessages } from "@views/guest/redeemGuide/messages";
import { ticketMessages } from "@views/guest/ticket/messages";
import { trackOrderMessages } from "@views/guest/trackOrder/messages";
import { hotelsMessages } from "@views/hotels/messages";
import type { TableName, Translation } from "@views/i18n";
import type { Catalogue } from "@views/i18n/catalogue";
import { layoutMessages } from "@views/layout/messages";
import { listingMessages } from "@views/listing/messages";
import { pageMessages, screenTitles } from "@views/pages/messages";
import { signInMessages } from "@views/pages/signInMessages";
import { paymentMessages } from "@views/payment/messages";
import { productMessages } from "@views/product/messages";
import { perksMessages } from "@views/product/perksMessages";
import { balancesMessages } from "@views/profile/balances/messages";
import { profileDetailsMessages } from "@views/profile/details/messages";
import { profileAreaMessages } from "@views/profile/messages";
import { ordersMessages } from "@views/profile/orders/messages";
import { searchMessages } from "@views/search/messages";
import { logoutMessages } from "@views/session/messages";
import { displayNameMessages } from "@views/shell/displayNameMessages";
import { loadFailedMessages } from "@views/shell/loadFailedMessages";
import { shellMessages } from "@views/shell/messages";
import { siteMessages } from "@views/site/messages";
import { storeInfoMessages } from "@views/storeInfo/messages";
import { thirdPartyMessages } from "@views/thirdParty/messages";
import { topupMessages } from "@views/topup/messages";

/**
 * Every English message table by its name in the catalogue: a table the catalogue gains and this
 * list lacks does not compile. The error catalogue's table is its own `Texts` (src/views/i18n/errors.ts).
 */
export const ENGLISH_TABLES: { readonly [A in TableName]: Catalogue[A] } = {
  captcha: captchaMessages,
  cart: cartMessages,
  cartFamilies: cartFamilyMessages,
  cartBookings: cartBookingMessages,
  cartToast: cartToastMessages,
  checkout: checkoutMessages,
  delivery: deliveryMessages,
  providers: providerMessages,
  storeInfo: storeInfoMessages,
  home: homeMessages,
  country: countryMessages,
  dialogs: dialogMessages,
  balanceChecker: balanceCheckerMessages,
  redeemGuide: redeemGuideMessages,
  trackOrder: trackOrderMessages,
  ticket: ticketMessages,
  errors: { name: "errors", en: errorTexts },
  layout: layoutMessages,
  listing: listingMessages,
  pages: pageMessages,
  screenTitles,
  signIn: signInMessages,
  payment: paymentMessages,
  product: productMessages,
  search: searchMessages,
  logout: logoutMessages,
  displayNames: displayNameMessages,
  shell: shellMessages,
  loadFailed: loadFailedMessages,
  site: siteMessages,
  thirdParty: thirdPartyMessages,
  resetPassword: resetPasswordMessages,
  unsubscribe: unsubscribeMessages,
  switchAccount: switchAccountMessages,
  signUp: signUpMessages,
  perks: perksMessages,
  companySwitches: companyMessages,
  profileArea: profileAreaMessages,
  profileDetails: profileDetailsMessages,
  orders: ordersMessages,
  balances: balancesMessages,
  topup: topupMessages,
  cashout: cashoutMessages,
  flights: flightsMessages,
  hotels: hotelsMessages,
  experiences: experiencesMessages,
};

/** A text shorter than this, once its placeholders are taken out, is too short to tell apart. */
export const MIN_LETTERS = 4;

/** One English table text to look for. */
export interface EnglishText {
  readonly table: string;
  readonly key: string;
  readonly text: string;
}

const PLACEHOLDER = /\{[A-Za-z_]+\}/g;
const HAS_PLACEHOLDER = /\{[A-Za-z_]+\}/;

/** Whitespace as a reader sees it: runs of spaces (no-break spaces too) as one, none at the ends. */
export const normalized = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Whether a table text is worth looking for: long enough and more than placeholders. */
const isTelling = (text: string): boolean => {
  const words = normalized(text.replace(PLACEHOLDER, " "));
  return words.length >= MIN_LETTERS && /\p{L}/u.test(words);
};

/** A table's texts by key, read without its declared key type. */
const entriesOf = (texts: object): readonly (readonly [string, string])[] =>
  Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === "string");

/**
 * The English texts a page in `translation`'s language must not show: each table's texts whose
 * translation differs from them, long enough, not placeholders alone.
 */
export const englishTextsFor = (
  translation: Translation,
  tables: { readonly [A in TableName]: { readonly en: object } } = ENGLISH_TABLES,
): readonly EnglishText[] =>
  (Object.keys(tables) as TableName[]).flatMap((table) => {
    const translated = new Map(entriesOf(translation[table]));
    return entriesOf(tables[table].en)
      .filter(([key, text]) => isTelling(text) && normalized(translated.get(key) ?? "") !== normalized(text))
      .map(([key, text]) => ({ table, key, text: normalized(text) }));
  });

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A table text as a whole-text pattern: its placeholders stand for anything. */
const patternOf = (text: string): RegExp =>
  new RegExp(`^${text.split(PLACEHOLDER).map(escaped).join(".+")}$`, "su");

/** A table text's own words: its length without its placeholders. */
const ownLength = (text: string): number => text.replace(PLACEHOLDER, "").length;

/**
 * Which of `texts` a page shows, given the whole texts of its elements and attributes (`shown`):
 * a text without placeholders by equality, one with placeholders by its pattern, the filling no
 * longer than the text's own words (so a data sentence that merely begins like a table text, a
 * description opening with 'Choose ', is not taken for it). Each found text once, with the first
 * page text that matched it.
 */
export const englishTextsIn = (
  shown: readonly string[],
  texts: readonly EnglishText[],
): readonly (EnglishText & { readonly shown: string })[] => {
  const onPage = [...new Set(shown.map(normalized).filter((text) => text !== ""))];
  const whole = new Set(onPage);
  return texts.flatMap((english) => {
    if (!HAS_PLACEHOLDER.test(english.text))
      return whole.has(english.text) ? [{ ...english, shown: english.text }] : [];
    const pattern = patternOf(english.text);
    const own = ownLength(english.text);
    const match = onPage.find((text) => text.length - own <= own && pattern.test(text));
    return match === undefined ? [] : [{ ...english, shown: match }];
  });
};

/** The attributes whose words a shopper reads or hears. */
const SPOKEN_ATTRIBUTES = [
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
];

/** An element's text longer than this is a container's, never one table text. */
const LONGEST_TEXT = 400;

/**
 * In the page: the document's title and the whole text of each element and spoken attribute
 * (scripts, styles and the data elements' words left out). Passed to `page.evaluate`, so it uses nothing from outside.
 */
export const pageTexts = ({
  attributes,
  longest,
  data,
}: {
  readonly attributes: readonly string[];
  readonly longest: number;
  readonly data: string;
}) => {
  const texts: string[] = [document.title];
  // An element's own words: its text without what its data elements say.
  const wordsOf = (element: Element): string => {
    if (element.querySelector(data) === null) return element.textContent ?? "";
    let words = "";
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
      if (node.parentElement?.closest(data) === null) words += node.textContent ?? "";
    return words;
  };
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    if (element.closest(`script, style, noscript, template, ${data}`) !== null) continue;
    if ((element.textContent ?? "").length <= longest) texts.push(wordsOf(element));
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value !== null) texts.push(value);
    }
    if (element instanceof HTMLInputElement && (element.type === "submit" || element.type === "button"))
      texts.push(element.value);
  }
  return texts;
};

/**
 * Elements that name the catalogue's data as the API words it: a category's link (spec §2.3
 * 'subcategory link ?filter_value_id={value}', '?category_id={filter_value_id}'), its name the
 * category's own.
 */
const DATA_ELEMENTS = 'a[href*="filter_value_id="], a[href*="category_id="]';

/** The arguments of {@link pageTexts}. */
export const PAGE_TEXTS_OPTIONS = {
  attributes: SPOKEN_ATTRIBUTES,
  longest: LONGEST_TEXT,
  data: DATA_ELEMENTS,
} as const;
