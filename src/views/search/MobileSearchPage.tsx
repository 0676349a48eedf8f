/**
 * The mobile search page '/search' (spec §2.3, §2.6): a back arrow to '/vouchers', the search
 * input (focused when the page opens) and the results full width, over the same "search" flow
 * as the header box.
 */

import { type SearchScope, searchBackPath } from "@domain/search";
import { styled } from "@linaria/react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { visuallyHidden } from "../theme/a11y";
import { searchMessages } from "./messages";
import { SearchField } from "./SearchBox";

const Page = styled.section`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;

  & > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

const BackLink = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: var(--ink);

  &:hover {
    background: var(--surface);
  }

  svg {
    display: block;
  }
`;

const BackArrow = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
    <path
      d="M15 5l-7 7 7 7"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export interface MobileSearchPageProps {
  /** The site and country the search runs in (from the "site" and "country" flows). */
  readonly scope: SearchScope;
  /** The site prefix of links, e.g. '/marketplace' or '/acme'. */
  readonly sitePrefix: string;
}

/** The '/search' screen of small screens (spec §2.6). */
export const MobileSearchPage = ({ scope, sitePrefix }: MobileSearchPageProps) => {
  const t = useMessages(searchMessages);
  const input = useRef<HTMLInputElement | null>(null);

  // The search input takes the focus when the page opens.
  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <Page data-testid="mobile-search">
      <h1 className={visuallyHidden}>{t.pageTitle}</h1>
      <Bar>
        <BackLink href={searchBackPath(sitePrefix)} aria-label={t.back}>
          <BackArrow />
        </BackLink>
        <SearchField scope={scope} sitePrefix={sitePrefix} variant="page" inputRef={input} />
      </Bar>
    </Page>
  );
};
