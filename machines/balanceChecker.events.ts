/** The events the balance checker (./balanceChecker.ts) accepts from outside, as schemas for the event log. */

import { SensitiveString } from "@contract/sensitive";
import { Schema } from "effect";
import { siteSettingsEventSchema } from "./facts";

/** The events the balance checker accepts from outside (its modal and the root), as schemas for the event log. */
export const balanceCheckerEventSchemas = [
  /**
   * The field's code, formatted by the view (spec §5), and whether it is long enough to check:
   * the code is a secret of the log, so the flow never works on it itself.
   */
  Schema.Struct({
    type: Schema.Literal("BALANCE.INPUT"),
    rewardCode: SensitiveString("token"),
    complete: Schema.Boolean,
  }),
  /**
   * 'Check Voucher Balance': `site` is the store's url prefix ('marketplace', 'acme') sent as the
   * `x-site` header (spec §2.9).
   */
  Schema.Struct({ type: Schema.Literal("BALANCE.CHECK"), site: Schema.String }),
  /** The captcha widget was solved: its token goes with the lookup. */
  Schema.Struct({ type: Schema.Literal("CAPTCHA.SOLVED"), captcha: SensitiveString("captcha") }),
  Schema.Struct({ type: Schema.Literal("CAPTCHA.CANCEL") }),
  /** Forwarded by the root when the modal opens and closes. */
  Schema.Struct({ type: Schema.Literal("DIALOG.OPEN") }),
  Schema.Struct({ type: Schema.Literal("DIALOG.CLOSE") }),
  /** "site": the site's captcha setting `showCts` (spec §2.9). */
  siteSettingsEventSchema,
] as const;

export type BalanceCheckerEvent = (typeof balanceCheckerEventSchemas)[number]["Type"];
