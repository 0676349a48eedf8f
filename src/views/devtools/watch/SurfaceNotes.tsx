/**
 * What the watched page says over the storefront it shows: that its intents are inert (for a few
 * seconds after a click or a key it stopped), and where the replay left the log, when it did.
 * Drawn in the developer tools' own palette (../styles.ts), so no client's branding recolours it.
 */
import { styled } from "@linaria/react";
import { useEffect, useState } from "react";
import { palette } from "../styles";

/** What the page says when it stopped a click or a key. */
export const INERT_NOTE = "Watch mode: this page replays a recorded visit. Clicks and keys do nothing here.";

/** How long the note stays after the last stopped intent. */
const NOTE_MS = 4000;

const Notes = styled.div`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: 8px;
  z-index: 2147483647;
  display: grid;
  gap: 6px;
  pointer-events: none;
  font: 13px/1.4 system-ui, sans-serif;

  & > p {
    margin: 0;
    padding: 8px 12px;
    border-radius: 6px;
    background: var(--dt-bg);
    color: var(--dt-ink);
    border-left: 4px solid var(--dt-accent);
  }

  & > p[data-kind="divergence"] {
    border-left-color: var(--dt-danger);
  }
`;

export const SurfaceNotes = ({
  divergence,
  stoppedIntent,
}: {
  /** The sentence naming the divergence, when the replay left the log at or before this step. */
  readonly divergence: string | null;
  /** How many intents the page has stopped: each one shows the note again. */
  readonly stoppedIntent: number;
}) => {
  const [noted, setNoted] = useState(false);
  useEffect(() => {
    if (stoppedIntent === 0) return;
    setNoted(true);
    const timer = setTimeout(() => setNoted(false), NOTE_MS);
    return () => clearTimeout(timer);
  }, [stoppedIntent]);
  return (
    <Notes className={palette}>
      {divergence === null ? null : (
        <p role="alert" data-kind="divergence">
          {divergence}
        </p>
      )}
      <p role="status" hidden={!noted}>
        {noted ? INERT_NOTE : ""}
      </p>
    </Notes>
  );
};
