import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useMessages } from "../../i18n";
import { redeemGuideMessages } from "./messages";
import type { RedeemGuideRef } from "./RedeemGuideDialogBody";

const Live = styled.div`
  position: fixed;
  top: 36px;
  right: max(16px, calc((100vw - var(--content-width)) / 2 + 16px));
  z-index: 65;
  max-width: 280px;

  @media (max-width: 991px) {
    top: calc(var(--header-height) + 8px);
    right: 16px;
    left: 16px;
    max-width: none;
  }
`;

const Bubble = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--ink);
  color: var(--surface);
  font-size: 13px;
  line-height: 1.4;
  box-shadow: var(--shadow);

  &::before {
    content: "";
    position: absolute;
    top: -6px;
    right: 24px;
    border: 6px solid transparent;
    border-top: 0;
    border-bottom-color: var(--ink);
  }

  > span {
    flex: 1 1 auto;
  }

  button {
    flex: none;
    padding: 0 4px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-size: 16px;
    line-height: 1;
    cursor: pointer;
  }

  @media (max-width: 991px) {
    &::before {
      display: none;
    }
  }
`;

export interface RedeemTooltipProps {
  /** The redemption guide flow (systemId "redeemGuide"). */
  readonly flow: RedeemGuideRef;
}

/**
 * The redeem-code tooltip (spec §2.1 '?redeem=code', §9 'redeem-code tooltip close 4 s'): a bubble
 * by the header's 'How to Redeem?' link while the guide flow is in its `tooltip.shown` state,
 * which it leaves after 4 s or when the bubble is dismissed. The live region stays in the page so
 * the text is announced when it appears.
 */
export const RedeemTooltip = ({ flow }: RedeemTooltipProps) => {
  const text = useMessages(redeemGuideMessages);
  const shown = useSelector(flow, (s) => s.matches({ tooltip: "shown" }));
  return (
    <Live role="status">
      {shown && (
        <Bubble data-testid="redeem-tooltip">
          <span>{text.tooltip}</span>
          <button
            type="button"
            aria-label={text.closeTooltip}
            onClick={() => flow.send({ type: "GUIDE.CLOSE_TOOLTIP" })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </Bubble>
      )}
    </Live>
  );
};
