import { type PhoneListCountry, phoneChoiceLabel, phoneListCountryOf, phoneListIn } from "@domain/phoneList";
import type { ProfileDetails, ProfileForm, ProfileProblem } from "@domain/profile";
import { awaitsEmailCode, changesSignIn, profileProblemsOf } from "@domain/profile";
import { present } from "@errors/catalogue";
import { useSelector } from "@views/useSelector";
import { type FormEvent, type HTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { fill, useMessages } from "../../i18n";
import { useCatalogueText, useFormMessage } from "../../i18n/errors";
import type { FlowRefs } from "../../system";
import { Actions } from "../../ui/Actions";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { profileProblemText } from "./fieldTexts";
import { profileDetailsMessages } from "./messages";
import { Form } from "./styles";

/** Everything the form holds: the mailed code's field is there from the start, shown when asked. */
type FormState = Required<ProfileForm>;
type TextField = Exclude<keyof FormState, "country">;

/** The phone country of the mobile number, with the number of digits its country takes (spec §5). */
const PhoneCountryField = ({
  id,
  value,
  list,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  readonly list: readonly PhoneListCountry[];
  readonly onChange: (value: string) => void;
}) => {
  const text = useMessages(profileDetailsMessages);
  const country = phoneListCountryOf(value, list);
  return (
    <Field
      id={id}
      label={text.phoneCountry}
      hint={
        country === null
          ? undefined
          : country.min_length === country.max_length
            ? fill(text.mobileHintExact, { min: country.min_length, country: country.name })
            : fill(text.mobileHint, {
                min: country.min_length,
                max: country.max_length,
                country: country.name,
              })
      }
    >
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {list.map((entry) => (
            <option key={entry.iso} value={entry.iso}>
              {phoneChoiceLabel(entry)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
};

/**
 * The edit form (spec §7.5 update_employee_data): names, e-mail, the phone country and the mobile
 * number, each checked as the user types (spec §5: the e-mail check, the mobile as long as its
 * country allows, names), then sent; HTTP 429 says the spec §8 text. A new e-mail or mobile number
 * asks for the current password; a new e-mail then asks for the code the server mailed to it, and
 * becomes the sign-in e-mail once that code is sent back. The server's refusals show above 'Save'.
 */
export const EditProfileForm = ({
  flow,
  details,
}: {
  readonly flow: FlowRefs["profile"];
  readonly details: ProfileDetails;
}) => {
  const text = useMessages(profileDetailsMessages);
  const say = useCatalogueText();
  const id = useId();
  const [form, setForm] = useState<FormState>({
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    mobile: details.mobile,
    country: details.country,
    password: "",
    email_otp: "",
  });
  const [touched, setTouched] = useState<ReadonlySet<TextField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const saving = useSelector(flow, (s) => s.hasTag("saving"));
  const feedback = useSelector(flow, (s) => s.context.edit);
  const pendingEmail = useSelector(flow, (s) => s.context.pendingEmail);
  // The server's phone list once it has come, the built-in one until then (spec §7.2).
  const phoneList = useSelector(flow, (s) => phoneListIn(s.context.phoneList));
  // A field refusal is shown at its field; the form's alert says the rest (429, the server's text).
  const formError =
    feedback.error !== null && present(feedback.error).kind === "field" ? null : feedback.error;
  const message = useFormMessage(formError, feedback.message);
  const asksPassword = changesSignIn(form, details, phoneList);
  const asksCode = awaitsEmailCode(form, pendingEmail);
  // What 'Save' sends: the password only when it is asked for, the code only once it is.
  const { email_otp, ...fields } = form;
  const sent: ProfileForm = {
    ...fields,
    password: asksPassword ? form.password : "",
    ...(asksCode ? { email_otp } : {}),
  };
  const problems = new Set(profileProblemsOf(sent, details, phoneList));

  // The code's field takes the focus when it appears, after the server mailed the code.
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (asksCode) codeInput.current?.focus();
  }, [asksCode]);

  const problemOf = (field: ProfileProblem): string | null =>
    problems.has(field) && (submitted || touched.has(field)) ? say(profileProblemText[field]) : null;
  const change = (field: TextField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setTouched((t) => new Set(t).add(field));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    flow.send({ type: "PROFILE.SAVE", ...sent });
  };
  const input = (
    field: TextField,
    label: string,
    type: string,
    autoComplete: string,
    extra: {
      readonly hint?: string;
      readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
    } = {},
  ) => {
    const problem = problemOf(field);
    return (
      <Field id={`${id}-${field}`} label={label} hint={extra.hint} error={problem}>
        {(control) => (
          <input
            {...control}
            ref={field === "email_otp" ? codeInput : undefined}
            type={type}
            inputMode={extra.inputMode}
            autoComplete={autoComplete}
            value={form[field]}
            onChange={(e) => change(field, e.target.value)}
          />
        )}
      </Field>
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={saving}>
      <h3 id={`${id}-title`}>{text.editTitle}</h3>
      <div className="pair">
        {input("first_name", text.firstName, "text", "given-name")}
        {input("last_name", text.lastName, "text", "family-name")}
      </div>
      {input("email", text.email, "email", "email")}
      <div className="pair">
        <PhoneCountryField
          id={`${id}-country`}
          value={form.country}
          list={phoneList}
          onChange={(value) => setForm((f) => ({ ...f, country: value }))}
        />
        {input("mobile", text.mobileNumber, "tel", "tel-national")}
      </div>
      {asksPassword &&
        input("password", text.currentPassword, "password", "current-password", {
          hint: text.currentPasswordHint,
        })}
      {asksCode && pendingEmail !== null && (
        <>
          <Alert variant="success">{fill(text.emailCodeSent, { email: pendingEmail })}</Alert>
          {input("email_otp", text.emailCode, "text", "one-time-code", { inputMode: "numeric" })}
        </>
      )}
      {message !== null && <Alert>{message}</Alert>}
      <Actions>
        <Button type="submit" disabled={saving}>
          {saving ? text.saving : asksCode ? text.confirmEmail : text.save}
        </Button>
        <Button type="button" variant="secondary" onClick={() => flow.send({ type: "PROFILE.CANCEL_EDIT" })}>
          {text.cancel}
        </Button>
      </Actions>
    </Form>
  );
};
