import { meetsPasswordRule, passwordChecks } from "@domain/account";
import { authPathOf } from "@domain/paths";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useFormMessage } from "../i18n/errors";
import type { FlowRefs } from "../system";
import { Alert, Button, Card, Form, Note, Page } from "../ui";
import { resetPasswordMessages } from "./messages";
import { NewPasswordField } from "./PasswordRules";

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
  const message = useFormMessage(error, serverText);
  const checks = passwordChecks(password);

  useEffect(() => {
    flow.send({ type: "RESET.OPEN", keyword });
  }, [flow, keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) flow.send({ type: "RESET.SUBMIT", password });
  };

  const signIn = authPathOf(sitePrefix);
  return (
    <Page data-width="narrow">
      <Card aria-labelledby="reset-title">
        <h1 id="reset-title">{text.title}</h1>
        {state === "checking" && <Note live>{text.checking}</Note>}
        {state === "refused" && (
          <>
            {message !== null && <Alert>{message}</Alert>}
            <Note>{text.newLinkHint}</Note>
            <Link href={signIn}>{text.newLink}</Link>
          </>
        )}
        {state === "failed" && (
          <>
            {message !== null && <Alert>{message}</Alert>}
            <Button onClick={() => flow.send({ type: "RESET.OPEN", keyword })}>{text.retry}</Button>
          </>
        )}
        {state === "done" && (
          <>
            {message !== null && <Note live>{message}</Note>}
            <Link href={signIn}>{text.signIn}</Link>
          </>
        )}
        {state === "choosing" && (
          <Form onSubmit={submit} noValidate>
            <NewPasswordField label={text.newPassword} value={password} onChange={setPassword} />
            {message !== null && <Alert>{message}</Alert>}
            <Button type="submit" disabled={busy || !meetsPasswordRule(checks)}>
              {busy ? text.wait : text.save}
            </Button>
          </Form>
        )}
      </Card>
    </Page>
  );
};
