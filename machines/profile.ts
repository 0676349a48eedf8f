/**
 * The PROFILE tab of the account area (systemId "profile"), spec §2.3, §3 'User', §5, §7.5
 * 'Profile': the user's details and profile logo (fetchUserDetails, fetchUsersProfileLogo); the
 * edit form, refused before any call when a field breaks its rule of spec §5 or when it changes
 * the e-mail or the mobile number without the current password, sent with update_employee_data,
 * after which the details load again and "session" hears SESSION.USER_CHANGED so the header shows
 * the new name; a new e-mail is saved once the code the server mailed to it is sent back with the
 * form (`pendingEmail` is that address meanwhile); the change-password form (change_query,
 * the rule of spec §5 before any call); and the alternate e-mail. HTTP 429 is kept as data and the
 * view says the spec §8 text; HTTP 401 ends the session. Effects are invoked by name
 * (`profileActors(layer)`, src/effects/profile.ts); rules are in src/domain/profile.ts.
 */

import { type PhoneListCountry, phoneListIn } from "@domain/phoneList";
import {
  type AlternateEmailProblem,
  alternateEmailProblemOf,
  type PasswordChangeForm,
  type PasswordChangeProblem,
  type ProfileForm,
  type ProfileProblem,
  passwordChangeProblemOf,
  profileProblemsOf,
} from "@domain/profile";
import type {
  AlternateOutcome,
  EditOutcome,
  LoadedProfile,
  ProfileOutcome,
  ProfileSave,
} from "@effects/profile";
import { serverText } from "@errors/catalogue";
import { type ErrorData, errorDataOf, toErrorData } from "@errors/data";
import {
  InvalidMobileNumber,
  PasswordChangeInvalid,
  PasswordRuleBroken,
  ProfileFieldInvalid,
} from "@errors/situations";
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import { sendToFlow } from "./flows";
import { pending } from "./pending";
import {
  type FormFeedback,
  initialProfileContext,
  noFeedback,
  type ProfileContext,
  type ProfileEvent,
  type ProfileSessionEvent,
  type ProfileTag,
} from "./profile.events";

export { type ProfileContext, type ProfileEvent, profileEventSchemas } from "./profile.events";

type Form = "edit" | "password" | "alternate";
type Output<O> = { readonly event: { readonly output: O } };
type Failed = { readonly event: { readonly error: unknown } };

/** The typed error of the first refused field of the edit form (spec §5 'Mobile number' text for the mobile). */
const profileRefusal = (problem: ProfileProblem): ErrorData =>
  toErrorData(problem === "mobile" ? new InvalidMobileNumber() : new ProfileFieldInvalid({ field: problem }));
const passwordRefusal = (problem: PasswordChangeProblem): ErrorData =>
  toErrorData(problem === "rule" ? new PasswordRuleBroken() : new PasswordChangeInvalid({ reason: problem }));
const alternateRefusal = (problem: AlternateEmailProblem): ErrorData =>
  toErrorData(new ProfileFieldInvalid({ field: problem === "email" ? "alternate_email" : "alternate_same" }));

/** The feedback of a refused or failed call of `form`. */
const failedAs = (form: Form) => ({
  type: "showError" as const,
  params: ({ event }: Failed) => ({ form, error: event.error }),
});
const refusedAs = (form: Form) => ({
  type: "showServerMessage" as const,
  params: ({ event }: Output<ProfileOutcome>) => ({ form, message: event.output.message }),
});
const accepted = {
  type: "isAccepted" as const,
  params: ({ event }: Output<ProfileOutcome>) => ({ outcome: event.output }),
};
/** HTTP 401 from a call: the session ends (spec §8). */
const expired = {
  type: "isUnauthenticated" as const,
  params: ({ event }: Failed) => ({ error: event.error }),
};
const ending = { guard: expired, actions: "endSession" as const };

type ChangeEvent = Extract<ProfileEvent, { type: "PASSWORD.CHANGE" }>;
type AlternateEvent = Extract<ProfileEvent, { type: "ALTERNATE.SAVE" }>;

/** 'Change password' from the form or after a change: refused before any call, or sent. */
const changePasswordOn = [
  {
    guard: {
      type: "hasPasswordProblem" as const,
      params: ({ event }: { event: ChangeEvent }) => ({ form: event }),
    },
    target: "editing",
    actions: {
      type: "refusePassword" as const,
      params: ({ event }: { event: ChangeEvent }) => ({ form: event }),
    },
  },
  { target: "changing", actions: { type: "clearFeedback" as const, params: { form: "password" as const } } },
];

