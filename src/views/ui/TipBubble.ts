/**
 * The dark bubble a tooltip speaks in ('Redeemed By: …', the redeem-code hint): ink background,
 * surface text at 13 px. Where it stands, and whether it floats above the page with the theme's
 * shadow, is its caller's (`styled(TipBubble)`).
 */
import { styled } from "@linaria/react";

export const TipBubble = styled.span`
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--ink);
  color: var(--surface);
  font-size: 13px;
`;
