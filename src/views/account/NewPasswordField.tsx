import { useId } from "react";
import { PasswordRules } from "./PasswordRules";

/**
 * A new password (the reset and sign-up pages, spec §5 'Password'): its label, the password input
 * the browser may fill with a generated one, and the rule under it, which describes the input.
 */
export const NewPasswordField = ({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => {
  const id = useId();
  const rulesId = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="new-password"
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <PasswordRules id={rulesId} password={value} />
    </>
  );
};
