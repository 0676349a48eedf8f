/** The headings of the product spec's sections, for the pack's index of cited sections. */
export const SPEC_SECTIONS: ReadonlyMap<string, string> = new Map([
  ["1", "What the product does and for whom"],
  ["2", "Screens and routes"],
  ["2.1", "Site prefix and path resolution"],
  ["2.2", "Section list (enabled routes)"],
  ["2.3", "Route table"],
  ["2.4", "Header"],
  ["2.5", "Category navigation"],
  ["2.6", "Search"],
  ["2.7", "Country selector"],
  ["2.8", "How to Redeem (Redemption Guide) modal"],
  ["2.9", "Reward Codes Balance Checker modal (public)"],
  ["2.10", "Track Your Order modal"],
  ["2.11", "Other screens"],
  ["3", "Entities and their fields"],
  ["4", "States and transitions"],
  ["5", "Validation rules"],
  ["6", "Roles and permissions"],
  ["7", "The calls it makes"],
  ["7.1", "Transport"],
  ["7.2", "Start-up, site and geography"],
  ["7.3", "Catalogue"],
  ["7.4", "Cart"],
  ["7.5", "Authentication and account"],
  ["7.6", "Orders, payments and reports"],
  ["7.7", "Flights and hotels"],
  ["7.8", "Other named operations"],
  ["8", "The error catalogue"],
  ["9", "Business constants and limits"],
]);

/** The heading of `section`, or of the nearest section above it (`2.3.1` -> 2.3's). */
export const sectionTitle = (section: string): string | null => {
  for (let parts = section.split("."); parts.length > 0; parts = parts.slice(0, -1)) {
    const title = SPEC_SECTIONS.get(parts.join("."));
    if (title !== undefined) return title;
  }
  return null;
};
