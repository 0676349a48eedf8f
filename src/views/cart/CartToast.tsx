/**
 * The cart's toast (spec §8 'Add to cart failure', 'Product 28487 added more than once', §9 'cart
 * toasts 2 s'): the cart's `message` (an error, as data) said in the shopper's language through
 * the error catalogue, at the top centre of the screen, above the header, as an alert in the
 * catalogue's tone. The cart hides it after 2000 ms; its close button and the Escape key hide it
 * at once (CART.DISMISS_MESSAGE). Mounted once for the whole storefront.
 */
import { present } from "@errors/catalogue";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect, useRef } from "react";
import { useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { useFlow } from "../system";
import { cartToastMessages } from "./toastMessages";

const Toast = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  z-index: 70;
  transform: translateX(-50%);
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: max-content;
  max-width: min(520px, calc(100vw - 24px));
  padding: 12px 12px 12px 16px;
  background: var(--surface);
  color: var(--ink);
  border: 1px solid var(--danger);
  border-left-width: 6px;
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  font-size: 15px;
  line-height: 1.4;

  p {
    flex: 1;
    margin: 0;
    padding-top: 8px;
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    margin-top: 8px;
    color: var(--danger);
  }

  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--ink-muted);
    font: inherit;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
  }

  button:hover {
    background: var(--surface-muted);
    color: var(--ink);
  }

  @media (max-width: 991px) {
    top: 8px;
    width: calc(100vw - 16px);
    max-width: none;
    font-size: 16px;
  }
`;

const ErrorIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <circle cx="12" cy="16.5" r="1.25" fill="currentColor" />
  </svg>
);

export const CartToast = () => {
  const text = useMessages(cartToastMessages);
  const cart = useFlow("cart");
  const message = useSelector(cart, (s) => (s.hasTag("toast") ? s.context.message : null));
  const errorText = useErrorText();
  const ref = useRef<HTMLDivElement>(null);
  const shown = message !== null;

  // Escape closes the toast wherever the focus is, while it is shown.
  useEffect(() => {
    const page = ref.current?.ownerDocument;
    if (!shown || page === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") cart.send({ type: "CART.DISMISS_MESSAGE" });
    };
    page.addEventListener("keydown", onKeyDown);
    return () => page.removeEventListener("keydown", onKeyDown);
  }, [shown, cart]);

  if (message === null) return null;
  const view = present(message);
  return (
    <Toast ref={ref} role="alert" data-kind={view.kind === "toast" ? view.tone : "error"}>
      <ErrorIcon />
      <p>{errorText(message)}</p>
      <button
        type="button"
        aria-label={text.close}
        onClick={() => cart.send({ type: "CART.DISMISS_MESSAGE" })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </Toast>
  );
};
