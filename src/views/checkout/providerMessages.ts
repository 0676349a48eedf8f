/**
 * Texts of the checkout's choice of a payment provider (spec §1 'Ways to pay', §7.6
 * getPaymentMethods). The spec shows none; these are the storefront's own.
 */
import { METHOD_LABELS } from "@domain/providers";
import { defineMessages } from "../i18n";

export const providerMessages = defineMessages("providers", {
  title: "Pay the rest with",
  loading: "Loading the ways to pay…",
  /** Each way to pay by its label, as the reference API's hosted pages name it too. */
  ...METHOD_LABELS,
});
