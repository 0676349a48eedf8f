import { RESEND_OTP_WAIT_SECONDS } from "@domain/session";
import { codeSent, hasSecondsLeft, resendAccepted, secondsAfterTick } from "@machines/resendCode";
import { describe, expect, it } from "vitest";

describe("'Resend code' (spec §7.5)", () => {
  it("waits 30 seconds after a code is sent, keeping the server's notice as sent", () => {
    expect(RESEND_OTP_WAIT_SECONDS).toBe(30);
    expect(codeSent("otp-2", "OTP sent to your mobile number")).toEqual({
      otpId: "otp-2",
      resendIn: 30,
      message: { server: "OTP sent to your mobile number" },
      error: null,
    });
    expect(codeSent("otp-2", null)).toEqual({ otpId: "otp-2", resendIn: 30, message: null, error: null });
  });

  it("counts down whole seconds to zero and offers the button after the last one", () => {
    expect(secondsAfterTick(30)).toBe(29);
    expect(secondsAfterTick(1)).toBe(0);
    expect(secondsAfterTick(0)).toBe(0);
    expect(hasSecondsLeft(2)).toBe(true);
    expect(hasSecondsLeft(1)).toBe(false);
  });

  it("accepts a resend only when the server answers success 1 with the new code's id", () => {
    expect(resendAccepted({ success: 1, message: null, otp_id: "otp-3" })).toBe(true);
    expect(resendAccepted({ success: 1, message: null, otp_id: null })).toBe(false);
    expect(resendAccepted({ success: 0, message: "Please wait", otp_id: "otp-3" })).toBe(false);
  });
});
