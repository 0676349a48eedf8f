import { hasAccountToSwitchTo } from "@domain/account";
import { authPathOf } from "@domain/paths";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useFormMessage } from "../i18n/errors";
import { type FlowRefs, useFlow } from "../system";
import { Alert } from "../ui/Alert";
import { Button, ButtonLook } from "../ui/Button";
import { Card as UiCard } from "../ui/Card";
import { Page } from "../ui/Page";
import { switchAccountMessages } from "./switchAccountMessages";

const Card = styled(UiCard)`
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* One linked account, a whole row wide, its name at the start. */
  li > button {
    width: 100%;
    justify-content: flex-start;
    text-align: start;
  }
`;

/**
 * The switch-account page (spec §2.3 '/switch-account', §7.5 'Account switching'): the linked
 * accounts, the current one marked; choosing another switches the session to it, and the header's
 * user, points and cart follow once the start-up has run again (spec §4).
 */
export const SwitchAccountPage = ({
  sitePrefix,
  flow,
}: {
  readonly sitePrefix: string;
  readonly flow: FlowRefs["switchAccount"];
}) => {
  const text = useMessages(switchAccountMessages);
  const loggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const state = useSelector(flow, (s) =>
    s.matches("failed")
      ? "failed"
      : s.matches("done")
        ? "done"
        : s.matches("loading") || s.matches("idle")
          ? "loading"
          : "choosing",
  );
  const accounts = useSelector(flow, (s) => s.context.accounts);
  const busy = useSelector(flow, (s) => s.hasTag("loading"));
  const serverText = useSelector(flow, (s) => s.context.message);
  const error = useSelector(flow, (s) => s.context.error);
  const message = useFormMessage(error, serverText);

  useEffect(() => {
    if (loggedIn) flow.send({ type: "SWITCH.OPEN" });
  }, [flow, loggedIn]);

  if (!loggedIn)
    return (
      <Page data-width="narrow">
        <Card aria-labelledby="switch-title">
          <h1 id="switch-title">{text.title}</h1>
          <p>{text.signInFirst}</p>
          <Link href={authPathOf(sitePrefix)}>{text.signIn}</Link>
        </Card>
      </Page>
    );

  return (
    <Page data-width="narrow">
      <Card aria-labelledby="switch-title" aria-busy={busy}>
        <h1 id="switch-title">{text.title}</h1>
        {state === "loading" && <p role="status">{text.loading}</p>}
        {state === "failed" && (
          <>
            {message !== null && <Alert>{message}</Alert>}
            <Button variant="secondary" onClick={() => flow.send({ type: "SWITCH.OPEN" })}>
              {text.retry}
            </Button>
          </>
        )}
        {state === "done" && <p role="status">{text.done}</p>}
        {state === "choosing" && !hasAccountToSwitchTo(accounts) && (
          <p data-testid="switch-none">{text.noOther}</p>
        )}
        {(state === "done" || (state === "choosing" && hasAccountToSwitchTo(accounts))) && (
          <>
            <p>{text.lead}</p>
            {message !== null && <Alert>{message}</Alert>}
            <ul>
              {accounts.map((account) => (
                <li key={account.cid}>
                  <ButtonLook
                    type="button"
                    data-variant="secondary"
                    aria-current={account.is_current === true}
                    disabled={busy || account.is_current === true}
                    onClick={() => flow.send({ type: "SWITCH.SELECT", cid: account.cid })}
                  >
                    {account.name} {account.is_current === true ? text.current : ""}
                  </ButtonLook>
                </li>
              ))}
            </ul>
            {busy && <p role="status">{text.wait}</p>}
          </>
        )}
        <Link href={sitePrefix}>{text.home}</Link>
      </Card>
    </Page>
  );
};
