/**
 * The events and the context of Track Your Order (./trackOrder.ts): the schemas of every event it
 * accepts from outside (secrets annotated, for the event log) and the shape of what it keeps.
 */

import { SensitiveString } from "@contract/sensitive";
import type { PhoneListCountry } from "@domain/phoneList";
import type { TrackedOrderRoute, TrackOrderFields } from "@domain/trackOrder";
import type { ErrorData } from "@errors/data";
import { Schema } from "effect";
import { countrySelectedEventSchema, siteSettingsEventSchema } from "./facts";

/** The events Track Your Order accepts from outside (the root, the dialog body, other flows). */
export const trackOrderEventSchemas = [
  /** The root opened the dialog. */
  Schema.Struct({ type: Schema.Literal("DIALOG.OPEN") }),
  /** The root closed the dialog (Close, Escape, the backdrop, or after success). */
  Schema.Struct({ type: Schema.Literal("DIALOG.CLOSE") }),
  /** The order id field's text (step 1). */
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.ORDER_ID"), order_id: Schema.String }),
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.EMAIL"), email: SensitiveString("email") }),
  Schema.Struct({
    type: Schema.Literal("TRACK_ORDER.ALTERNATIVE_EMAIL"),
    alternative_email: SensitiveString("email"),
  }),
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.MOBILE"), mobile: SensitiveString("phone") }),
  /** The phone code the user picked, e.g. '91'. */
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.MOBILE_CODE"), mobile_code: Schema.String }),
  /**
   * Verify (step 1) or Track Now (step 2). `sitePrefix` is the prefix of the tracking page,
   * '/{urlPrefix or marketplace}' (spec §2.4).
   */
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.SUBMIT"), sitePrefix: Schema.String }),
  Schema.Struct({ type: Schema.Literal("TRACK_ORDER.DISMISS_TOAST") }),
  /** The captcha widget was solved; the token goes to the captcha check as it is. */
  Schema.Struct({ type: Schema.Literal("CAPTCHA.SOLVED"), captcha: SensitiveString("captcha") }),
  Schema.Struct({ type: Schema.Literal("CAPTCHA.CANCEL") }),
  /** "country": the selected country, whose phone code the mobile field starts with (spec §5). */
  countrySelectedEventSchema,
  /** "site": the site's captcha setting `showCts` (spec §4 'Track order'). */
  siteSettingsEventSchema,
] as const;

export type TrackOrderEvent = (typeof trackOrderEventSchemas)[number]["Type"];

/** Raised when a request failure shows its toast (the toast region restarts its 5000 ms). */
export type TrackOrderInternalEvent = { readonly type: "trackOrder.toastShown" };

/** The event sent to the root to close the dialog after success. */
export interface CloseDialogEvent {
  readonly type: "UI.CLOSE_DIALOG";
}

/** Every state of the form but `editing` is `loading`: the button waits (spec §5). */
export type TrackOrderTag = "loading";

export interface TrackOrderContext extends TrackOrderFields {
  /** The site's captcha setting (spec §4), from SITE.SETTINGS. */
  readonly showCts: boolean;
  /** The tracking-page prefix of the last submit. */
  readonly sitePrefix: string;
  /** The error shown under the form (it disables the button until an edit). */
  readonly error: ErrorData | null;
  /** The toast of a request failure (spec §8). */
  readonly toast: ErrorData | null;
  /** What the tracking page shows (spec §2.3); kept when the dialog closes. */
  readonly trackedOrder: TrackedOrderRoute | null;
  /**
   * The server's phone list (spec §7.2 getCountryList), asked for once when the flow starts;
   * null while it comes, or when it failed or was malformed: the built-in list serves then.
   */
  readonly phoneList: readonly PhoneListCountry[] | null;
}
