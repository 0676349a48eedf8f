/**
 * The site's own words (spec §3 customText: the points label, the pay button) in the shopper's
 * language: a site that names its points ('Acme Stars') keeps its name in every language; the
 * storefront's default words ('Points', 'Pay Now') come from the message table.
 */
import { isDefaultPayNowButton, isDefaultPointsLabel } from "@domain/site";
import { useSelector } from "@views/useSelector";
import { useMessages } from "../i18n";
import { useFlow } from "../system";
import { siteMessages } from "./messages";

type SiteTexts = typeof siteMessages.en;

/** The points label shown: the site's name for its points, or the table's word for the default. */
export const pointsLabelIn = (label: string, text: SiteTexts): string =>
  isDefaultPointsLabel(label) ? text.pointsLabel : label.trim();

/** The pay button's text shown: the site's own, or the table's words for the default. */
export const payNowButtonIn = (button: string, text: SiteTexts): string =>
  isDefaultPayNowButton(button) ? text.payNowButton : button.trim();

/** The site's points label in the shopper's language. */
export const usePointsLabel = (): string =>
  pointsLabelIn(
    useSelector(useFlow("site"), (s) => s.context.pointsLabel),
    useMessages(siteMessages),
  );

/** The site's pay button text in the shopper's language. */
export const usePayNowButton = (): string =>
  payNowButtonIn(
    useSelector(useFlow("site"), (s) => s.context.payNowButton),
    useMessages(siteMessages),
  );
