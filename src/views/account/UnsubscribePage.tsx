import { styled } from "@linaria/react";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useCatalogueText, useErrorText } from "../i18n/errors";
import { type FlowRefs, useFlow } from "../system";
import { unsubscribeMessages } from "./unsubscribeMessages";

const Card = styled.section`
  display: grid;
  gap: 12px;
  max-width: 480px;
  margin: 24px auto;
  padding: 32px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h1 {
    margin: 0;
    font-size: 26px;
  }

  p {
    margin: 0;
  }

  a {
    justify-self: start;
    color: var(--brand-primary);
    font-weight: 600;
  }

  @media (max-width: 991px) {
    margin: 8px auto;
    padding: 24px 16px;
  }
`;

const Primary = styled.button`
  justify-self: start;
  padding: 12px 16px;
  border: 0;
  border-radius: 8px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Alert = styled.p`
  padding: 10px 12px;
  border-radius: 8px;
  background: #fef2f2;
  color: var(--danger);
  font-size: 14px;
`;

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
  const sayText = useCatalogueText();
  const sayError = useErrorText();
  const message = error !== null ? sayError(error) : serverText !== null ? sayText(serverText) : null;

  useEffect(() => {
    flow.send({ type: "UNSUBSCRIBE.OPEN", mailType });
  }, [flow, mailType]);

  return (
    <Card aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{text.title}</h1>
      {state === "unknown" && <Alert role="alert">{text.unknown}</Alert>}
      {state === "done" && <p role="status">{text.done}</p>}
      {state === "choosing" && known !== null && (
        <>
          <p>{text.lead}</p>
          <p>
            <strong>{text[known]}</strong>
          </p>
          {message !== null && <Alert role="alert">{message}</Alert>}
          {loggedIn ? (
            <Primary type="button" disabled={busy} onClick={() => flow.send({ type: "UNSUBSCRIBE.CONFIRM" })}>
              {busy ? text.wait : text.confirm}
            </Primary>
          ) : (
            <>
              <p>{text.signInFirst}</p>
              <Link href={`${sitePrefix}/login`}>{text.signIn}</Link>
            </>
          )}
        </>
      )}
      <Link href={sitePrefix}>{text.home}</Link>
    </Card>
  );
};
