/**
 * Cash out needs a signed-in shopper (spec §6; its route needs the cashout section, which the
 * feature flag gives): a signed-out visitor is asked to sign in, and the flow is not started.
 */
import { authPathOf } from "@domain/paths";
import { useSelector } from "@views/useSelector";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useFlow } from "../system";
import { Actions } from "../ui/Actions";
import { Page } from "../ui/Page";
import { cashoutMessages } from "./messages";

export const CashoutGate = ({
  sitePrefix,
  children,
}: {
  readonly sitePrefix: string;
  readonly children: ReactNode;
}) => {
  const loggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const text = useMessages(cashoutMessages);
  if (loggedIn) return children;
  return (
    <Page aria-labelledby="cashout-title">
      <h1 id="cashout-title">{text.title}</h1>
      <p>{text.signIn}</p>
      <Actions>
        <Link href={authPathOf(sitePrefix)}>{text.signInLink}</Link>
      </Actions>
    </Page>
  );
};
