/**
 * Why a log is refused, in the words `npm run replay` prints and the drawer and the watch page show: a
 * malformed log (its line and reason), or a log from another build (format version, a machine
 * whose definition hash differs).
 */
import {
  type BuildIdentity,
  compatibility,
  type EventLog,
  MalformedLog,
  parseLog,
} from "@domain/eventlog/format";

/** A malformed log: the line and why (the words of `MalformedLog`). */
export const malformedRefusal = (error: Pick<MalformedLog, "line" | "reason">): string =>
  `refused: malformed log, line ${error.line}: ${error.reason}`;

/** The heading of a log from another build; the problems follow it, one a line. */
export const INCOMPATIBLE_REFUSAL = "refused: the log comes from an incompatible build";

export const incompatibleRefusal = (problems: readonly string[]): string =>
  `${INCOMPATIBLE_REFUSAL}\n${problems.map((p) => `  - ${p}`).join("\n")}`;

/** The log in `text`, read whole, when this build can replay it; else the refusal. */
export const readForReplay = (
  text: string,
  build: BuildIdentity,
):
  | { readonly kind: "read"; readonly log: EventLog }
  | { readonly kind: "refused"; readonly message: string } => {
  let log: EventLog;
  try {
    log = parseLog(text);
  } catch (error) {
    if (error instanceof MalformedLog) return { kind: "refused", message: malformedRefusal(error) };
    throw error;
  }
  const problems = compatibility(log.header, build);
  return problems.length > 0
    ? { kind: "refused", message: incompatibleRefusal(problems) }
    : { kind: "read", log };
};