/** 'Save' of the alternate e-mail, refused before any call or sent. */
const saveAlternateOn = [
  {
    guard: {
      type: "hasAlternateProblem" as const,
      params: ({ event }: { event: AlternateEvent }) => ({ value: event.alternative_email }),
    },
    target: "editing",
    actions: {
      type: "refuseAlternate" as const,
      params: ({ event }: { event: AlternateEvent }) => ({ value: event.alternative_email }),
    },
  },
  { target: "saving", actions: { type: "clearFeedback" as const, params: { form: "alternate" as const } } },
];

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as ProfileTag,
  },
  actors: {
    loadProfile: pending<LoadedProfile>(),
    saveProfile: pending<EditOutcome, ProfileSave>(),
    changePassword: pending<
      ProfileOutcome,
      { readonly old_password: string; readonly new_password: string }
    >(),
    saveAlternateEmail: pending<AlternateOutcome, { readonly alternative_email: string }>(),
    loadPhoneList: pending<readonly PhoneListCountry[]>(),
  },
  guards: {
    isAccepted: (_, params: { readonly outcome: ProfileOutcome }) => params.outcome.success === 1,
    isCodeMailed: (_, params: { readonly outcome: EditOutcome }) =>
      params.outcome.success === 1 && params.outcome.pending_email !== null,
    isUnauthenticated: (_, params: { readonly error: unknown }) =>
      errorDataOf(params.error)._tag === "Unauthenticated",
    hasProfileProblem: ({ context }, params: { readonly form: ProfileForm }) =>
      profileProblemsOf(params.form, context.profile?.details ?? null, phoneListIn(context.phoneList))
        .length > 0,
    hasPasswordProblem: (_, params: { readonly form: PasswordChangeForm }) =>
      passwordChangeProblemOf(params.form) !== null,
    hasAlternateProblem: ({ context }, params: { readonly value: string }) =>
      alternateEmailProblemOf(params.value, context.profile?.details.email ?? "") !== null,
  },
  actions: {
    takePhoneList: assign((_, params: { readonly list: readonly PhoneListCountry[] }) => ({
      phoneList: params.list,
    })),
    keepProfile: assign((_, params: { readonly profile: LoadedProfile }) => ({
      profile: params.profile,
      loadError: null,
    })),
    showLoadError: assign((_, params: { readonly error: unknown }) => ({
      loadError: errorDataOf(params.error),
    })),
    clearFeedback: assign(
      (_, params: { readonly form: Form }): Partial<ProfileContext> => ({ [params.form]: noFeedback }),
    ),
    refuseProfile: assign(({ context }, params: { readonly form: ProfileForm }) => {
      const [first] = profileProblemsOf(
        params.form,
        context.profile?.details ?? null,
        phoneListIn(context.phoneList),
      );
      return { edit: { error: first === undefined ? null : profileRefusal(first), message: null } };
    }),
    refusePassword: assign((_, params: { readonly form: PasswordChangeForm }) => {
      const problem = passwordChangeProblemOf(params.form);
      return { password: { error: problem === null ? null : passwordRefusal(problem), message: null } };
    }),
    refuseAlternate: assign(({ context }, params: { readonly value: string }) => {
      const problem = alternateEmailProblemOf(params.value, context.profile?.details.email ?? "");
      return { alternate: { error: problem === null ? null : alternateRefusal(problem), message: null } };
    }),
    showServerMessage: assign((_, params: { readonly form: Form; readonly message: string | null }) => {
      const feedback: FormFeedback = {
        error: null,
        message: serverText(params.message, "somethingWentWrongDot"),
      };
      return { [params.form]: feedback };
    }),
    // 429 on edit profile and the rest: kept as data; the view says the catalogue's text (spec §8).
    showError: assign((_, params: { readonly form: Form; readonly error: unknown }) => {
      const feedback: FormFeedback = { error: errorDataOf(params.error), message: null };
      return { [params.form]: feedback };
    }),
    keepPendingEmail: assign((_, params: { readonly outcome: EditOutcome }) => ({
      pendingEmail: params.outcome.pending_email,
    })),
    forgetPendingEmail: assign({ pendingEmail: null }),
    keepAlternate: assign(({ context }, params: { readonly outcome: AlternateOutcome }) => ({
      profile:
        context.profile === null
          ? null
          : { ...context.profile, alternative_email: params.outcome.alternative_email },
      alternate: noFeedback,
    })),
    tellSession: enqueueActions(({ system, enqueue }) => {
      const event: ProfileSessionEvent = { type: "SESSION.USER_CHANGED" };
      sendToFlow(system, enqueue, "session", event);
    }),
    endSession: enqueueActions(({ system, enqueue }) => {
      const event: ProfileSessionEvent = { type: "SESSION.EXPIRED" };
      sendToFlow(system, enqueue, "session", event);
    }),
  },
}).createMachine({
  id: "profile",
  context: initialProfileContext,
  initial: "idle",
  // The phone list, once per visit (spec §7.2); a failed or malformed answer leaves the built-in
  // list in use (spec §8: start-up failures are swallowed).
  invoke: {
    src: "loadPhoneList",
    onDone: { actions: { type: "takePhoneList", params: ({ event }) => ({ list: event.output }) } },
    onError: {},
  },
  on: {
    "PROFILE.OPEN": { target: ".loading" },
  },
  states: {
    idle: {},
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadProfile",
        onDone: {
          target: "ready",
          actions: { type: "keepProfile", params: ({ event }) => ({ profile: event.output }) },
        },
        onError: [
          ending,
          {
            target: "failed",
            actions: { type: "showLoadError", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // The details could not be loaded: the tab offers to try again.
    failed: {},
    ready: {
      type: "parallel",
      states: {
        details: {
          initial: "viewing",
          states: {
            viewing: {
              initial: "shown",
              // `saved` after a successful edit: the tab says so.
              states: { shown: {}, saved: {} },
              on: {
                "PROFILE.EDIT": {
                  target: "editing",
                  actions: [{ type: "clearFeedback", params: { form: "edit" } }, "forgetPendingEmail"],
                },
              },
            },
            editing: {
              on: {
                "PROFILE.CANCEL_EDIT": { target: "viewing" },
                "PROFILE.SAVE": [
                  {
                    guard: { type: "hasProfileProblem", params: ({ event }) => ({ form: event }) },
                    actions: { type: "refuseProfile", params: ({ event }) => ({ form: event }) },
                  },
                  { target: "saving", actions: { type: "clearFeedback", params: { form: "edit" } } },
                ],
              },
            },
            saving: {
              tags: ["saving"],
              invoke: {
                src: "saveProfile",
                // Entered only by PROFILE.SAVE: the form goes to the call, never into context.
                input: ({ context, event }) => {
                  assertEvent(event, "PROFILE.SAVE");
                  const form: ProfileSave = {
                    first_name: event.first_name,
                    last_name: event.last_name,
                    email: event.email,
                    mobile: event.mobile,
                    country: event.country,
                    password: event.password,
                    ...(event.email_otp === undefined ? {} : { email_otp: event.email_otp }),
                    phoneList: context.phoneList,
                  };
                  return form;
                },
                onDone: [
                  // A new e-mail: a code was mailed to it; the form asks for it, nothing is saved yet.
                  {
                    guard: { type: "isCodeMailed", params: ({ event }) => ({ outcome: event.output }) },
                    target: "editing",
                    actions: { type: "keepPendingEmail", params: ({ event }) => ({ outcome: event.output }) },
                  },
                  { guard: accepted, target: "reloading", actions: ["tellSession", "forgetPendingEmail"] },
                  { target: "editing", actions: refusedAs("edit") },
                ],
                onError: [ending, { target: "editing", actions: failedAs("edit") }],
              },
            },
            // Saved: the details as the server now has them.
            reloading: {
              tags: ["saving"],
              invoke: {
                src: "loadProfile",
                onDone: {
                  target: "viewing.saved",
                  actions: { type: "keepProfile", params: ({ event }) => ({ profile: event.output }) },
                },
                onError: { target: "viewing.saved" },
              },
            },
          },
        },
        password: {
          initial: "editing",
          states: {
            editing: { on: { "PASSWORD.CHANGE": changePasswordOn } },
            changing: {
              tags: ["changingPassword"],
              invoke: {
                src: "changePassword",
                input: ({ event }) => {
                  assertEvent(event, "PASSWORD.CHANGE");
                  return { old_password: event.old_password, new_password: event.new_password };
                },
                onDone: [
                  { guard: accepted, target: "changed" },
                  { target: "editing", actions: refusedAs("password") },
                ],
                onError: [ending, { target: "editing", actions: failedAs("password") }],
              },
            },
            // The new password is the account's: the tab says so.
            changed: { on: { "PASSWORD.CHANGE": changePasswordOn } },
          },
        },
        alternate: {
          initial: "editing",
          states: {
            editing: { on: { "ALTERNATE.SAVE": saveAlternateOn } },
            saving: {
              tags: ["savingAlternate"],
              invoke: {
                src: "saveAlternateEmail",
                input: ({ event }) => {
                  assertEvent(event, "ALTERNATE.SAVE");
                  return { alternative_email: event.alternative_email };
                },
                onDone: [
                  {
                    guard: accepted,
                    target: "saved",
                    actions: { type: "keepAlternate", params: ({ event }) => ({ outcome: event.output }) },
                  },
                  { target: "editing", actions: refusedAs("alternate") },
                ],
                onError: [ending, { target: "editing", actions: failedAs("alternate") }],
              },
            },
            saved: { on: { "ALTERNATE.SAVE": saveAlternateOn } },
          },
        },
      },
    },
  },
});

export type ProfileMachine = typeof profileMachine;
