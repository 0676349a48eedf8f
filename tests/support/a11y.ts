/**
 * How assistive technology names and finds an element in the DOM test environment, after the
 * parts of the accessible-name computation the storefront's views use: `aria-labelledby`, then
 * `aria-label`, then a `<label for>`, then the element's own text without what is hidden from it
 * (`aria-hidden`).
 */

const visibleText = (node: Node): string => {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? "";
  if (node instanceof Element && node.getAttribute("aria-hidden") === "true") return "";
  return Array.from(node.childNodes, visibleText).join("");
};

export const accessibleName = (element: Element): string => {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy !== null) {
    return labelledBy
      .split(" ")
      .map((id) => {
        const label = document.getElementById(id);
        return label === null ? "" : visibleText(label).trim();
      })
      .join(" ");
  }
  const label = element.getAttribute("aria-label");
  if (label !== null) return label;
  if (element.id !== "") {
    const forLabel = document.querySelector(`label[for="${element.id}"]`);
    if (forLabel !== null) return visibleText(forLabel).trim();
  }
  return visibleText(element).replace(/\s+/g, " ").trim();
};

/** The implicit roles of the tags the primitives render, else the explicit `role`. */
const IMPLICIT_ROLES: Readonly<Record<string, string>> = {
  BUTTON: "button",
  NAV: "navigation",
  TABLE: "table",
  INPUT: "textbox",
  FORM: "form",
  OUTPUT: "status",
};

export const roleOf = (element: Element): string | null =>
  element.getAttribute("role") ?? IMPLICIT_ROLES[element.tagName] ?? null;

/** The one element under `container` with `role` and accessible `name`; throws when there is not exactly one. */
export const getByRole = (container: Element, role: string, name: string): HTMLElement => {
  const found = Array.from(container.ownerDocument.querySelectorAll<HTMLElement>("*")).filter(
    (element) => container.contains(element) && roleOf(element) === role && accessibleName(element) === name,
  );
  const [only] = found;
  if (found.length !== 1 || only === undefined) {
    throw new Error(`expected one ${role} named '${name}', found ${found.length}`);
  }
  return only;
};
