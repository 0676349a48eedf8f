import { resetLinkPath } from "@domain/account";
import { authPathOf } from "@domain/paths";
import { REDIRECT_PARAM } from "@domain/session";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useSearch } from "wouter";
import { ResendCode } from "../account/PasswordRules";
import { useMessages } from "../i18n";
import { useFormMessage } from "../i18n/errors";
import type { FlowRefs } from "../system";
import { Alert, Button, Form, Note } from "../ui";
/* Straight from its module: the style build evaluates what a styled() extends. */
import { Card } from "../ui/Card";
import { ErrorToast } from "../ui/ErrorToast";
import { signInMessages } from "./signInMessages";

/** One narrow card in the middle of the page, as the account forms. */
const SignInCard = styled(Card)`
  width: 100%;
  max-width: 460px;
  margin: 24px auto;

  h1 {
    margin: 0;
    font-size: 26px;
  }

  p.lead {
    margin: 0 0 8px;
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    margin: 8px auto;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  font-size: 14px;

  a {
    color: var(--brand-primary);
  }
`;

type Step = "identity" | "password" | "otp" | "signedIn";

/**
 * Sign in (spec §2.3 '/login', §7.5): the e-mail address or mobile number first, then the
 * password (e-mail) with 'Forgot password?', or the one-time code (mobile) with 'Resend code'
 * after its countdown. The page sends the flow's events and shows its state; the session takes
 * the user on once signed in.
 */
export const SignInPage = ({
  auth,
  sitePrefix,
}: {
  readonly auth: FlowRefs["auth"];
  readonly sitePrefix: string;
}) => {
  const text = useMessages(signInMessages);
  const search = useSearch();
  const ids = { identity: useId(), secret: useId() };
  const [identity, setIdentity] = useState("");
  const [secret, setSecret] = useState("");
  const step = useSelector(
    auth,
    (s): Step =>
      s.matches("passwordStep")
        ? "password"
        : s.matches("otpStep")
          ? "otp"
          : s.matches("signedIn")
            ? "signedIn"
            : "identity",
  );
  const busy = useSelector(auth, (s) => s.hasTag("loading"));
  const mailing = useSelector(auth, (s) => s.hasTag("mailingLink"));
  const linkMailed = useSelector(auth, (s) => s.matches({ passwordStep: "linkMailed" }));
  const resending = useSelector(auth, (s) => s.hasTag("resending"));
  const canResend = useSelector(auth, (s) => s.matches({ otpStep: { resend: "ready" } }));
  const resendIn = useSelector(auth, (s) => s.context.resendIn);
  const toast = useSelector(auth, (s) => s.hasTag("toast"));
  const serverText = useSelector(auth, (s) => s.context.message);
  const error = useSelector(auth, (s) => s.context.error);
  const message = useFormMessage(error, serverText);
  // A failed call is an alert; on the OTP step the server's notice and an empty field's
  // refusal (no call was made) show as a note, and so does the notice that a link was mailed.
  const failed = error !== null && error._tag !== "SignInFieldEmpty";

  useEffect(() => {
    const redirect = new URLSearchParams(search).get(REDIRECT_PARAM);
    auth.send({ type: "AUTH.OPEN", redirect });
  }, [auth, search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === "identity") auth.send({ type: "AUTH.SUBMIT_IDENTITY", user_input: identity });
    else if (step === "password") auth.send({ type: "AUTH.SUBMIT_PASSWORD", password: secret });
    else if (step === "otp") auth.send({ type: "AUTH.SUBMIT_OTP", otp: secret });
  };

  if (step === "signedIn") {
    return (
      <SignInCard aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{text.title}</h1>
        <Note live>{text.signedIn}</Note>
      </SignInCard>
    );
  }

  const showsInfo = message !== null && !failed && (step === "otp" || linkMailed);
  return (
    <SignInCard aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{text.title}</h1>
      <p className="lead">{text.lead}</p>
      <Form onSubmit={submit} noValidate>
        <label htmlFor={ids.identity}>{text.identity}</label>
        <input
          id={ids.identity}
          name="user_input"
          autoComplete="username"
          inputMode="email"
          value={identity}
          readOnly={step !== "identity"}
          onChange={(e) => setIdentity(e.target.value)}
        />
        {step !== "identity" && (
          <>
            <label htmlFor={ids.secret}>{step === "password" ? text.password : text.otp}</label>
            <input
              id={ids.secret}
              name={step === "password" ? "password" : "otp"}
              type={step === "password" ? "password" : "text"}
              autoComplete={step === "password" ? "current-password" : "one-time-code"}
              inputMode={step === "otp" ? "numeric" : undefined}
              value={secret}
              // biome-ignore lint/a11y/noAutofocus: the field appears after the identity step
              autoFocus
              onChange={(e) => setSecret(e.target.value)}
            />
          </>
        )}
        {step === "password" && (
          <Button
            variant="link"
            disabled={mailing}
            onClick={() => auth.send({ type: "AUTH.FORGOT_PASSWORD", reset_link: resetLinkPath(sitePrefix) })}
          >
            {mailing ? text.wait : text.forgotPassword}
          </Button>
        )}
        {step === "otp" && (
          <ResendCode
            ready={canResend}
            resending={resending}
            seconds={resendIn}
            texts={{ resend: text.resendCode, resending: text.wait, resendIn: text.resendIn }}
            onResend={() => auth.send({ type: "AUTH.RESEND_OTP" })}
          />
        )}
        {message !== null && !toast && (showsInfo ? <Note live>{message}</Note> : <Alert>{message}</Alert>)}
        <Button type="submit" busy={busy}>
          {busy ? text.wait : step === "identity" ? text.continue : text.signIn}
        </Button>
        {step !== "identity" && (
          <Button
            variant="link"
            onClick={() => {
              setSecret("");
              auth.send({ type: "AUTH.RESET" });
            }}
          >
            {text.another}
          </Button>
        )}
      </Form>
      <Row>
        <span>{text.noAccount}</span>
        <Link href={authPathOf(sitePrefix, "signup")}>{text.signUp}</Link>
      </Row>
      {toast && message !== null && (
        <ErrorToast
          floating
          closeLabel={text.dismiss}
          onClose={() => auth.send({ type: "AUTH.DISMISS_TOAST" })}
        >
          {message}
        </ErrorToast>
      )}
    </SignInCard>
  );
};
