/**
 * What the storefront reads from a server's answer whatever the call (spec §7, §8): the text of a
 * refusal, shown as sent.
 */

/** The server's text of a refused call: message, else Message; undefined when both are blank. */
export const serverMessageOf = (answer: {
  readonly message?: string | null | undefined;
  readonly Message?: string | undefined;
}): string | undefined => {
  const candidates = [answer.message, answer.Message];
  return candidates.find((text): text is string => typeof text === "string" && text.trim() !== "");
};
