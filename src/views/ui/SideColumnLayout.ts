/**
 * A page's main content with a narrow column before it: a results page's filters beside its
 * results at 1280 px, above them on a phone (spec §9 breakpoints: 991 px or less).
 */
import { styled } from "@linaria/react";

export const SideColumnLayout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 16px;
  align-items: start;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
