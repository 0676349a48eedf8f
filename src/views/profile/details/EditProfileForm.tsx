import { PHONE_LIST, phoneChoiceLabel, phoneListCountryOf } from "@domain/phoneList";
import type { ProfileDetails, ProfileForm, ProfileProblem } from "@domain/profile";
import { profileProblemsOf } from "@domain/profile";
import { present } from "@errors/catalogue";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useId, useState } from "react";
import { fill, useMessages } from "../../i18n";
import { useCatalogueText, useFormMessage } from "../../i18n/errors";
import type { FlowRefs } from "../../system";
import { profileProblemText } from "./fieldTexts";
import { profileDetailsMessages } from "./messages";
import { Alert, Button, Form } from "./styles";

type TextField = Exclude<keyof ProfileForm, "country">;

/**
 * The edit form (spec §7.5 update_employee_data): names, e-mail, the phone country and the mobile
 * number, each checked as the user types (spec §5: the e-mail check, the mobile as long as its
 * country allows, names), then sent; HTTP 429 says the spec §8 text.
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
  const [form, setForm] = useState<ProfileForm>({
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    mobile: details.mobile,
    country: details.country,
  });
  const [touched, setTouched] = useState<ReadonlySet<TextField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const saving = useSelector(flow, (s) => s.hasTag("saving"));
  const feedback = useSelector(flow, (s) => s.context.edit);
  // A field refusal is shown at its field; the form's alert says the rest (429, the server's text).
  const formError =
    feedback.error !== null && present(feedback.error).kind === "field" ? null : feedback.error;
  const message = useFormMessage(formError, feedback.message);
  const problems = new Set(profileProblemsOf(form));
  const country = phoneListCountryOf(form.country);

  const problemOf = (field: ProfileProblem): string | null =>
    problems.has(field) && (submitted || touched.has(field)) ? say(profileProblemText[field]) : null;
  const change = (field: TextField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setTouched((t) => new Set(t).add(field));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    flow.send({ type: "PROFILE.SAVE", ...form });
  };
  const input = (field: TextField, label: string, type: string, autoComplete: string) => {
    const problem = problemOf(field);
    return (
      <div className="field">
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <input
          id={`${id}-${field}`}
          type={type}
          autoComplete={autoComplete}
          value={form[field]}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? `${id}-${field}-error` : undefined}
          onChange={(e) => change(field, e.target.value)}
        />
        {problem !== null && (
          <p className="error" id={`${id}-${field}-error`}>
            {problem}
          </p>
        )}
      </div>
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
        <div className="field">
          <label htmlFor={`${id}-country`}>{text.phoneCountry}</label>
          <select
            id={`${id}-country`}
            value={form.country}
            onChange={(e) => setForm((f) => ({ ...f, country: e.target.value }))}
          >
            {PHONE_LIST.map((entry) => (
              <option key={entry.iso} value={entry.iso}>
                {phoneChoiceLabel(entry)}
              </option>
            ))}
          </select>
          {country !== null && (
            <span className="hint">
              {country.min_length === country.max_length
                ? fill(text.mobileHintExact, { min: country.min_length, country: country.name })
                : fill(text.mobileHint, {
                    min: country.min_length,
                    max: country.max_length,
                    country: country.name,
                  })}
            </span>
          )}
        </div>
        {input("mobile", text.mobileNumber, "tel", "tel-national")}
      </div>
      {message !== null && <Alert role="alert">{message}</Alert>}
      <div className="actions">
        <Button type="submit" disabled={saving}>
          {saving ? text.saving : text.save}
        </Button>
        <Button
          type="button"
          data-kind="secondary"
          onClick={() => flow.send({ type: "PROFILE.CANCEL_EDIT" })}
        >
          {text.cancel}
        </Button>
      </div>
    </Form>
  );
};
