/**
 * How a watched page shows a redacted value (docs/event-log.md, 'Watching a log'): the marker
 * `[redacted:{kind}:{hash}]` a log holds in place of a secret or a personal datum is shown as
 * {@link REDACTED_MARK}, titled with its kind. Nothing of the value is guessed or recovered: the
 * salted hash is not shown either.
 */

/** What a watched page shows in place of a redacted value. */
export const REDACTED_MARK = "••••";

const MARKERS = /\[redacted:([a-z]+):[0-9a-f]{16}\]/g;

/** A text with its redaction markers masked, and the kinds they were, in order. */
export interface MaskedText {
  readonly text: string;
  readonly kinds: readonly string[];
}

/**
 * A text made of the first letters of redacted values only (a name's initials: '[[' from two
 * markers), which would show the marker's bracket as if it were a letter.
 */
const INITIALS_OF_MARKERS = /^\s*\[(?:\s*\[)*\s*$/;

/** `text` with every redaction marker replaced by {@link REDACTED_MARK}; null when it holds none. */
export const maskRedacted = (text: string): MaskedText | null => {
  if (INITIALS_OF_MARKERS.test(text)) return { text: text.replace(/\[/g, "•"), kinds: ["initials"] };
  if (!text.includes("[redacted:")) return null;
  const kinds: string[] = [];
  const masked = text.replace(MARKERS, (_marker, kind: string) => {
    kinds.push(kind);
    return REDACTED_MARK;
  });
  return kinds.length === 0 ? null : { text: masked, kinds };
};

/** The title of a masked value: the kinds it hides, each once. */
export const redactedTitle = (kinds: readonly string[]): string =>
  `Redacted in the log: ${[...new Set(kinds)].join(", ")}`;
