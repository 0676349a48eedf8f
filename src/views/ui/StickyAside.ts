/**
 * The side column of a two-column page (the cart's summary, the checkout's payment): an aside in
 * the Card's look (surface, hairline border, the theme's radius and shadow), its h2 at 18 px, that
 * stays in view below the header while the page scrolls. A page that docks or flows it on a phone
 * says so with `styled(StickyAside)`.
 */
import { styled } from "@linaria/react";

export const StickyAside = styled.aside`
  position: sticky;
  top: calc(var(--header-height) + 16px);
  display: grid;
  gap: 16px;
  padding: 20px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h2 {
    margin: 0;
    font-size: 18px;
  }
`;
