/** The account area's tabs' own layout: a tab's block is a card without shadow, a little tighter. */
import { styled } from "@linaria/react";
import { Card } from "../ui/Card";

/** One block of a tab: a card with an h2. */
export const TabCard = styled(Card)`
  padding: 20px;
  box-shadow: none;

  @media (max-width: 991px) {
    padding: 16px 12px;
  }
`;
