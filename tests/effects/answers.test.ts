/**
 * How an effect reads a call's answer (spec §7.1 `{success, message?, data?}`, §8 the error
 * catalogue): success 1 with data is the typed result; a refusal with a known code is that
 * code's catalogue error; any other refusal, and a malformed answer, is the call's generic one.
 */

import { type ItineraryAnswer, ItineraryCodes } from "@contract/hotels";
import { acceptedData, isAccepted } from "@domain/answers";
import { accepted, dataOf, orderRefused } from "@effects/runtime/answers";
import { Texts, textOf } from "@errors/catalogue";
import { HotelRefused, type OrderRefused } from "@errors/situations";
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";

/** A hotel itinerary's refusal as the hotel effects read it: by code, else the server's words. */
const itineraryRefusal = (answer: ItineraryAnswer): HotelRefused =>
  answer.code === ItineraryCodes.rateChanged
    ? new HotelRefused({ reason: "rateChanged" })
    : new HotelRefused(
        answer.message === undefined
          ? { reason: "refused" }
          : { reason: "refused", serverMessage: answer.message },
      );

const failureOf = <A, E>(program: Effect.Effect<A, E>): E => {
  const exit = Effect.runSyncExit(Effect.flip(program));
  if (Exit.isFailure(exit)) throw new Error("the program died instead of failing");
  return exit.value;
};

const refusedBy = (answer: { readonly success: number; readonly message?: string }): OrderRefused =>
  failureOf(dataOf(answer, orderRefused("voucherOrderDetails")));

describe("spec §7.1 an accepted answer", () => {
  it("answers its typed data", () => {
    const answer: {
      readonly success: number;
      readonly message?: string;
      readonly data?: { readonly ticket_id: string };
    } = {
      success: 1,
      data: { ticket_id: "T-1001" },
    };
    expect(Effect.runSync(dataOf(answer, orderRefused("raiseTicket")))).toEqual({ ticket_id: "T-1001" });
    expect(acceptedData(answer)).toEqual({ ticket_id: "T-1001" });
  });

  it("answers the accepted member of an accepted | refused answer", () => {
    const answer:
      | { readonly success: 1; readonly message?: string; readonly data: readonly string[] }
      | { readonly success: 0; readonly message: string } = { success: 1, data: ["vouchers", "perks"] };
    expect(Effect.runSync(dataOf(answer, orderRefused("getRoutes")))).toEqual(["vouchers", "perks"]);
  });

  it("answers a data-less accepted answer whole", () => {
    const answer: { readonly success: number; readonly message?: string; readonly fileName: string } = {
      success: 1,
      fileName: "catalogue.csv",
    };
    expect(Effect.runSync(accepted(answer, orderRefused("downloadVoucherCatalogue")))).toEqual(answer);
    expect(isAccepted(answer)).toBe(true);
  });
});

describe("spec §8 a refused answer", () => {
  it("with a catalogue code is that code's error and text", () => {
    const error = failureOf(
      dataOf({ success: 0, code: ItineraryCodes.rateChanged, message: "" }, itineraryRefusal),
    );
    expect(error).toEqual(new HotelRefused({ reason: "rateChanged" }));
    expect(textOf(error)).toEqual({ key: "hotelRateChanged" });
    expect(Texts.hotelRateChanged).toBe(
      "The rate of this room has changed since you saw it. Please check the new total.",
    );
  });

  it("with an unknown code is the generic refusal with the server's words", () => {
    const error = failureOf(
      dataOf({ success: 0, code: "SOLD_OUT", message: "Room sold out" }, itineraryRefusal),
    );
    expect(error).toEqual(new HotelRefused({ reason: "refused", serverMessage: "Room sold out" }));
    expect(textOf(error)).toEqual({ server: "Room sold out" });
  });

  it("without words is the catalogue's generic 'Something went wrong.'", () => {
    const error = refusedBy({ success: 0 });
    expect(error.operation).toBe("voucherOrderDetails");
    expect(textOf(error)).toEqual({ key: "somethingWentWrongDot" });
    expect(Texts.somethingWentWrongDot).toBe("Something went wrong.");
  });

  it("keeps the server's words as sent", () => {
    expect(textOf(refusedBy({ success: 0, message: "Order not found" }))).toEqual({
      server: "Order not found",
    });
  });

  it("fails a data-less call", () => {
    const refused = failureOf(
      accepted({ success: 0, message: "Unknown member id" }, orderRefused("validate")),
    );
    expect(refused.serverMessage).toBe("Unknown member id");
  });
});

describe("spec §7.1 a malformed answer", () => {
  it("success 1 without its data is refused", () => {
    expect(textOf(refusedBy({ success: 1 }))).toEqual({ key: "somethingWentWrongDot" });
    expect(acceptedData({ success: 1, data: undefined })).toBeUndefined();
  });

  it("a flag other than 0 and 1 is refused, data or not", () => {
    const answer = { success: 2, message: "Try later", data: { order_id: 5001 } };
    expect(textOf(failureOf(dataOf(answer, orderRefused("voucherOrderDetails"))))).toEqual({
      server: "Try later",
    });
    expect(acceptedData(answer)).toBeUndefined();
    expect(isAccepted(answer)).toBe(false);
  });
});
