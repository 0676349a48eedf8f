/**
 * What a form or a page says about itself. `Alert` is a boxed message: a refusal or a failure
 * (`danger`, announced at once: role alert) or a success or an information (`success`, `info`,
 * announced politely: role status). `Note` is a quiet line of text, with no role unless `live`
 * (then alert in the danger tone, status otherwise). `announce={false}` leaves the role to a
 * wrapper that already carries one.
 */
import { styled } from "@linaria/react";
import type { HTMLAttributes, ReactNode, Ref } from "react";

export type AlertVariant = "danger" | "success" | "info";
export type NoteTone = "muted" | "danger" | "success";

const Box = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid var(--danger);
  background: var(--surface-muted);
  color: var(--danger);
  font-size: 14px;

  &[data-variant="success"] {
    border-color: var(--success);
    color: var(--success);
  }

  &[data-variant="info"] {
    border-color: var(--line);
    color: var(--ink);
  }
`;

const Line = styled.p`
  margin: 0;
  color: var(--ink-muted);
  font-size: 14px;

  &[data-tone="danger"] {
    color: var(--danger);
  }

  &[data-tone="success"] {
    color: var(--success);
  }
`;

type TextProps = Omit<HTMLAttributes<HTMLParagraphElement>, "role"> & {
  readonly children?: ReactNode;
  /** For a message the page moves the focus to (with `tabIndex={-1}`). */
  readonly ref?: Ref<HTMLParagraphElement>;
};

export const Alert = ({
  variant = "danger",
  announce = true,
  ...rest
}: TextProps & { readonly variant?: AlertVariant; readonly announce?: boolean }) => (
  <Box
    {...rest}
    data-variant={variant}
    role={announce ? (variant === "danger" ? "alert" : "status") : undefined}
  />
);

export const Note = ({
  tone = "muted",
  live = false,
  ...rest
}: TextProps & { readonly tone?: NoteTone; readonly live?: boolean }) => (
  <Line {...rest} data-tone={tone} role={live ? (tone === "danger" ? "alert" : "status") : undefined} />
);
