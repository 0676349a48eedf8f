import { styled } from "@linaria/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { layoutMessages } from "./messages";

const iconProps = {
  width: 22,
  height: 22,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  focusable: false,
} as const;

/** The cart icon of the header. */
export const CartIcon = () => (
  <svg {...iconProps} aria-hidden="true">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
  </svg>
);

const MenuIcon = () => (
  <svg {...iconProps} aria-hidden="true">
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

const BackIcon = () => (
  <svg {...iconProps} aria-hidden="true">
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </svg>
);

const OptionsIcon = () => (
  <svg {...iconProps} aria-hidden="true">
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </svg>
);

/** Shown on phones only (991 px or less, spec §9). */
const Lead = styled(Link)`
  display: none;

  @media (max-width: 991px) {
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    color: var(--ink);
    font-size: 20px;
    line-height: 1;
    text-decoration: none;

    &:hover {
      background: var(--brand-primary-soft);
    }
  }
`;

export interface MobileLeadProps {
  /** The back arrow of a description page, or null. */
  readonly back: { readonly href: string } | null;
  /** The phone menu page. */
  readonly menuHref: string;
}

/**
 * The start of the phone header (spec §2.4): a back arrow on description pages, the menu button
 * elsewhere. Hidden from 992 px.
 */
export const MobileLead = ({ back, menuHref }: MobileLeadProps) => {
  const text = useMessages(layoutMessages);
  return back === null ? (
    <Lead href={menuHref} aria-label={text.menu}>
      <MenuIcon />
    </Lead>
  ) : (
    <Lead href={back.href} aria-label={text.back}>
      <BackIcon />
    </Lead>
  );
};

const OptionsWrap = styled.div`
  display: none;

  @media (max-width: 991px) {
    position: relative;
    display: inline-flex;
  }
`;

const OptionsButton = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--ink);
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;

  &:hover,
  &[aria-expanded="true"] {
    background: var(--brand-primary-soft);
  }
`;

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  padding: 16px 16px 24px;
  background: var(--surface);
  border-radius: 16px 16px 0 0;
  box-shadow: var(--shadow);

  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }

  a {
    display: block;
    padding: 12px;
    border-radius: 8px;
    color: var(--ink);
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: var(--brand-primary-soft);
    color: var(--brand-primary);
  }
`;

const SheetHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;

  button {
    padding: 6px 10px;
    border: 0;
    border-radius: 8px;
    background: none;
    color: var(--ink-muted);
    font: inherit;
    cursor: pointer;
  }
`;

export interface ChooseOptionsProps {
  readonly rewardHistoryHref: string;
  readonly pointConversionHref: string;
}

/**
 * The phone header's 'Choose Options' sheet (spec §2.4) with 'Check Reward History' and 'Check
 * Point Conversion'. Escape or Close shuts it and returns focus to its button. Hidden from 992 px.
 */
export const ChooseOptions = ({ rewardHistoryHref, pointConversionHref }: ChooseOptionsProps) => {
  const text = useMessages(layoutMessages);
  const titleId = useId();
  const sheetId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (open) firstLinkRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };

  return (
    <OptionsWrap>
      <OptionsButton
        ref={buttonRef}
        type="button"
        aria-label={text.chooseOptions}
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <OptionsIcon />
      </OptionsButton>
      {open && (
        <Sheet id={sheetId} role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <SheetHead>
            <h2 id={titleId}>{text.chooseOptions}</h2>
            <button type="button" onClick={close}>
              {text.close}
            </button>
          </SheetHead>
          <ul>
            <li>
              <Link ref={firstLinkRef} href={rewardHistoryHref} onClick={() => setOpen(false)}>
                {text.checkRewardHistory}
              </Link>
            </li>
            <li>
              <Link href={pointConversionHref} onClick={() => setOpen(false)}>
                {text.checkPointConversion}
              </Link>
            </li>
          </ul>
        </Sheet>
      )}
    </OptionsWrap>
  );
};
