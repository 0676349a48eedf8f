/**
 * Texts of the checkout's choice of a payment provider (spec §1 'Ways to pay', §7.6
 * getPaymentMethods). The spec shows none; these are the storefront's own.
 */
import { defineMessages } from "../i18n";

export const providerMessages = defineMessages("providers", {
  title: "Pay the rest with",
  loading: "Loading the ways to pay…",
  card: "Card payment",
  "provider-a": "Provider A (UPI and net banking)",
  "provider-b": "Provider B (cards and pay later)",
  "provider-c": "Provider C (e-wallets)",
  "provider-d": "Provider D (bank transfer)",
  "wallet-provider": "Digital wallet",
});
