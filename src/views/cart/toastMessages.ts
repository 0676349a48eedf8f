/**
 * The text of the cart's toast (spec §8, §9 'cart toasts 2 s'): its close button. A table of its
 * own, so the landing page, which mounts the toast, does not carry the cart page's texts.
 */
import { defineMessages } from "../i18n";

export const cartToastMessages = defineMessages("cartToast", {
  close: "Close",
});
