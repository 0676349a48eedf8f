/**
 * The phone menu page '/mobile-menu' (spec §2.3, §2.4): the header's utility links, which the
 * phone header has no room for (Help Center, Track Order, Bulk Orders, 'Check reward code
 * Balance', 'How to Redeem?', each under its visibility rule), as a list of large touch targets.
 */
import { styled } from "@linaria/react";
import { useMessages } from "../i18n";
import { UtilityLinks } from "../layout/Header";
import { useHeaderModel } from "../shell/facts";
import { screenTitles } from "./messages";

const Page = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: 24px 16px 40px;

  h1 {
    margin: 0 0 16px;
    font-size: 24px;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid var(--line);
    border-radius: var(--radius);
    background: var(--surface);
    overflow: hidden;
  }

  li + li {
    border-top: 1px solid var(--line);
  }

  a,
  button {
    display: block;
    width: 100%;
    min-height: 48px;
    padding: 14px 16px;
    border: 0;
    background: none;
    color: var(--ink);
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: var(--surface-muted);
    color: var(--brand-primary);
  }
`;

export const MobileMenuPage = () => {
  const titles = useMessages(screenTitles);
  return (
    <Page aria-labelledby="mobile-menu-title">
      <h1 id="mobile-menu-title">{titles.mobileMenu}</h1>
      <UtilityLinks model={useHeaderModel()} />
    </Page>
  );
};
