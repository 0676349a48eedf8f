/**
 * A page's body while it is a state rather than content: loading (a Spinner and a line, given
 * `role="status"`) or empty (an h2, a line in the muted ink and the next steps, a `nav` of links
 * centred in a wrapping row). Centred text on the surface, in the theme's hairline frame.
 */
import { styled } from "@linaria/react";

export const StatePanel = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);

  p {
    margin: 0;
    color: var(--ink-muted);
  }

  h2 {
    margin: 0;
    font-size: 20px;
  }

  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
  }
`;
