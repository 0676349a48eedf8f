import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useMessages } from "../i18n";
import { useFlow } from "../system";
import { siteMessages } from "./messages";

/**
 * Docked at the bottom, above what else docks there: the developer drawer when it is open, and on
 * phones a page's own bottom bar (the checkout's Pay bar, the gift card's Add to Cart set
 * --docked-bar-space), so it never covers a docked primary action.
 */
const Bar = styled.section`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: calc(16px + var(--dev-drawer-space, 0px));
  z-index: 40;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px 20px;
  display: flex;
  align-items: center;
  gap: 16px;
  border-radius: var(--radius);
  background: var(--ink);
  color: var(--surface);
  box-shadow: var(--shadow);

  @media (max-width: 991px) {
    left: 8px;
    right: 8px;
    bottom: calc(8px + var(--dev-drawer-space, 0px));
    /* Moved, not laid out again, when a page's bar docks after the banner shows (no layout shift). */
    transform: translateY(calc(-1 * var(--docked-bar-space, 0px)));
    flex-direction: column;
    align-items: stretch;
    text-align: center;
  }
`;

const Text = styled.p`
  margin: 0;
  flex: 1;
  font-size: 14px;
`;

const Ok = styled.button`
  min-width: 96px;
  padding: 10px 20px;
  border: 0;
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);

  &:hover {
    filter: brightness(1.08);
  }

  &:focus-visible {
    outline: 3px solid var(--surface);
    outline-offset: 2px;
  }
`;

/**
 * The cookie-consent banner (spec §2.11): shown only outside an iframe while the consent cookie
 * is absent; OK stores 'user-has-accepted-cookies' at path '/' and hides it.
 */
export const CookieBanner = () => {
  const site = useFlow("site");
  const shown = useSelector(site, (s) => s.context.cookieBanner);
  const text = useMessages(siteMessages);
  if (!shown) return null;
  return (
    <Bar aria-label={text.cookieLabel} data-testid="cookie-banner">
      <Text>{text.cookieText}</Text>
      <Ok type="button" onClick={() => site.send({ type: "SITE.ACCEPT_COOKIES" })}>
        {text.cookieOk}
      </Ok>
    </Bar>
  );
};
