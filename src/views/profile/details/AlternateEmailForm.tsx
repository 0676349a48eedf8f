import { alternateEmailProblemOf } from "@domain/profile";
import { present } from "@errors/catalogue";
import { useSelector } from "@views/useSelector";
import { type FormEvent, useId, useState } from "react";
import { fill, useMessages } from "../../i18n";
import { useCatalogueText, useFormMessage } from "../../i18n/errors";
import type { FlowRefs } from "../../system";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { alternateProblemText } from "./fieldTexts";
import { profileDetailsMessages } from "./messages";
import { Card, Form } from "./styles";

/**
 * The alternate e-mail (spec §1 'an optional alternate e-mail', §3 Menu data showAlternateEmail),
 * shown where the menu enables it: the one kept, and a field to add or change it, checked with the
 * e-mail rule of spec §5 as the user types.
 */
export const AlternateEmailForm = ({
  flow,
  primaryEmail,
  current,
}: {
  readonly flow: FlowRefs["profile"];
  readonly primaryEmail: string;
  readonly current: string | null;
}) => {
  const text = useMessages(profileDetailsMessages);
  const say = useCatalogueText();
  const id = useId();
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const saving = useSelector(flow, (s) => s.hasTag("savingAlternate"));
  const saved = useSelector(flow, (s) => s.matches({ ready: { alternate: "saved" } }));
  const feedback = useSelector(flow, (s) => s.context.alternate);
  const formError =
    feedback.error !== null && present(feedback.error).kind === "field" ? null : feedback.error;
  const message = useFormMessage(formError, feedback.message);
  const problem = alternateEmailProblemOf(value, primaryEmail);
  const refused = feedback.error !== null && formError === null;
  const problemText = problem !== null && (touched || refused) ? say(alternateProblemText[problem]) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    flow.send({ type: "ALTERNATE.SAVE", alternative_email: value });
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.alternateTitle}</h2>
      <p>{text.alternateLead}</p>
      <p>{current === null ? text.alternateNone : fill(text.alternateCurrent, { email: current })}</p>
      <Form onSubmit={submit} noValidate aria-busy={saving}>
        <Field id={`${id}-email`} label={text.alternateLabel} error={problemText}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setTouched(true);
              }}
            />
          )}
        </Field>
        {message !== null && <Alert>{message}</Alert>}
        {saved && message === null && <Alert variant="success">{text.alternateSaved}</Alert>}
        <Button type="submit" disabled={saving}>
          {current === null ? text.alternateAdd : text.alternateChange}
        </Button>
      </Form>
    </Card>
  );
};
