/**
 * The captcha challenge widget (spec §2.9 'a challenge captcha widget (light theme)', §4 'Track
 * order'). It gives its value to `onSolved`; the flow that showed it then has the value verified
 * (src/effects/captcha.ts). With a provider site key configured the provider's widget renders
 * here (a Turnstile-compatible script); otherwise the development challenge asks for a sum, which
 * the reference API verifies.
 */

import { config } from "@config";
import { type DevChallenge, devCaptchaValue } from "@contract/captcha";
import { styled } from "@linaria/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { fill, useMessages } from "../i18n";
import { captchaMessages } from "./messages";

export interface CaptchaChallengeProps {
  readonly onSolved: (token: string) => void;
  readonly onCancel: () => void;
}

const Box = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
  padding: 16px;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface-muted);
  color: var(--ink);

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
  }

  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }

  input {
    width: 96px;
    padding: 8px 10px;
    border: 1px solid var(--line);
    border-radius: 6px;
    font: inherit;
  }

  button {
    padding: 9px 14px;
    border-radius: 6px;
    border: 1px solid var(--brand-primary);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button[type="submit"] {
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }

  button[type="button"] {
    background: var(--surface);
    color: var(--brand-primary);
  }

  small {
    color: var(--ink-muted);
  }
`;

const newChallenge = (): DevChallenge => ({
  a: 1 + Math.floor(Math.random() * 20),
  b: 1 + Math.floor(Math.random() * 20),
});

/** The development challenge: the sum of two numbers from 1 to 20. */
const DevelopmentChallenge = ({ onSolved, onCancel }: CaptchaChallengeProps) => {
  const text = useMessages(captchaMessages);
  const [challenge] = useState(newChallenge);
  const [answer, setAnswer] = useState("");
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() !== "") onSolved(devCaptchaValue(challenge, answer));
  };
  return (
    <Box role="group" aria-label={text.title} data-testid="captcha-challenge" data-theme="light">
      <strong>{text.title}</strong>
      <form onSubmit={submit}>
        <label htmlFor={inputId}>
          {fill(text.question, { a: challenge.a, b: challenge.b })}
          <input
            id={inputId}
            ref={inputRef}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value.replace(/\D/g, ""))}
          />
        </label>
        <button type="submit" disabled={answer.trim() === ""}>
          {text.verify}
        </button>
        <button type="button" onClick={onCancel}>
          {text.cancel}
        </button>
      </form>
      <small>{text.hint}</small>
    </Box>
  );
};

/** The provider's widget API, as its script installs it. */
interface ProviderWidgets {
  render(
    container: HTMLElement,
    options: { sitekey: string; theme: "light"; callback: (token: string) => void },
  ): string;
  remove(id: string): void;
}

const PROVIDER_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

const providerOf = (view: (Window & typeof globalThis) | null): ProviderWidgets | null => {
  const candidate: unknown = view === null ? undefined : Reflect.get(view, "turnstile");
  return typeof candidate === "object" && candidate !== null && "render" in candidate
    ? (candidate as ProviderWidgets)
    : null;
};

/** The provider's widget: its script is loaded once, then it renders into this box (light theme). */
const ProviderChallenge = ({
  siteKey,
  onSolved,
  onCancel,
}: CaptchaChallengeProps & { readonly siteKey: string }) => {
  const text = useMessages(captchaMessages);
  const ref = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  useEffect(() => {
    const container = ref.current;
    const doc = container?.ownerDocument;
    if (container === null || container === undefined || doc === undefined) return;
    let widget: string | null = null;
    const render = () => {
      const provider = providerOf(doc.defaultView);
      if (provider === null || widget !== null) return;
      widget = provider.render(container, {
        sitekey: siteKey,
        theme: "light",
        callback: (t) => solved.current(t),
      });
    };
    const existing = doc.querySelector<HTMLScriptElement>(`script[src="${PROVIDER_SCRIPT}"]`);
    const script =
      existing ?? Object.assign(doc.createElement("script"), { src: PROVIDER_SCRIPT, async: true });
    script.addEventListener("load", render);
    if (existing === null) doc.head.append(script);
    render();
    return () => {
      script.removeEventListener("load", render);
      if (widget !== null) providerOf(doc.defaultView)?.remove(widget);
    };
  }, [siteKey]);
  return (
    <Box role="group" aria-label={text.title} data-testid="captcha-challenge" data-theme="light">
      <div ref={ref} />
      <div>
        <button type="button" onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </Box>
  );
};

export const CaptchaChallenge = (props: CaptchaChallengeProps) =>
  config.captcha.provider === "turnstile" ? (
    <ProviderChallenge {...props} siteKey={config.captcha.siteKey} />
  ) : (
    <DevelopmentChallenge {...props} />
  );
