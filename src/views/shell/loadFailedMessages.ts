import { defineMessages } from "../i18n";

/** Texts of a failed load's notice (spec §8): its Retry button. */
export const loadFailedMessages = defineMessages("loadFailed", { retry: "Retry", retrying: "Retrying…" });
