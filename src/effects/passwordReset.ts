/**
 * The Effect programs of the password reset page (spec §7.5 'Password reset') and the live actors
 * its machine invokes by name. The keyword and the password go from the page's event to the call.
 */
import {
  resetPassword as resetPasswordCall,
  validateResetLink as validateResetLinkCall,
} from "@contract/identity";
import { Effect, type Layer } from "effect";
import type { MailOutcome } from "./auth";
import { effectActor } from "./runtime/actor";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

/** Validate reset link {reset_link}: whether the keyword still opens a reset. */
export const validateResetLink = Effect.fn("passwordReset.validateResetLink")(function* (input: {
  readonly reset_link: string;
}) {
  const answer = yield* callOperation(validateResetLinkCall, { reset_link: input.reset_link });
  const outcome: MailOutcome = { success: answer.success, message: answer.message ?? null };
  return outcome;
});

/** Reset password: the public '/resetPassword' with a JSON body. */
export const resetPassword = Effect.fn("passwordReset.resetPassword")(function* (input: {
  readonly reset_link: string;
  readonly password: string;
}) {
  const answer = yield* callOperation(resetPasswordCall, {
    reset_link: input.reset_link,
    password: input.password,
  });
  const outcome: MailOutcome = { success: answer.success, message: answer.message ?? null };
  return outcome;
});

/** The actors the password reset machine invokes, run with `layer`. */
export const passwordResetActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  validateResetLink: effectActor(validateResetLink, layer),
  resetPassword: effectActor(resetPassword, layer),
});
