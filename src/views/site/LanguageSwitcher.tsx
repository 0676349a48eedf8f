import { isSiteLanguage, LANGUAGE_NAMES } from "@domain/language";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useId } from "react";
import { useMessages } from "../i18n";
import { useFlow } from "../system";
import { visuallyHidden } from "../theme/a11y";
import { siteMessages } from "./messages";

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
`;

const Select = styled.select`
  min-height: 36px;
  padding: 6px 28px 6px 10px;
  border: 1px solid var(--line);
  border-radius: 8px;
  background: var(--surface);
  color: var(--ink);
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }

  @media (max-width: 991px) {
    min-height: 44px;
  }
`;

/**
 * The language switcher (spec §2.4, §4): the site's languages, each named in its own language;
 * hidden when the platform allows one language only. A choice is stored and applied by the site.
 */
export const LanguageSwitcher = () => {
  const site = useFlow("site");
  const choices = useSelector(site, (s) => s.context.languageChoices);
  const language = useSelector(site, (s) => s.context.language);
  const text = useMessages(siteMessages);
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <Field data-testid="language-switcher">
      <label className={visuallyHidden} htmlFor={id}>
        {text.language}
      </label>
      <Select
        id={id}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isSiteLanguage(chosen)) site.send({ type: "SITE.SET_LANGUAGE", language: chosen });
        }}
      >
        {choices.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
    </Field>
  );
};
