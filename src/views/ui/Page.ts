/**
 * A page's frame and its sections. `Page` is centred at 960 px (`data-width="narrow"`: 460 px,
 * the account forms; `"column"`: 720 px, the payment and store-information pages) with the page's h1 at 26 px (22 px on a phone); `Section` groups blocks
 * under an h2 with even gaps.
 */
import { styled } from "@linaria/react";

export const Page = styled.section`
  display: grid;
  gap: 16px;
  align-content: start;
  width: 100%;
  max-width: 960px;
  margin: 24px auto;
  padding: 0 16px;

  &[data-width="narrow"] {
    max-width: 460px;
  }

  &[data-width="column"] {
    max-width: 720px;
  }

  &[data-width="wide"] {
    max-width: var(--content-width);
  }

  h1 {
    margin: 0;
    font-size: 26px;
  }

  p {
    margin: 0;
  }

  @media (max-width: 991px) {
    margin: 12px auto;

    h1 {
      font-size: 22px;
    }
  }
`;

export const Section = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 20px;
  }

  p {
    margin: 0;
  }
`;
