/**
 * The Effect programs of the PROFILE tab (spec §7.5 'User and balances', 'Profile') and the live
 * actors its machine invokes by name: the user's details (fetchUserDetails, the contact split into
 * code and number here, never in the machine), the profile logo (fetchUsersProfileLogo), edit
 * profile (update_employee_data {update_data}), change password (change_query {reset_input}, the
 * passwords base64-encoded by the contract) and the alternate e-mail. A new e-mail takes two
 * edits: the first mails a code to it, the second sends the form again with the code.
 *
 * The alternate e-mail is kept in local storage under 'alternateEmail' (the key logout clears,
 * spec §4 'Logout' step 3), which the tab reads, and is sent to the server with
 * update_employee_data {update_data: {alternative_email}}.
 */
import { fetchUserDetails as fetchUserDetailsCall } from "@contract/account";
import {
  changeQuery,
  fetchUsersProfileLogo,
  updateEmployeeData,
  WRONG_CURRENT_PASSWORD,
} from "@contract/profile";
import { isAccepted } from "@domain/answers";
import { type PhoneListCountry, phoneListIn } from "@domain/phoneList";
import { type ProfileDetails, type ProfileForm, profileDetailsOf, updateDataOf } from "@domain/profile";
import { CurrentPasswordWrong } from "@errors/situations";
import { Effect, type Layer } from "effect";
import { geographyActors } from "./geography";
import { effectActor, effectActorWithoutInput } from "./runtime/actor";
import { BrowserStorage } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";
import { ALTERNATE_EMAIL_KEY } from "./session";

/** What the tab shows: the details, the logo's address (null: initials) and the alternate e-mail. */
export interface LoadedProfile {
  readonly details: ProfileDetails;
  readonly logo_url: string | null;
  /** The alternate e-mail kept in local storage, or null. */
  readonly alternative_email: string | null;
}

/** What a profile call answered: success 1, else the server's text. */
export interface ProfileOutcome {
  readonly success: number;
  readonly message: string | null;
}

/** What edit profile answered: also the new e-mail a code was mailed to (nothing saved yet), or null. */
export interface EditOutcome extends ProfileOutcome {
  readonly pending_email: string | null;
}

/** What saving the alternate e-mail answered, with the value now kept (null when refused). */
export interface AlternateOutcome extends ProfileOutcome {
  readonly alternative_email: string | null;
}

/** The profile logo; a failed or refused call leaves the initials (the logo is decoration). */
const profileLogo = Effect.fn("profile.logo")(function* () {
  const answer = yield* callOperation(fetchUsersProfileLogo, {});
  const logo = answer.data.fetchUsersProfileLogo;
  return logo.success === 1 ? (logo.data?.logo_url ?? null) : null;
});

/** fetchUserDetails and fetchUsersProfileLogo side by side, and the stored alternate e-mail. */
export const loadProfile = Effect.fn("profile.loadProfile")(function* () {
  const storage = yield* BrowserStorage;
  const [answer, logo_url] = yield* Effect.all(
    [
      callOperation(fetchUserDetailsCall, {}),
      profileLogo().pipe(Effect.orElseSucceed((): string | null => null)),
    ],
    { concurrency: 2 },
  );
  const stored = yield* storage.get("local", ALTERNATE_EMAIL_KEY);
  const loaded: LoadedProfile = {
    details: profileDetailsOf(answer.data.fetchUserDetails),
    logo_url,
    alternative_email: stored === null || stored.trim() === "" ? null : stored,
  };
  return loaded;
});

const outcomeOf = (answer: { readonly success: number; readonly message?: string | undefined }) => {
  const outcome: ProfileOutcome = { success: answer.success, message: answer.message ?? null };
  return outcome;
};

/**
 * update_employee_data with the edit form's fields, trimmed, the mobile with its code (spec
 * §7.5), and the current password and the mailed code when the form has them.
 */
/**
 * What saveProfile is given: the form and the phone list its checks read (spec §7.2
 * getCountryList; null or left out for the built-in one), which gives the mobile number's code.
 */
export type ProfileSave = ProfileForm & { readonly phoneList?: readonly PhoneListCountry[] | null };

export const saveProfile = Effect.fn("profile.saveProfile")(function* (form: ProfileSave) {
  const answer = yield* callOperation(updateEmployeeData, {
    update_data: updateDataOf(form, phoneListIn(form.phoneList ?? null)),
  });
  const edited = answer.data.update_employee_data;
  const outcome: EditOutcome = { ...outcomeOf(edited), pending_email: edited.pending_email ?? null };
  return outcome;
});

/**
 * change_query {reset_input: {old_password, new_password}}; a current password that is not the
 * user's fails with CurrentPasswordWrong.
 */
export const changePassword = Effect.fn("profile.changePassword")(function* (input: {
  readonly old_password: string;
  readonly new_password: string;
}) {
  const answer = yield* callOperation(changeQuery, {
    reset_input: { old_password: input.old_password, new_password: input.new_password },
  });
  const changed = answer.data.change_query;
  if (!isAccepted(changed) && changed.code === WRONG_CURRENT_PASSWORD) {
    return yield* Effect.fail(new CurrentPasswordWrong());
  }
  return outcomeOf(changed);
});

/**
 * The alternate e-mail: sent with update_employee_data, then, on success 1, kept in local
 * storage under 'alternateEmail' (trimmed).
 */
export const saveAlternateEmail = Effect.fn("profile.saveAlternateEmail")(function* (input: {
  readonly alternative_email: string;
}) {
  const storage = yield* BrowserStorage;
  const alternative_email = input.alternative_email.trim();
  const answer = yield* callOperation(updateEmployeeData, { update_data: { alternative_email } });
  const saved = answer.data.update_employee_data.success === 1;
  if (saved) yield* storage.set("local", ALTERNATE_EMAIL_KEY, alternative_email);
  const outcome: AlternateOutcome = {
    ...outcomeOf(answer.data.update_employee_data),
    alternative_email: saved ? alternative_email : null,
  };
  return outcome;
});

/** The actors the profile machine invokes, run with `layer`. */
export const profileActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadProfile: effectActorWithoutInput(loadProfile, layer),
  saveProfile: effectActor(saveProfile, layer),
  changePassword: effectActor(changePassword, layer),
  saveAlternateEmail: effectActor(saveAlternateEmail, layer),
  ...geographyActors(layer),
});
