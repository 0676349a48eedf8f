/**
 * The geography calls the later screens' flows make (spec §7.2), and their live actors:
 * - `loadPhoneList` the server's phone list (voucher getCountryList, spec §3 'Phone-list
 *   country', §5 'Phone lengths'), which the track-order, sign-up, profile and top-up forms read.
 *
 * Each form's flow takes them among its own actors (`...geographyActors(layer)` in
 * `trackOrderActors`, `signUpActors`, `profileActors`, `topupActors`).
 *
 * A refused answer (success 0), one the contract cannot read, or one that cannot serve (an empty
 * list, lengths that make no sense: `servedPhoneListOf`) fails with CountryFetchFailed, as a
 * failed country fetch does (spec §8); the flows then keep the built-in list. HTTP 401 stays
 * Unauthenticated (spec §8).
 */
import { getCountryList } from "@contract/geography";
import { type PhoneListCountry, servedPhoneListOf } from "@domain/phoneList";
import { LogTexts } from "@errors/catalogue";
import { CountryFetchFailed } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { effectActorWithoutInput } from "./runtime/actor";
import { unlessUnauthenticated } from "./runtime/failures";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** voucher getCountryList (no payload): the phone list as the forms read it, sorted by name. */
export const loadPhoneList = Effect.fn("geography.loadPhoneList")(
  function* () {
    const answer = yield* callOperation(getCountryList, {}).pipe(
      Effect.mapError(unlessUnauthenticated(() => new CountryFetchFailed())),
    );
    const result = answer.data.getCountryList;
    const list = result.success === 1 ? servedPhoneListOf(result.data) : null;
    if (list === null) return yield* Effect.fail(new CountryFetchFailed());
    const served: readonly PhoneListCountry[] = list;
    return served;
  },
  Effect.tapError(() => Effect.logWarning(LogTexts.countries)),
);

export const geographyActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadPhoneList: effectActorWithoutInput(loadPhoneList, layer),
});
