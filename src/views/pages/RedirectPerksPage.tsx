/**
 * '/redirect-perks' (spec §2.3 'redirecting to perks stores', §1: 'A 'Redirecting To Perks Stores'
 * notice says that perk stores reuse the user's existing store credentials for checkout'): the
 * notice, then the perks flow opens the perks store (the site's perks listing): a signed-in
 * shopper enters it through the SSO entry '/sso/?token=' with a token of sso_token (spec §2.1,
 * §7.5), a guest directly. The link below goes straight to the store, on this origin, where the
 * shopper's session goes with them.
 *
 * Perks are for the companies of the perks-enabled list, when one is set (spec §2.2, §6): the route
 * is guarded by the 'perks' section (src/domain/routes.ts), so a user of another company gets the
 * not-found page instead. That section follows the signed-in user's company, known once their
 * details have loaded: until then (the full-page loader of spec §2.1 covers the page) the redirect
 * does not start, so a user outside the list is never sent on before the page knows.
 */
import { perksStoreUrl } from "@domain/perks";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { useMessages } from "../i18n";
import { perksMessages } from "../product/perksMessages";
import { type FlowRefs, useFlow } from "../system";
import { Spinner } from "../ui";
/* Straight from its module: the style build evaluates what a styled() extends. */
import { Card } from "../ui/Card";

/** The notice, centred in a card at the page's middle. */
const Notice = styled(Card)`
  justify-items: center;
  max-width: 560px;
  margin: 48px auto;
  padding: 32px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: 26px;
  }

  p {
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    margin: 16px auto;
    padding: 24px 16px;

    h1 {
      font-size: 22px;
    }
  }
`;

export const RedirectPerksPage = ({
  sitePrefix,
  flow,
}: {
  readonly sitePrefix: string;
  readonly flow: FlowRefs["perks"];
}) => {
  const text = useMessages(perksMessages);
  const redirecting = useSelector(flow, (s) => s.hasTag("redirecting"));
  // A signed-in user's company is known once their details have loaded (spec §2.1, §2.2).
  const companyKnown = useSelector(useFlow("session"), (s) => !s.hasTag("loadingUser"));

  useEffect(() => {
    if (!companyKnown) return;
    flow.send({ type: "PERKS.REDIRECT", sitePrefix });
    // Leaving the page during the notice keeps the shopper where they went.
    return () => flow.send({ type: "PERKS.REDIRECT_CANCEL" });
  }, [flow, sitePrefix, companyKnown]);

  return (
    <Notice aria-labelledby="redirect-perks-title" aria-busy={redirecting} data-testid="redirect-perks">
      <Spinner />
      <h1 id="redirect-perks-title">{text.redirectTitle}</h1>
      <p role="status">{text.redirectText}</p>
      {/* A full page load, as the automatic redirect does. */}
      <a href={perksStoreUrl(sitePrefix)}>{text.redirectNow}</a>
    </Notice>
  );
};
