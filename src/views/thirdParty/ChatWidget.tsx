/**
 * The customer-messaging chat widget's launcher (spec §1: hidden on mobile, so not shown at the
 * phone's widths, @domain/viewport `isPhoneWidth`, spec §9 'Breakpoints'). It is shown only after the cookie banner's consent:
 * src/app/thirdParty.tsx renders it then. Where the build names the chat service
 * (`VITE_CHAT_URL`), the launcher opens it in a new tab; in the demo build it opens a small note
 * instead.
 */
import { isPhoneWidth } from "@domain/viewport";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useId, useState } from "react";
import { LanguageProvider, useMessages } from "../i18n";
import type { FlowRefs } from "../system";
import { visuallyHidden } from "../theme/a11y";
import { Button, ButtonLook } from "../ui/Button";
import { thirdPartyMessages } from "./messages";

/** Docked at the bottom right, above the developer drawer when it is open. */
const Dock = styled.aside`
  position: fixed;
  right: 16px;
  bottom: calc(16px + var(--dev-drawer-space, 0px));
  z-index: 30;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
`;

const Note = styled.div`
  max-width: 280px;
  padding: 12px 16px;
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--ink);
  box-shadow: var(--shadow);
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

export interface ChatWidgetProps {
  /** The site flow: the launcher speaks the interface language (spec §4). */
  readonly site: FlowRefs["site"];
  /** The chat service's page, where the build names one; null in the demo build. */
  readonly chatUrl: string | null;
}

export const ChatWidget = ({ site, chatUrl }: ChatWidgetProps) => {
  const language = useSelector(site, (s) => s.context.language);
  // spec §1 'hidden on mobile': none at a phone's widths (spec §9 'Breakpoints').
  const phone = useSelector(site, (s) => isPhoneWidth(s.context.viewport.width));
  if (phone) return null;
  return (
    <LanguageProvider language={language}>
      <Launcher chatUrl={chatUrl} />
    </LanguageProvider>
  );
};

/** A link's attributes to open `href` in a new tab (the button's look is a `<button>`'s by type). */
const newTabLink = (href: string) => ({ href, target: "_blank", rel: "noopener" });

const Launcher = ({ chatUrl }: { readonly chatUrl: string | null }) => {
  const t = useMessages(thirdPartyMessages);
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <Dock aria-label={t.chatLabel} data-testid="chat-widget">
      {chatUrl !== null ? (
        <ButtonLook as="a" {...newTabLink(chatUrl)} data-variant="primary" data-size="medium">
          {t.openChat}
          <span className={visuallyHidden}> {t.newTab}</span>
        </ButtonLook>
      ) : (
        <>
          {open && (
            <Note id={noteId} role="status">
              {t.chatPreview}
              <Button variant="secondary" size="small" onClick={() => setOpen(false)}>
                {t.closeChat}
              </Button>
            </Note>
          )}
          <Button
            aria-expanded={open}
            aria-controls={open ? noteId : undefined}
            onClick={() => setOpen(!open)}
          >
            {t.openChat}
          </Button>
        </>
      )}
    </Dock>
  );
};
