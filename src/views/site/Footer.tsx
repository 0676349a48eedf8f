import { siteFeatureConfig } from "@config";
import { optOutUrlFor, REWARDS_API_CATALOGUE_PATH } from "@domain/site";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { type ReactNode, useId } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { DialogButton } from "../layout/DialogButton";
import { useFlow } from "../system";
import { visuallyHidden } from "../theme/a11y";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { siteMessages } from "./messages";

/** The product's own pages the footer links to (they open in a new tab). */
export const FOOTER_LINKS = {
  faqs: "https://help.rewards-storefront.example/faqs",
  catalog: "https://www.rewards-storefront.example/catalog",
  integrations: "https://www.rewards-storefront.example/integrations",
  bulkEnquiry: "https://www.rewards-storefront.example/bulk-enquiry",
  aboutUs: "https://www.rewards-storefront.example/about",
  contactUs: "https://www.rewards-storefront.example/contact",
  careers: "https://www.rewards-storefront.example/careers",
  termsOfUse: "https://www.rewards-storefront.example/terms",
  privacyPolicy: "https://www.rewards-storefront.example/privacy",
} as const;

const Bar = styled.footer`
  margin-top: auto;
  background: var(--ink);
  color: color-mix(in srgb, var(--surface) 78%, transparent);
  font-size: 14px;
`;

const Inner = styled.div`
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 40px 16px 24px;
  display: grid;
  gap: 32px;

  @media (max-width: 991px) {
    padding: 28px 16px 20px;
    gap: 24px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1.4fr) repeat(3, minmax(140px, 1fr));
  gap: 32px;

  @media (max-width: 991px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 24px 16px;
  }

`;

const Group = styled.nav`
  display: grid;
  align-content: start;
  gap: 10px;
`;

const Heading = styled.h2`
  margin: 0 0 4px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--surface);
`;

const About = styled.div`
  margin: 0;
  max-width: 360px;
  color: var(--surface);

  @media (max-width: 991px) {
    grid-column: 1 / -1;
    max-width: none;
  }
`;

/** The footer's links and link-like buttons, in the lists that hold them. */
const linkLook = `
  a,
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    border-radius: 4px;
  }

  a:hover,
  button:hover {
    color: var(--surface);
    text-decoration: underline;
  }

  a:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  ${linkLook}
`;

/** Phones: the language switcher lives here, the header row has no room for it. */
const PhoneLanguage = styled.div`
  display: none;

  @media (max-width: 991px) {
    display: block;
    margin-top: 16px;
  }
`;

const Legal = styled.ul`
  list-style: none;
  margin: 0;
  padding: 16px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  border-top: 1px solid color-mix(in srgb, var(--surface) 16%, transparent);
  color: color-mix(in srgb, var(--surface) 64%, transparent);

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  ${linkLook}
`;

/** An item of the footer's lists that opens the product's page in a new tab, and says so to assistive technology. */
const ExternalItem = ({ href, children }: { readonly href: string; readonly children: ReactNode }) => {
  const text = useMessages(siteMessages);
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}> {text.newTab}</span>
      </a>
    </li>
  );
};

/** A titled column of the footer's links (Customers, Platform, Company), named by its title. */
const LinkGroup = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const id = useId();
  return (
    <Group aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <Items>{children}</Items>
    </Group>
  );
};

export interface FooterProps {
  /** On payment pages only the legal row shows (spec §2.11). */
  readonly variant?: "full" | "payment";
  /** The Opt Out URL per client_id (spec §2.11); by default this build's configuration. */
  readonly optOutUrls?: Readonly<Record<string, string>>;
}

/**
 * The site footer (spec §1, §2.11): the product description; Customers (Check Reward Code
 * Balance, How to redeem and Raise a Ticket open their dialogs, FAQs), Platform (Catalog,
 * Integrations, Bulk Enquiry, Rewards API Catalogue) and Company links; and the legal row
 * (Terms of use, Privacy Policy, and Opt Out when the signed-in user's client has a URL for it).
 * Hidden when the platform setting footer is 0; on payment pages only the legal row shows.
 */
export const Footer = ({ variant = "full", optOutUrls = siteFeatureConfig.optOutUrls }: FooterProps) => {
  const site = useFlow("site");
  const session = useFlow("session");
  const shown = useSelector(site, (s) => s.context.settings.footer === 1);
  const clientId = useSelector(session, (s) => s.context.user?.client_id ?? null);
  const text = useMessages(siteMessages);
  if (!shown) return null;
  const optOut = optOutUrlFor(optOutUrls, clientId);

  const legal = (
    <Legal aria-label={text.legal}>
      <li>{text.copyright}</li>
      <ExternalItem href={FOOTER_LINKS.termsOfUse}>{text.termsOfUse}</ExternalItem>
      <ExternalItem href={FOOTER_LINKS.privacyPolicy}>{text.privacyPolicy}</ExternalItem>
      {optOut !== null && <ExternalItem href={optOut}>{text.optOut}</ExternalItem>}
    </Legal>
  );

  return (
    <Bar aria-label={text.footerLabel} data-testid="site-footer" data-variant={variant}>
      <Inner>
        {variant === "full" && (
          <Columns>
            <About>
              {text.about}
              <PhoneLanguage>
                <LanguageSwitcher />
              </PhoneLanguage>
            </About>
            <LinkGroup title={text.customers}>
              <li>
                <DialogButton dialog="balanceChecker">{text.checkBalance}</DialogButton>
              </li>
              <li>
                <DialogButton dialog="redeemGuide">{text.howToRedeem}</DialogButton>
              </li>
              <li>
                <DialogButton dialog="ticket">{text.raiseTicket}</DialogButton>
              </li>
              <ExternalItem href={FOOTER_LINKS.faqs}>{text.faqs}</ExternalItem>
            </LinkGroup>
            <LinkGroup title={text.platform}>
              <ExternalItem href={FOOTER_LINKS.catalog}>{text.catalog}</ExternalItem>
              <ExternalItem href={FOOTER_LINKS.integrations}>{text.integrations}</ExternalItem>
              <ExternalItem href={FOOTER_LINKS.bulkEnquiry}>{text.bulkEnquiry}</ExternalItem>
              <li>
                <Link href={REWARDS_API_CATALOGUE_PATH}>{text.rewardsApiCatalogue}</Link>
              </li>
            </LinkGroup>
            <LinkGroup title={text.company}>
              <ExternalItem href={FOOTER_LINKS.aboutUs}>{text.aboutUs}</ExternalItem>
              <ExternalItem href={FOOTER_LINKS.contactUs}>{text.contactUs}</ExternalItem>
              <ExternalItem href={FOOTER_LINKS.careers}>{text.careers}</ExternalItem>
            </LinkGroup>
          </Columns>
        )}
        {legal}
      </Inner>
    </Bar>
  );
};
