import { REDIRECT_PARAM } from "@domain/session";
import { styled } from "@linaria/react";
import { useSelector } from "@xstate/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearch } from "wouter";
import { useMessages } from "../i18n";
import { useCatalogueText, useErrorText } from "../i18n/errors";
import type { FlowRefs } from "../system";
import { signInMessages } from "./signInMessages";

const Card = styled.section`
  max-width: 420px;
  margin: 24px auto;
  padding: 32px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h1 {
    margin: 0 0 8px;
    font-size: 26px;
  }

  p.lead {
    margin: 0 0 24px;
    color: var(--ink-muted);
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

  input:read-only {
    background: var(--surface-muted);
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

const Secondary = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: var(--brand-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Message = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: #fef2f2;
  color: var(--danger);
  font-size: 14px;
`;

const Note = styled.p`
  margin: 0;
  color: var(--ink-muted);
  font-size: 14px;
`;

/**
 * Sign in (spec §2.3 '/login', §7.5): the e-mail address or mobile number first, then the
 * password (e-mail) or the one-time code (mobile). The page sends the flow's events and shows its
 * state; the session takes the user on once signed in.
 */
export const SignInPage = ({ auth }: { readonly auth: FlowRefs["auth"] }) => {
  const text = useMessages(signInMessages);
  const search = useSearch();
  const ids = { identity: useId(), secret: useId() };
  const [identity, setIdentity] = useState("");
  const [secret, setSecret] = useState("");
  const step = useSelector(auth, (s) =>
    s.matches("password") || s.matches("checkingPassword")
      ? "password"
      : s.matches("otp") || s.matches("checkingOtp")
        ? "otp"
        : s.matches("signedIn")
          ? "signedIn"
          : "identity",
  );
  const busy = useSelector(auth, (s) => s.hasTag("loading"));
  const serverText = useSelector(auth, (s) => s.context.message);
  const error = useSelector(auth, (s) => s.context.error);
  const sayText = useCatalogueText();
  const sayError = useErrorText();
  const message = error !== null ? sayError(error) : serverText !== null ? sayText(serverText) : null;
  // A failed call is an alert; on the OTP step the server's notice and an empty field's
  // refusal (no call was made) show as a note.
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
      <Card aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{text.title}</h1>
        <Note role="status">{text.signedIn}</Note>
      </Card>
    );
  }

  const showsInfo = message !== null && !failed && step === "otp";
  return (
    <Card aria-labelledby="sign-in-title">
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
        {message !== null &&
          (showsInfo ? <Note role="status">{message}</Note> : <Message role="alert">{message}</Message>)}
        <Primary type="submit" disabled={busy}>
          {busy ? text.wait : step === "identity" ? text.continue : text.signIn}
        </Primary>
        {step !== "identity" && (
          <Secondary
            type="button"
            onClick={() => {
              setSecret("");
              auth.send({ type: "AUTH.RESET" });
            }}
          >
            {text.another}
          </Secondary>
        )}
      </Form>
    </Card>
  );
};
