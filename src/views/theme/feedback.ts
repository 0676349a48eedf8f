import { styled } from "@linaria/react";

/** A field's own error, under the field, in the danger colour. */
export const FieldError = styled.p`
  margin: 0;
  color: var(--danger);
  font-size: 14px;
`;

/** A refusal or a failure of a whole form, boxed in the danger colour. */
export const Alert = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid var(--danger);
  background: var(--surface-muted);
  color: var(--danger);
`;
