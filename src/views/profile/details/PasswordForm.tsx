import type { PasswordChangeForm } from "@domain/profile";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useId, useState } from "react";
import { PasswordRules } from "../../account/PasswordRules";
import { useMessages } from "../../i18n";
import { useFormMessage } from "../../i18n/errors";
import type { FlowRefs } from "../../system";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { profileDetailsMessages } from "./messages";
import { Card, Form } from "./styles";

const EMPTY: PasswordChangeForm = { old_password: "", new_password: "", confirm_password: "" };

/**
 * Change password (spec §7.5 change_query {reset_input}): the current password, the new one with
 * the rule of spec §5 marked as the user types, typed twice. A wrong current password is refused
 * with the catalogue's text; a change says so and the form empties.
 */
export const PasswordForm = ({ flow }: { readonly flow: FlowRefs["profile"] }) => {
  const text = useMessages(profileDetailsMessages);
  const id = useId();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const changing = useSelector(flow, (s) => s.hasTag("changingPassword"));
  const changed = useSelector(flow, (s) => s.matches({ ready: { password: "changed" } }));
  const feedback = useSelector(flow, (s) => s.context.password);
  const message = useFormMessage(feedback.error, feedback.message);
  const [wasChanged, setWasChanged] = useState(false);
  if (changed !== wasChanged) {
    setWasChanged(changed);
    if (changed) setForm(EMPTY);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.send({ type: "PASSWORD.CHANGE", ...form });
  };
  const field = (
    name: keyof PasswordChangeForm,
    label: string,
    autoComplete: string,
    describedBy?: string,
  ) => (
    <Field id={`${id}-${name}`} label={label}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={autoComplete}
          value={form[name]}
          aria-describedby={describedBy}
          onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.passwordTitle}</h2>
      <Form onSubmit={submit} noValidate aria-busy={changing}>
        {field("old_password", text.currentPassword, "current-password")}
        {field("new_password", text.newPassword, "new-password", `${id}-rules`)}
        <PasswordRules id={`${id}-rules`} password={form.new_password} />
        {field("confirm_password", text.confirmPassword, "new-password")}
        {message !== null && <Alert>{message}</Alert>}
        {changed && message === null && <Alert variant="success">{text.passwordChanged}</Alert>}
        <Button type="submit" disabled={changing}>
          {changing ? text.changing : text.changePassword}
        </Button>
      </Form>
    </Card>
  );
};
