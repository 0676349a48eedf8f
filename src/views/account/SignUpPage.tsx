import { resetLinkPath } from "@domain/account";
import { authPathOf } from "@domain/paths";
import { phoneChoiceLabel, phoneListIn } from "@domain/phoneList";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useFormMessage } from "../i18n/errors";
import type { FlowRefs } from "../system";
import { Alert, Button, Card, Form, Note, Page } from "../ui";
import { signUpMessages } from "./messages";
import { NewPasswordField, ResendCode } from "./PasswordRules";

const MobileRow = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, 130px) 1fr;
  gap: 8px;
`;

/** The ISO2 code the phone-country picker starts with: India, the default country (spec §3). */
const DEFAULT_COUNTRY = "IN";

/**
 * The sign-up page (spec §2.3 '/signup', §7.5 'Sign up'): an e-mail and/or a mobile number with
 * its phone-country picker, a name and a password whose rule (spec §5) shows as the user types;
 * then the setup OTP with 'Resend code' after its countdown; the new account ends signed in.
 */
export const SignUpPage = ({
  sitePrefix,
  flow,
}: {
  readonly sitePrefix: string;
  readonly flow: FlowRefs["signUp"];
}) => {
  const text = useMessages(signUpMessages);
  const ids = {
    email: useId(),
    mobile: useId(),
    name: useId(),
    code: useId(),
  };
  const [email, setEmail] = useState("");
  const [mobile, setMobile] = useState("");
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const step = useSelector(flow, (s) =>
    s.matches("signedIn") ? "signedIn" : s.matches("codeStep") ? "code" : "form",
  );
  const busy = useSelector(flow, (s) => s.hasTag("loading"));
  const resending = useSelector(flow, (s) => s.hasTag("resending"));
  const canResend = useSelector(flow, (s) => s.matches({ codeStep: { resend: "ready" } }));
  const resendIn = useSelector(flow, (s) => s.context.resendIn);
  const serverText = useSelector(flow, (s) => s.context.message);
  const error = useSelector(flow, (s) => s.context.error);
  // The server's phone list once it has come, the built-in one until then (spec §7.2).
  const phoneList = useSelector(flow, (s) => phoneListIn(s.context.phoneList));
  const message = useFormMessage(error, serverText);

  useEffect(() => {
    flow.send({ type: "SIGNUP.OPEN" });
  }, [flow]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === "form") {
      flow.send({
        type: "SIGNUP.SUBMIT",
        email,
        mobile,
        country,
        full_name: name,
        password,
        url: sitePrefix === "" ? "/" : sitePrefix,
        reset_link: resetLinkPath(sitePrefix),
      });
    } else if (step === "code") flow.send({ type: "SIGNUP.SUBMIT_OTP", otp });
  };

  if (step === "signedIn") {
    return (
      <Page data-width="narrow">
        <Card aria-labelledby="sign-up-title">
          <h1 id="sign-up-title">{text.title}</h1>
          <Note live>{text.signedIn}</Note>
        </Card>
      </Page>
    );
  }

  if (step === "code") {
    return (
      <Page data-width="narrow">
        <Card aria-labelledby="sign-up-title">
          <h1 id="sign-up-title">{text.codeTitle}</h1>
          <Form onSubmit={submit} noValidate>
            <label htmlFor={ids.code}>{text.code}</label>
            <input
              id={ids.code}
              name="one-time-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={otp}
              // biome-ignore lint/a11y/noAutofocus: the field appears after the form is sent
              autoFocus
              onChange={(e) => setOtp(e.target.value)}
            />
            <ResendCode
              ready={canResend}
              resending={resending}
              seconds={resendIn}
              texts={text}
              onResend={() => flow.send({ type: "SIGNUP.RESEND_OTP" })}
            />
            {message !== null && (error === null ? <Note live>{message}</Note> : <Alert>{message}</Alert>)}
            <Button type="submit" disabled={busy}>
              {busy ? text.wait : text.verify}
            </Button>
          </Form>
        </Card>
      </Page>
    );
  }

  return (
    <Page data-width="narrow">
      <Card aria-labelledby="sign-up-title">
        <h1 id="sign-up-title">{text.title}</h1>
        <Note>{text.intro}</Note>
        <Form onSubmit={submit} noValidate>
          <label htmlFor={ids.email}>{text.email}</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <label htmlFor={ids.mobile}>{text.mobile}</label>
          <MobileRow>
            <select aria-label={text.phoneCode} value={country} onChange={(e) => setCountry(e.target.value)}>
              {phoneList.map((entry) => (
                <option key={entry.iso} value={entry.iso}>
                  {phoneChoiceLabel(entry)}
                </option>
              ))}
            </select>
            <input
              id={ids.mobile}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
          </MobileRow>
          <label htmlFor={ids.name}>{text.name}</label>
          <input
            id={ids.name}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <NewPasswordField label={text.password} value={password} onChange={setPassword} />
          {message !== null && <Alert>{message}</Alert>}
          <Button type="submit" disabled={busy}>
            {busy ? text.wait : text.submit}
          </Button>
        </Form>
        <Note>
          {text.haveAccount} <Link href={authPathOf(sitePrefix)}>{text.signIn}</Link>
        </Note>
      </Card>
    </Page>
  );
};
