import { type PasswordChecks, passwordChecks } from "@domain/account";
import { styled } from "@linaria/react";
import { useMessages } from "../i18n";
import { resetPasswordMessages } from "./messages";

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li[data-met="true"] {
    color: var(--success);
  }

  li[data-met="false"] {
    color: var(--ink-muted);
  }
`;

const RULES: readonly (keyof PasswordChecks)[] = ["noSpaces", "hasDigit", "longEnough"];

/**
 * The password rule of spec §5 (no spaces, a digit, 8+ characters), each clause marked as the
 * user types (met in the success colour): shown under a new password (the reset and sign-up pages).
 */
export const PasswordRules = ({ id, password }: { readonly id: string; readonly password: string }) => {
  const text = useMessages(resetPasswordMessages);
  const checks = passwordChecks(password);
  return (
    <div id={id}>
      <span>{text.ruleTitle}</span>
      <List>
        {RULES.map((rule) => (
          <li key={rule} data-met={checks[rule]}>
            {checks[rule] ? "✓" : "•"} {text[rule]} {checks[rule] ? text.met : text.unmet}
          </li>
        ))}
      </List>
    </div>
  );
};
