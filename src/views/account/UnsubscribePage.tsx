import { authPathOf } from "@domain/paths";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useFormMessage } from "../i18n/errors";
import { type FlowRefs, useFlow } from "../system";
import { Actions, Alert, Button, Card, Page } from "../ui";
import { unsubscribeMessages } from "./unsubscribeMessages";

/**
 * The mail unsubscribe page (spec §2.3 '/unsubscribe/:mailType', §7.5 'Unsubscribe mail'): which
 * mails stop, 'Unsubscribe' to confirm, then that it is done; an unknown mail type says so. The
 * choice belongs to an account, so a signed-out shopper is asked to sign in first.
 */
export const UnsubscribePage = ({
  mailType,
  sitePrefix,
  flow,
}: {
  readonly mailType: string;
  readonly sitePrefix: string;
  readonly flow: FlowRefs["unsubscribe"];
}) => {
  const text = useMessages(unsubscribeMessages);
  const loggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const state = useSelector(flow, (s) =>
    s.matches("unknownType")
      ? "unknown"
      : s.matches("done")
        ? "done"
        : s.matches("idle")
          ? "opening"
          : "choosing",
  );
  const known = useSelector(flow, (s) => s.context.mailType);
  const busy = useSelector(flow, (s) => s.hasTag("loading"));
  const serverText = useSelector(flow, (s) => s.context.message);
  const error = useSelector(flow, (s) => s.context.error);
  const message = useFormMessage(error, serverText);

  useEffect(() => {
    flow.send({ type: "UNSUBSCRIBE.OPEN", mailType });
  }, [flow, mailType]);

  return (
    <Page data-width="narrow">
      <Card aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">{text.title}</h1>
        {state === "unknown" && <Alert>{text.unknown}</Alert>}
        {state === "done" && <p role="status">{text.done}</p>}
        {state === "choosing" && known !== null && (
          <>
            <p>{text.lead}</p>
            <p>
              <strong>{text[known]}</strong>
            </p>
            {message !== null && <Alert>{message}</Alert>}
            {loggedIn ? (
              <Actions>
                <Button disabled={busy} onClick={() => flow.send({ type: "UNSUBSCRIBE.CONFIRM" })}>
                  {busy ? text.wait : text.confirm}
                </Button>
              </Actions>
            ) : (
              <>
                <p>{text.signInFirst}</p>
                <Link href={authPathOf(sitePrefix)}>{text.signIn}</Link>
              </>
            )}
          </>
        )}
        <Link href={sitePrefix}>{text.home}</Link>
      </Card>
    </Page>
  );
};
