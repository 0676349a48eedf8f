/**
 * The airline member id of a miles product (spec §3 Order 'an airline-loyalty member id', §7.6
 * validate_miles_memberId {memberId, productId}): the field, 'Check member id', and its field
 * error (a bad form is refused before any call, an id the airline does not know with its reason).
 * Once the airline accepts the id, the perks flow tells the checkout (the order carries it) and
 * `children(true)` lets the page offer 'Add to Cart':
 *
 * ```tsx
 * <MemberIdField productId={id}>{(accepted) => <AddToCart disabled={!accepted} />}</MemberIdField>
 * ```
 */

import { useSelector } from "@views/useSelector";
import { type ReactNode, useId } from "react";
import { useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { type FlowRefs, useLateFlow } from "../system";
import { Alert, Button, Note } from "../ui";
import { Box } from "./perkParts";
import { perksMessages } from "./perksMessages";

export interface MemberIdFieldProps {
  readonly productId: number;
  /** What the page shows below the field: `accepted` once the airline knows the id for this product. */
  readonly children?: (accepted: boolean) => ReactNode;
}

export const MemberIdField = ({ productId, children }: MemberIdFieldProps) => {
  const flow = useLateFlow("perks");
  return flow === null ? (
    children?.(false)
  ) : (
    <MemberIdFieldWith productId={productId} flow={flow}>
      {children}
    </MemberIdFieldWith>
  );
};

/** Whether the airline accepted the member id for `productId`. */
export const useMemberIdAccepted = (flow: FlowRefs["perks"], productId: number): boolean =>
  useSelector(flow, (s) => s.matches({ memberId: "accepted" }) && s.context.memberIdProductId === productId);

const MemberIdFieldWith = ({
  productId,
  flow,
  children,
}: MemberIdFieldProps & { readonly flow: FlowRefs["perks"] }) => {
  const text = useMessages(perksMessages);
  const sayError = useErrorText();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const value = useSelector(flow, (s) => s.context.memberIdInput);
  const checking = useSelector(flow, (s) => s.hasTag("checking"));
  const accepted = useMemberIdAccepted(flow, productId);
  const error = useSelector(flow, (s) =>
    s.context.memberIdProductId === productId ? s.context.memberIdError : null,
  );
  return (
    <Box data-testid="member-id">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: "MILES.CHECK", productId });
        }}
      >
        <Box>
          <label htmlFor={inputId}>{text.memberIdLabel}</label>
          <input
            id={inputId}
            name="memberId"
            autoComplete="off"
            spellCheck={false}
            value={value}
            aria-invalid={error !== null}
            aria-describedby={error === null ? hintId : `${hintId} ${errorId}`}
            onChange={(event) => flow.send({ type: "MILES.MEMBER_ID_INPUT", memberId: event.target.value })}
          />
          <small id={hintId}>{text.memberIdHint}</small>
          {error !== null && (
            <Note tone="danger" live id={errorId} data-testid="member-id-error">
              {sayError(error)}
            </Note>
          )}
          <Button type="submit" busy={checking}>
            {checking ? text.checkingMemberId : text.checkMemberId}
          </Button>
        </Box>
      </form>
      {accepted && <Alert variant="success">{text.memberIdAccepted}</Alert>}
      {children?.(accepted)}
    </Box>
  );
};
