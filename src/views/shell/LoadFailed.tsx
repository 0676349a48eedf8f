/**
 * What a failed load shows instead of a blank or an empty page: the error catalogue's text for
 * the error (spec §8), said in the shopper's language, and a Retry button that asks the flow for
 * the load again. The flow also retries on its own at the next navigation.
 */
import type { ErrorData } from "@errors/data";
import { styled } from "@linaria/react";
import { useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { loadFailedMessages } from "./loadFailedMessages";

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 14px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--ink);

  &[data-compact="0"] {
    margin-top: 16px;
  }

  &[data-compact="1"] {
    padding: 2px 6px;
    gap: 6px;
    font-size: 12px;
  }

  button {
    min-height: 32px;
    padding: 4px 12px;
    border: 1px solid var(--brand-primary);
    border-radius: 999px;
    background: var(--surface);
    color: var(--brand-primary);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 2px;
  }

  button[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.7;
  }
`;

export interface LoadFailedProps {
  readonly error: ErrorData;
  /** Asks the flow for the load again. */
  readonly onRetry: () => void;
  /** While the retry runs, the button says so and does nothing. */
  readonly retrying?: boolean;
  /** The test id of the notice (its button is `{testId}-retry`). */
  readonly testId: string;
  /** Small, for the header. */
  readonly compact?: boolean;
}

export const LoadFailed = ({
  error,
  onRetry,
  retrying = false,
  testId,
  compact = false,
}: LoadFailedProps) => {
  const errorText = useErrorText();
  const text = useMessages(loadFailedMessages);
  return (
    <Notice role="alert" data-testid={testId} data-compact={compact ? "1" : "0"}>
      <span>{errorText(error)}</span>
      <button
        type="button"
        data-testid={`${testId}-retry`}
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {retrying ? text.retrying : text.retry}
      </button>
    </Notice>
  );
};
