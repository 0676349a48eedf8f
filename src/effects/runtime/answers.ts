/**
 * How an effect reads a call's answer (spec §7.1, §8): success 1 is the call's typed result, and
 * every other answer, a refusal (success 0, the server's message, perhaps a code) or a malformed
 * one (success 1 without its data, a flag other than 0 and 1), fails with the catalogue error
 * (src/errors) the effect makes of it.
 */
import {
  type Accepted,
  type AcceptedAnswer,
  acceptedData,
  type DataOf,
  isAccepted,
  serverMessageOf,
} from "@domain/answers";
import { OrderRefused } from "@errors/situations";
import { Effect } from "effect";

/** The data of an accepted answer; otherwise the error `refuse` makes of the answer. */
export const dataOf = <A extends AcceptedAnswer, E>(
  answer: A,
  refuse: (answer: A) => E,
): Effect.Effect<DataOf<A>, E> => {
  const data = acceptedData(answer);
  return data === undefined ? Effect.fail(refuse(answer)) : Effect.succeed(data);
};

/** An accepted answer that carries no data of its own; otherwise the error `refuse` makes of it. */
export const accepted = <A extends AcceptedAnswer, E>(
  answer: A,
  refuse: (answer: A) => E,
): Effect.Effect<Accepted<A>, E> =>
  isAccepted(answer) ? Effect.succeed(answer) : Effect.fail(refuse(answer));

/** The refusal of an order or payment call (spec §8): OrderRefused with the server's words. */
export const orderRefused =
  (operation: string) =>
  (answer: {
    readonly message?: string | null | undefined;
    readonly Message?: string | undefined;
  }): OrderRefused =>
    new OrderRefused({ operation, serverMessage: serverMessageOf(answer) });
