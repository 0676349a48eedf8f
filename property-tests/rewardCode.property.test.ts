/**
 * Properties of the reward-code field and the general checks (spec §5 'Reward code', 'General
 * checks', 'Masking', §9) and of the balance checker's display (spec §2.9, §4).
 */

import {
  displayedHundredthsOf,
  formatExpiry,
  isExpiredOn,
  numericAmountOf,
  statusDisplayOf,
} from "@domain/balanceChecker";
import {
  canSubmitRewardCode,
  formatRewardCodeInput,
  REWARD_CODE_MAX_INPUT,
  REWARD_CODE_MIN_LENGTH,
  rewardCodeOf,
} from "@domain/checkout";
import { isValidEmail, isValidMobile, isValidPassword, mask } from "@domain/validation";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const runs = { numRuns: 1000 };

/** A reward code as the field can hold it: [A-Za-z0-9]{0,16}. */
const code = fc.string({
  unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
  maxLength: 16,
});

/** Any text: short and long, ASCII, full Unicode (astral planes, lone surrogates excluded), graphemes. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", minLength: 500, maxLength: 5000 }),
  fc.string({ unit: fc.constantFrom("-", " ", "\t", "a", "0", "Z", "ß", "İ", "é"), maxLength: 60 }),
);

/** A code typed with dashes and spaces around or between the characters. */
const typedCode = fc
  .tuple(code, fc.array(fc.constantFrom("-", " ", "--"), { maxLength: 20 }), fc.nat())
  .map(([text, extras, seed]) => {
    let typed = text;
    extras.forEach((extra, i) => {
      const at = (seed + i * 7) % (typed.length + 1);
      typed = typed.slice(0, at) + extra + typed.slice(at);
    });
    return typed;
  });

test.prop([code], runs)(
  "spec §5: formatting then rewardCodeOf gives the trimmed, dash-free, upper-case code back",
  (text) => {
    expect(rewardCodeOf(formatRewardCodeInput(text))).toBe(text.toUpperCase());
  },
);

test.prop([typedCode], runs)(
  "spec §5: dashes and spaces typed anywhere do not change the code sent",
  (typed) => {
    const sent = rewardCodeOf(typed);
    expect(sent).not.toMatch(/[-\s]/);
    expect(rewardCodeOf(formatRewardCodeInput(typed))).toBe(sent);
  },
);

test.prop([code], runs)(
  "spec §5: the field shows the code in 4-character blocks separated by dashes",
  (text) => {
    const shown = formatRewardCodeInput(text);
    const blocks = shown === "" ? [] : shown.split("-");
    for (const [i, block] of blocks.entries()) {
      if (i < blocks.length - 1) expect(block).toHaveLength(4);
      else expect(block.length).toBeGreaterThanOrEqual(1);
    }
    expect(blocks.join("")).toBe(text.toUpperCase());
  },
);

test.prop([anyText], runs)("spec §5, §9: the formatted input never exceeds 19 characters", (text) => {
  expect(formatRewardCodeInput(text).length).toBeLessThanOrEqual(REWARD_CODE_MAX_INPUT);
  expect(REWARD_CODE_MAX_INPUT).toBe(19);
});

test.prop([anyText], runs)(
  "spec §5: formatting is idempotent (formatting the field's text again keeps it)",
  (text) => {
    const once = formatRewardCodeInput(text);
    expect(formatRewardCodeInput(once)).toBe(once);
  },
);

test.prop([anyText, fc.boolean()], runs)(
  "spec §5: the check button is enabled exactly for 6 or more characters and not loading",
  (text, loading) => {
    expect(canSubmitRewardCode(text, loading)).toBe(
      !loading && rewardCodeOf(text).length >= REWARD_CODE_MIN_LENGTH,
    );
  },
);

test.prop([anyText], runs)(
  "spec §5 'General checks', 'Masking': the validators and formatters never throw on any string",
  (text) => {
    expect(() => {
      isValidEmail(text);
      isValidMobile(text);
      isValidPassword(text);
      mask(text);
      formatRewardCodeInput(text);
      rewardCodeOf(text);
      canSubmitRewardCode(text, false);
      formatExpiry(text);
      isExpiredOn(text, "2026-11-25");
      numericAmountOf(text);
    }).not.toThrow();
  },
);

test.prop([anyText], runs)("spec §5: a mobile number is 7 to 16 digits only", (text) => {
  const trimmed = text.trim();
  expect(isValidMobile(text)).toBe(/^\d{7,16}$/.test(trimmed));
});

test.prop([fc.string({ unit: "binary", minLength: 4, maxLength: 200 })], runs)(
  "spec §5 'Masking': the first 2 characters, 'xxxxxxxx', the last 2",
  (text) => {
    const masked = mask(text);
    expect(masked.startsWith(text.slice(0, 2))).toBe(true);
    expect(masked.endsWith(text.slice(-2))).toBe(true);
    expect(masked.slice(2, -2)).toBe("xxxxxxxx");
  },
);

test.prop(
  [
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.integer({ min: 0, max: 2 }),
    fc.integer({ min: 1, max: 100_000 }),
    fc.integer({ min: 0, max: 4 }),
  ],
  runs,
)(
  "spec §5, §9: currency_value × amount is rounded once to 2 decimals, exactly",
  (units, unitScale, rateUnits, rateScale) => {
    const amount = units / 10 ** unitScale;
    const rate = rateUnits / 10 ** rateScale;
    const hundredths = displayedHundredthsOf(amount, rate);
    // The exact product in 10^-(unitScale+rateScale), rounded half up to hundredths with integers.
    const scale = 10n ** BigInt(unitScale + rateScale);
    const product = BigInt(units) * BigInt(rateUnits) * 100n;
    const q = product / scale;
    const expected = (product % scale) * 2n >= scale ? q + 1n : q;
    expect(hundredths).toEqual({ ok: true, value: Number(expected) });
  },
);

test.prop([fc.integer({ min: -10, max: 20 })], runs)(
  "spec §4: green exactly for 1, 2 and 7; the reward link exactly for 1 and 7; the tooltip exactly for 2 and 7",
  (status) => {
    const shown = statusDisplayOf(status);
    expect(shown.tone === "green").toBe([1, 2, 7].includes(status));
    expect(shown.rewardLink).toBe([1, 7].includes(status));
    expect(shown.redeemedBy).toBe([2, 7].includes(status));
    expect(shown.icon === "check").toBe([1, 2].includes(status));
  },
);
