import { meetsPasswordRule, passwordChecks } from "@domain/account";
import { styled } from "@linaria/react";
import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useCatalogueText, useErrorText } from "../i18n/errors";
import type { FlowRefs } from "../system";
import { resetPasswordMessages } from "./messages";
import { PasswordRules } from "./PasswordRules";

const Card = styled.section`
  max-width: 440px;
  margin: 24px auto;
  padding: 32px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h1 {
    margin: 0 0 16px;
    font-size: 26px;
  }

  a {
    color: var(--brand-primary);
  }

  @media (max-width: 991px) {
    margin: 8px auto;
    padding: 24px 16px;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;

  label {
    font-weight: 600;
    font-size: 14px;
  }

  input {
    width: 100%;
    padding: 12px 14px;
    border: 1px solid var(--line);
    border-radius: 8px;
    font: inherit;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 14px;
  }

  li[data-met="true"] {
    color: var(--success, #166534);
  }

  li[data-met="false"] {
    color: var(--ink-muted);
  }
`;

const Primary = styled.button`
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
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: #fef2f2;
  color: var(--danger);
  font-size: 14px;
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: var(--ink-muted);
  font-size: 14px;
`;

/**
 * The password reset page (spec §2.3 '/reset-password/:keyword' and '/rp/:keyword', §7.5): the
 * link is checked; an unknown, expired or used link says so and offers a new one; the new
 * password shows the rule of spec §5 as the user types; success leads to sign-in.
 */
export const ResetPasswordPage = ({
  keyword,
  sitePrefix,
  flow,
}: {
  readonly keyword: string;
  readonly sitePrefix: string;
  readonly flow: FlowRefs["passwordReset"];
}) => {
  const text = useMessages(resetPasswordMessages);
  const passwordId = useId();
  const rulesId = useId();
  const [password, setPassword] = useState("");
  const state = useSelector(flow, (s) =>
    s.matches("linkRefused")
      ? "refused"
      : s.matches("linkFailed")
        ? "failed"
        : s.matches("done")
          ? "done"
          : s.matches("choosing") || s.matches("saving")
            ? "choosing"
            : "checking",
  );
  const busy = useSelector(flow, (s) => s.hasTag("loading"));
  const serverText = useSelector(flow, (s) => s.context.message);
  const error = useSelector(flow, (s) => s.context.error);
  const sayText = useCatalogueText();
  const sayError = useErrorText();
  const message = error !== null ? sayError(error) : serverText !== null ? sayText(serverText) : null;
  const checks = passwordChecks(password);

  useEffect(() => {
    flow.send({ type: "RESET.OPEN", keyword });
  }, [flow, keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) flow.send({ type: "RESET.SUBMIT", password });
  };

  const signIn = `${sitePrefix}/login`;
  return (
    <Card aria-labelledby="reset-title">
      <h1 id="reset-title">{text.title}</h1>
      {state === "checking" && <Note role="status">{text.checking}</Note>}
      {state === "refused" && (
        <>
          {message !== null && <Alert role="alert">{message}</Alert>}
          <Note>{text.newLinkHint}</Note>
          <Link href={signIn}>{text.newLink}</Link>
        </>
      )}
      {state === "failed" && (
        <>
          {message !== null && <Alert role="alert">{message}</Alert>}
          <Primary type="button" onClick={() => flow.send({ type: "RESET.OPEN", keyword })}>
            {text.retry}
          </Primary>
        </>
      )}
      {state === "done" && (
        <>
          {message !== null && <Note role="status">{message}</Note>}
          <Link href={signIn}>{text.signIn}</Link>
        </>
      )}
      {state === "choosing" && (
        <Form onSubmit={submit} noValidate>
          <label htmlFor={passwordId}>{text.newPassword}</label>
          <input
            id={passwordId}
            name="new-password"
            type="password"
            autoComplete="new-password"
            aria-describedby={rulesId}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordRules id={rulesId} password={password} />
          {message !== null && <Alert role="alert">{message}</Alert>}
          <Primary type="submit" disabled={busy || !meetsPasswordRule(checks)}>
            {busy ? text.wait : text.save}
          </Primary>
        </Form>
      )}
    </Card>
  );
};
