import type { ProfileMenuItem } from "@domain/header";
import { styled } from "@linaria/react";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { fill, useMessages } from "../i18n";
import { visuallyHidden, visuallyHiddenOnPhone } from "../theme/a11y";
import { Chip } from "../ui/Chip";
import { layoutMessages } from "./messages";

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const MenuButton = styled(Chip)`
  max-width: 260px;
  padding: 4px 12px 4px 4px;

  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
    font-weight: 700;
    font-size: 13px;
  }

  /* Phones: the avatar alone; the name stays for assistive technology. */
  .name {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    ${visuallyHiddenOnPhone}
  }

  .avatar::before {
    content: attr(data-initials);
  }

  .chevron {
    flex: none;
    font-size: 10px;
  }

  .chevron::before {
    content: "▼";
  }

  @media (max-width: 991px) {
    padding: 2px;

    .chevron {
      display: none;
    }
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 30;
  min-width: 220px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  li {
    display: block;
  }

  a,
  button {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: 8px;
    background: none;
    color: var(--ink);
    font: inherit;
    font-size: 14px;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  a:focus-visible,
  button:hover,
  button:focus-visible {
    background: var(--brand-primary-soft);
    color: var(--brand-primary);
  }

  .full-name {
    display: block;
    font-size: 12px;
    color: var(--ink-muted);
  }

  .separator {
    height: 1px;
    margin: 4px 0;
    background: var(--line);
  }
`;

const Failure = styled.p`
  margin: 0;
  color: var(--danger);
  font-size: 13px;
`;

export interface ProfileMenuProps {
  /** The user's first and last name. */
  readonly fullName: string;
  /** The entries of the menu, from the header model (spec §2.4, §6). */
  readonly items: readonly ProfileMenuItem[];
  readonly onLogout: () => void;
  /** The message of a failed logout, shown beside the menu. */
  readonly failure?: string | null;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => part !== "")
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");

const entriesOf = (menu: HTMLUListElement | null): HTMLElement[] =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The profile menu (spec §2.4): a menu button with the user's name; entries Profile (with the
 * full name), Orders, Reward History, Switch Account, Switch to Admin (new tab) and Logout, as
 * the model gives them. Keyboard: Enter, Space or ArrowDown open it on the first entry, ArrowUp
 * on the last; ArrowUp, ArrowDown, Home and End move; Escape closes and returns to the button;
 * Tab or a click elsewhere closes it.
 */
export const ProfileMenu = ({ fullName, items, onLogout, failure = null }: ProfileMenuProps) => {
  const text = useMessages(layoutMessages);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | "first" | "last">(false);

  useEffect(() => {
    if (open === false) return;
    const list = entriesOf(menuRef.current);
    (open === "first" ? list[0] : list[list.length - 1])?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen("last");
    } else if (event.key === "Escape" && open !== false) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = entriesOf(menuRef.current);
    const at = event.target instanceof HTMLElement ? list.indexOf(event.target) : -1;
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close(false);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setOpen(false);
  };

  const labelOf = (item: ProfileMenuItem): string => text[item.id];
  // The words of 'Account menu of {name}' before and after the name, in the shopper's language.
  const [before = "", after = ""] = text.accountMenu.split("{name}");
  const menuName = { before, after };

  return (
    <Wrap onBlur={onBlur}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open === false ? undefined : menuId}
        onClick={() => (open === false ? setOpen("first") : close(false))}
        onKeyDown={onButtonKeyDown}
      >
        {/* The name is the button's text with words only assistive technology hears around it
            ('Account menu of Priya Sharma'); the initials and the arrow are drawn, not text. */}
        <span className="avatar" aria-hidden="true" data-initials={initialsOf(fullName)} />
        <span className={visuallyHidden}>{menuName.before}</span>
        <span className="name" data-testid="user-name">
          {fullName}
        </span>
        <span className={visuallyHidden}>{menuName.after}</span>
        <span className="chevron" aria-hidden="true" />
      </MenuButton>
      {open !== false && (
        <Menu
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={fill(text.accountMenu, { name: fullName })}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            if (item.id === "logout") {
              return (
                <li key={item.id} role="none">
                  <div className="separator" aria-hidden="true" />
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    onClick={() => {
                      close(true);
                      onLogout();
                    }}
                  >
                    {text.logout}
                  </button>
                </li>
              );
            }
            if (item.id === "switchToAdmin") {
              return (
                <li key={item.id} role="none">
                  <a
                    role="menuitem"
                    tabIndex={-1}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${text.switchToAdmin} ${text.opensInNewTab}`}
                    onClick={() => close(false)}
                  >
                    {text.switchToAdmin}
                  </a>
                </li>
              );
            }
            return (
              <li key={item.id} role="none">
                <Link role="menuitem" tabIndex={-1} href={item.href} onClick={() => close(false)}>
                  {labelOf(item)}
                  {item.id === "profile" && <span className="full-name">{fullName}</span>}
                </Link>
              </li>
            );
          })}
        </Menu>
      )}
      {failure !== null && <Failure role="alert">{failure}</Failure>}
    </Wrap>
  );
};
