/**
 * The look shared by the account pages (sign-in, sign-up, password reset, switch account,
 * unsubscribe): one card, one form, the primary and the link-like button, the alert and the note.
 * A page that needs more extends a piece with `styled(Piece)`.
 */
import { styled } from "@linaria/react";

/** The page's card: centred, narrow, with the phone's smaller margins. */
export const AccountCard = styled.section`
  max-width: 460px;
  margin: 24px auto;
  padding: 32px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h1 {
    margin: 0 0 12px;
    font-size: 26px;
  }

  a {
    color: var(--brand-primary);
  }

  @media (max-width: 991px) {
    margin: 8px auto;
    padding: 24px 16px;
  }
`;

/** The card laid out as a column with even gaps: a page of a few short blocks and links. */
export const AccountPanel = styled(AccountCard)`
  display: grid;
  gap: 12px;

  h1,
  p {
    margin: 0;
  }

  a {
    justify-self: start;
    font-weight: 600;
  }
`;

/** A form of labelled fields, one under the other; the password rules list as met or not. */
export const AccountForm = styled.form`
  display: grid;
  gap: 12px;

  label {
    font-weight: 600;
    font-size: 14px;
  }

  input,
  select {
    width: 100%;
    min-width: 0;
    padding: 12px 14px;
    border: 1px solid var(--line);
    border-radius: 8px;
    background: var(--surface);
    font: inherit;
  }

  input:read-only {
    background: var(--surface-muted);
    color: var(--ink-muted);
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 14px;
  }

  li[data-met="true"] {
    color: var(--success);
  }

  li[data-met="false"] {
    color: var(--ink-muted);
  }
`;

/** The page's main action. */
export const PrimaryButton = styled.button`
  padding: 12px 16px;
  border: 0;
  border-radius: 8px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** A refusal or a failure, in the danger colour. */
export const AlertText = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--surface-muted);
  color: var(--danger);
  font-size: 14px;
`;

/** A quiet explanation. */
export const NoteText = styled.p`
  margin: 0;
  color: var(--ink-muted);
  font-size: 14px;
`;
