/**
 * The watched page's redacted values made visible (@domain/eventlog/marks): every text, field
 * value and attribute holding a redaction marker shows {@link REDACTED_MARK} instead, and the
 * element holding it is titled with the kinds hidden and marked `data-redacted`. It follows the
 * page as React renders it: a text React writes again is masked again.
 */
import { maskRedacted, REDACTED_MARK, redactedTitle } from "@domain/eventlog/marks";

export { REDACTED_MARK };

/** The attributes a marker may show in (a field's label, an image's text, a link's title, the initials an avatar draws). */
const SHOWN_ATTRIBUTES = ["title", "aria-label", "alt", "placeholder", "value", "data-initials"] as const;

const markElement = (element: Element | null, kinds: readonly string[]): void => {
  if (element === null) return;
  element.setAttribute("data-redacted", [...new Set(kinds)].join(" "));
  element.setAttribute("title", redactedTitle(kinds));
};

const maskText = (node: Text): void => {
  const masked = maskRedacted(node.data);
  if (masked === null) return;
  node.data = masked.text;
  markElement(node.parentElement, masked.kinds);
};

const maskField = (field: HTMLInputElement | HTMLTextAreaElement): void => {
  const masked = maskRedacted(field.value);
  if (masked === null) return;
  field.value = masked.text;
  markElement(field, masked.kinds);
};

const maskAttributes = (element: Element): void => {
  for (const name of SHOWN_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const masked = maskRedacted(value);
    if (masked === null) continue;
    element.setAttribute(name, masked.text);
    if (name !== "title") markElement(element, masked.kinds);
    else element.setAttribute("data-redacted", [...new Set(masked.kinds)].join(" "));
  }
};

/** Masks every marker under `root` now. */
export const maskAll = (root: Element): void => {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node instanceof Text) maskText(node);
  }
  for (const element of root.querySelectorAll("*")) maskAttributes(element);
  for (const field of root.querySelectorAll("input, textarea")) {
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) maskField(field);
  }
};

/**
 * Masks the markers under `root` and every one React writes later; returns the function that
 * stops following it. A field's value is a property React sets without a mutation: `refresh`
 * masks the page again (after each move of the watched step).
 */
export const followRedactions = (
  root: Element,
): { readonly refresh: () => void; readonly stop: () => void } => {
  maskAll(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData" && record.target instanceof Text) maskText(record.target);
      else if (record.type === "attributes" && record.target instanceof Element)
        maskAttributes(record.target);
      else
        for (const added of record.addedNodes) {
          if (added instanceof Text) maskText(added);
          else if (added instanceof Element) maskAll(added);
        }
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...SHOWN_ATTRIBUTES],
  });
  return { refresh: () => maskAll(root), stop: () => observer.disconnect() };
};
