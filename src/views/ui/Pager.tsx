/**
 * Previous and next over the pages of a list, with where the shopper is ('Page 2 of 5') said
 * politely as it changes. Nothing shows for a single page; both buttons rest while a page loads.
 */
import { styled } from "@linaria/react";
import { ButtonLook } from "./Button";

export interface PagerProps {
  /** The pager's name ('Order pages'). */
  readonly label: string;
  readonly page: number;
  readonly pages: number;
  readonly busy?: boolean;
  readonly onPage: (page: number) => void;
  /** The buttons' words and where the shopper is, in the interface language. */
  readonly texts: { readonly previous: string; readonly next: string; readonly position: string };
}

const Frame = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;

  button[data-variant="secondary"] {
    border-color: var(--line);
    color: var(--ink);
  }
`;

export const Pager = ({ label, page, pages, busy = false, onPage, texts }: PagerProps) => {
  if (pages <= 1) return null;
  return (
    <Frame aria-label={label}>
      <ButtonLook
        type="button"
        data-variant="secondary"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {texts.previous}
      </ButtonLook>
      <span aria-live="polite">{texts.position}</span>
      <ButtonLook
        type="button"
        data-variant="secondary"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {texts.next}
      </ButtonLook>
    </Frame>
  );
};
