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

/** The flag of an accepted call (spec §7.1): every other value is a refusal. */
export const ACCEPTED = 1;

/** What every call answers: its success flag, and the data of an accepted call. */
export interface AcceptedAnswer {
  readonly success: number;
}

/** The data an accepted `A` carries, for an answer typed as one shape or as accepted | refused. */
export type DataOf<A> = A extends unknown
  ? "data" extends keyof A
    ? Exclude<A["data" & keyof A], undefined>
    : never
  : never;

/** An accepted `A`: for an answer typed as accepted | refused, its accepted shape. */
export type Accepted<A> = A & { readonly success: typeof ACCEPTED };

/** Whether the call was accepted: success 1, whatever else the answer holds. */
export const isAccepted = <A extends AcceptedAnswer>(answer: A): answer is Accepted<A> =>
  answer.success === ACCEPTED;

/** The data of an accepted answer; undefined for a refusal and for success 1 without data. */
export const acceptedData = <A extends AcceptedAnswer>(answer: A): DataOf<A> | undefined => {
  if (!isAccepted(answer) || !("data" in answer)) return undefined;
  const data: unknown = answer.data;
  // The contract's schemas decoded the answer: an accepted one's data is the type DataOf reads.
  return data === undefined ? undefined : (data as DataOf<A>);
};
