import { type PasswordChecks, passwordChecks } from "@domain/account";
import { useMessages } from "../i18n";
import { resetPasswordMessages } from "./messages";

const RULES: readonly (keyof PasswordChecks)[] = ["noSpaces", "hasDigit", "longEnough"];

/**
 * The password rule of spec §5 (no spaces, a digit, 8+ characters), each clause marked as the
 * user types: shown under a new password (the reset and sign-up pages). Styled by the form it is in.
 */
export const PasswordRules = ({ id, password }: { readonly id: string; readonly password: string }) => {
  const text = useMessages(resetPasswordMessages);
  const checks = passwordChecks(password);
  return (
    <div id={id}>
      <span>{text.ruleTitle}</span>
      <ul>
        {RULES.map((rule) => (
          <li key={rule} data-met={checks[rule]}>
            {checks[rule] ? "✓" : "•"} {text[rule]} {checks[rule] ? text.met : text.unmet}
          </li>
        ))}
      </ul>
    </div>
  );
};
