/**
 * The know-your-business check of a client company (spec §1, §6 Admin, §7.2 get_kyb_status_for_kyb):
 * its states, in the order a check goes through them, and what the admin is asked to do in each.
 * Pure; the words are the views' (src/views/profile/kyb/).
 */

import type { KybState } from "@contract/storeInfo";

export interface KybStatus {
  readonly companyId: number;
  readonly state: KybState;
  /** ISO 8601 of the last change, or null before the check started. */
  readonly updatedAt: string | null;
  /** Why the check was rejected; null otherwise. */
  readonly reason: string | null;
}

/** The steps of a check, in order; 'rejected' ends it like 'verified' does. */
export const KYB_STEPS: readonly KybState[] = ["not_started", "documents_pending", "in_review", "verified"];

/** How a state shows: done, waiting for the admin, waiting for the reviewers, or refused. */
export type KybTone = "done" | "action" | "waiting" | "refused";

export const kybToneOf = (state: KybState): KybTone =>
  state === "verified"
    ? "done"
    : state === "rejected"
      ? "refused"
      : state === "in_review"
        ? "waiting"
        : "action";

/** The day (YYYY-MM-DD) of an ISO time, or null when there is none or it is not a time. */
export const kybDayOf = (updatedAt: string | null): string | null =>
  updatedAt !== null && /^\d{4}-\d{2}-\d{2}T/.test(updatedAt) && !Number.isNaN(Date.parse(updatedAt))
    ? updatedAt.slice(0, 10)
    : null;
