import { storefrontKeys } from "@app/system";
import type { CreatedOrder, VoucherOrder } from "@contract/orders";
import { makeRedactor } from "@domain/eventlog/redaction";
import { storefrontSensitiveKeys } from "@eventlog/keys";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";

const ALPHANUMERIC = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"];
const part = fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 8, maxLength: 16 });

/** The checkout's buyer and the order it gets back: what the checkout flow's events carry. */
const checkoutArb = fc.record({
  firstname: part.map((s) => `First${s}`),
  lastname: part.map((s) => `Last${s}`),
  email: part.map((s) => `buyer${s.toLowerCase()}@shop.example`),
  phone: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 12 }),
  orderKey: part.map((s) => `Key${s}`),
  salt: part,
});

const keys = storefrontSensitiveKeys([]);

test.prop([checkoutArb], { numRuns: 300 })(
  "the event log never holds a buyer's names, e-mail, phone or an order's key in clear (voucherCreateOrder)",
  ({ firstname, lastname, email, phone, orderKey, salt }) => {
    const voucherOrder: VoucherOrder = {
      idempotency_key: "checkout-0001",
      site: "marketplace",
      cart: [
        {
          product_id: 40211,
          name: "Fashion Gift Card",
          price: 1000,
          quantity: 1,
          currency_code: "INR",
          filter_group_id: 37,
        },
      ],
      checkoutUser: { firstname, lastname, email, phone, phone_code: "91" },
      payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 1000 },
    };
    const created: CreatedOrder = {
      order_id: 7,
      order_key: orderKey,
      status: 1,
      redirect_url: null,
      gateway: "gateway-inr",
      gateway_amount: 1000,
      currency_code: "INR",
    };
    const redactor = makeRedactor(keys, salt);
    const text = JSON.stringify(redactor.redact({ type: "CHECKOUT.PLACE", voucherOrder, output: created }));
    for (const secret of [firstname, lastname, email, phone, orderKey]) expect(text).not.toContain(secret);
    const kinds = new Set([...text.matchAll(/\[redacted:([a-z]+):[0-9a-f]{16}\]/g)].map((m) => m[1]));
    expect([...kinds].sort()).toEqual(["email", "name", "phone", "token"]);
    // Redaction is idempotent, so a replayed snapshot digests as the recorded one.
    expect(redactor.digest(redactor.redact(created))).toBe(redactor.digest(created));
  },
);

/** An order's key, the personal data of delivery, loyalty and cash-out, as the flows may carry them. */
const personalArb = fc.record({
  orderId: fc.integer({ min: 1, max: 999_999 }),
  orderKey: part.map((s) => `Key${s}`),
  firstName: part.map((s) => `First${s}`),
  lastName: part.map((s) => `Last${s}`),
  address: part.map((s) => `12 Street${s}`),
  memberId: part.map((s) => `MEM${s}`),
  upiId: part.map((s) => `upi${s.toLowerCase()}@okbank`),
  accountNumber: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 9, maxLength: 18 }),
  site: fc.constantFrom("marketplace", "acme", "members"),
  salt: part,
});

const storefrontKeysWithEvents = storefrontKeys();

test.prop([personalArb], { numRuns: 300 })(
  "the event log never holds an order's key (status path, callback query, OrderRef, payment events) or names, addresses, member ids, UPI ids, account numbers in clear",
  (p) => {
    const redactor = makeRedactor(storefrontKeysWithEvents, p.salt);
    const statusPath = `/${p.site}/payment-status/voucher/${p.orderId}/${p.orderKey}`;
    const entries = [
      { type: "ENV.LOCATION", pathname: statusPath, search: "" },
      {
        type: "ENV.LOCATION",
        pathname: `/${p.site}/payment-callback`,
        search: `?order_id=${p.orderId}&key=${p.orderKey}&status=success`,
      },
      { type: "PAYMENT.SHOW", orderId: p.orderId, orderKey: p.orderKey, orderType: "voucher" },
      { type: "PAYMENT.CALLBACK", orderId: p.orderId, orderKey: p.orderKey, sitePrefix: `/${p.site}` },
      {
        context: {
          order: { orderId: p.orderId, orderKey: p.orderKey },
          url: `https://shop.example${statusPath}`,
        },
      },
      { add_data: { order_id: p.orderId, order_key: p.orderKey } },
      {
        firstName: p.firstName,
        lastName: p.lastName,
        first_name: p.firstName,
        last_name: p.lastName,
        address: p.address,
        memberId: p.memberId,
        upi_id: p.upiId,
        account_number: p.accountNumber,
      },
    ];
    const text = JSON.stringify(redactor.redact(entries));
    for (const secret of [
      p.orderKey,
      p.firstName,
      p.lastName,
      p.address,
      p.memberId,
      p.upiId,
      p.accountNumber,
    ])
      expect(text, secret).not.toContain(secret);
    // The path keeps its shape, and the marker of the key is the same wherever the key appears.
    const markers = new Set([...text.matchAll(/\[redacted:token:[0-9a-f]{16}\]/g)].map((m) => m[0]));
    expect(markers.size).toBe(1);
    expect(text).toContain(`/${p.site}/payment-status/voucher/${p.orderId}/[redacted:token:`);
    // Idempotent, so a replayed snapshot digests as the recorded one.
    expect(redactor.redact(redactor.redact(entries))).toEqual(redactor.redact(entries));
    expect(redactor.digest(redactor.redact(entries[4]))).toBe(redactor.digest(entries[4]));
  },
);

/** A password reset: the link's keyword (in its path and in the page's event) and the new password. */
const resetArb = fc.record({
  keyword: part.map((s) => `Kw${s}`),
  password: part.map((s) => `Pw${s}1`),
  otp: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 6, maxLength: 6 }),
  site: fc.constantFrom("marketplace", "acme", "members"),
  page: fc.constantFrom("rp", "reset-password"),
  salt: part,
});

test.prop([resetArb], { numRuns: 300 })(
  "the event log never holds a reset link's keyword (path, page event, call), a new password or a resent code in clear",
  (p) => {
    const redactor = makeRedactor(storefrontKeysWithEvents, p.salt);
    const path = `/${p.site}/${p.page}/${p.keyword}`;
    const entries = [
      { type: "ENV.LOCATION", pathname: path, search: "" },
      { context: { location: { pathname: path }, url: `https://shop.example${path}?utm=1` } },
      { type: "RESET.OPEN", keyword: p.keyword },
      { type: "RESET.SUBMIT", password: p.password },
      { reset_link: p.keyword, password: p.password },
      { type: "AUTH.SUBMIT_OTP", otp: p.otp },
      { type: "AUTH.RESEND_OTP" },
      { type: "AUTH.FORGOT_PASSWORD", reset_link: `/${p.site}/rp/` },
    ];
    const text = JSON.stringify(redactor.redact(entries));
    for (const secret of [p.keyword, p.password, p.otp]) expect(text, secret).not.toContain(secret);
    // The page's path keeps its shape, and the keyword has one marker wherever it appears.
    const opened = JSON.stringify(redactor.redact({ keyword: p.keyword }));
    const marker = /\[redacted:token:[0-9a-f]{16}\]/.exec(opened)?.[0] ?? "none";
    expect(text).toContain(`/${p.site}/${p.page}/${marker}`);
    expect(JSON.stringify(redactor.redact(entries[4]))).toContain(marker);
    expect(JSON.stringify(redactor.redact(entries[1]))).toContain(`${p.page}/${marker}?utm=1`);
    expect(redactor.redact(redactor.redact(entries))).toEqual(redactor.redact(entries));
  },
);

/** A sign-up: the form's personal data and password, the setup OTP, the server's reference and session. */
const signUpArb = fc.record({
  email: part.map((s) => `Em${s}@new.example`),
  mobile: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 10 }),
  name: part.map((s) => `Nm${s}`),
  password: part.map((s) => `Pw${s}1`),
  otp: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 6, maxLength: 6 }),
  reference: part.map((s) => `Rf${s}`),
  token: part.map((s) => `Tk${s}`),
  salt: part,
});

test.prop([signUpArb], { numRuns: 300 })(
  "the event log never holds a sign-up's e-mail, mobile, name, password, setup OTP, reference or session in clear",
  (p) => {
    const redactor = makeRedactor(storefrontKeysWithEvents, p.salt);
    const entries = [
      {
        type: "SIGNUP.SUBMIT",
        email: p.email,
        mobile: p.mobile,
        country: "IN",
        full_name: p.name,
        password: p.password,
        url: "/marketplace",
        reset_link: "/marketplace/rp/",
      },
      { type: "SIGNUP.SUBMIT_OTP", otp: p.otp },
      { type: "SIGNUP.RESEND_OTP" },
      {
        signup_input: {
          email: p.email,
          mobile: p.mobile,
          mobile_code: "91",
          full_name: p.name,
          password: p.password,
        },
      },
      { success: 1, data: { otp_id: "otp-1", user_reference: p.reference } },
      {
        otp_id: "otp-1",
        otp: p.otp,
        user_reference: p.reference,
        password: p.password,
        reset_link: "/marketplace/rp/",
        email: p.email,
        mobile: p.mobile,
      },
      { success: 1, data: { a_t: p.token, domain: null } },
      { user_input: p.email, reset_link: "/marketplace/rp/", is_admin: 0 },
    ];
    const text = JSON.stringify(redactor.redact(entries));
    for (const secret of [p.email, p.mobile, p.name, p.password, p.otp, p.reference, p.token])
      expect(text, secret).not.toContain(secret);
    expect(redactor.redact(redactor.redact(entries))).toEqual(redactor.redact(entries));
  },
);

/** The PROFILE tab: the edit form, the passwords of a change, the alternate e-mail and their calls. */
const profileArb = fc.record({
  first: part.map((s) => `Fn${s}`),
  last: part.map((s) => `Ln${s}`),
  email: part.map((s) => `Em${s}@mail.example`),
  alternate: part.map((s) => `Alt${s}@other.example`),
  mobile: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 10, maxLength: 10 }),
  oldPassword: part.map((s) => `Old${s}1`),
  newPassword: part.map((s) => `New${s}2`),
  salt: part,
});

test.prop([profileArb], { numRuns: 300 })(
  "the event log never holds a profile edit's names, e-mail, mobile, the passwords of a change or an alternate e-mail in clear",
  (p) => {
    const redactor = makeRedactor(storefrontKeysWithEvents, p.salt);
    const entries = [
      {
        type: "PROFILE.SAVE",
        first_name: p.first,
        last_name: p.last,
        email: p.email,
        mobile: p.mobile,
        country: "IN",
      },
      {
        update_data: {
          first_name: p.first,
          last_name: p.last,
          email: p.email,
          mobile: p.mobile,
          mobile_code: "91",
        },
      },
      {
        type: "PASSWORD.CHANGE",
        old_password: p.oldPassword,
        new_password: p.newPassword,
        confirm_password: p.newPassword,
      },
      { reset_input: { old_password: p.oldPassword, new_password: p.newPassword } },
      { type: "ALTERNATE.SAVE", alternative_email: p.alternate },
      { update_data: { alternative_email: p.alternate } },
      {
        context: {
          profile: {
            details: {
              first_name: p.first,
              last_name: p.last,
              email: p.email,
              mobile_code: "91",
              mobile: p.mobile,
            },
            alternative_email: p.alternate,
          },
        },
      },
    ];
    const text = JSON.stringify(redactor.redact(entries));
    for (const secret of [p.first, p.last, p.email, p.alternate, p.mobile, p.oldPassword, p.newPassword])
      expect(text, secret).not.toContain(secret);
    const kinds = new Set([...text.matchAll(/\[redacted:([a-z]+):[0-9a-f]{16}\]/g)].map((m) => m[1]));
    expect([...kinds].sort()).toEqual(["email", "name", "password", "phone"]);
    expect(redactor.redact(redactor.redact(entries))).toEqual(redactor.redact(entries));
  },
);

/** A hosted payment page's key, the order key it came with, and the ids of one-time codes. */
const payArb = fc.record({
  orderId: fc.integer({ min: 1, max: 9_999_999 }),
  payKey: part.map((s) => `Pay${s}`),
  orderKey: part.map((s) => `Key${s}`),
  gateway: fc.constantFrom("gateway-inr", "gateway-usd", "gateway-php"),
  provider: fc.constantFrom("provider-a", "provider-b"),
  origin: fc.constantFrom("http://127.0.0.1:4301", "https://shop.example", ""),
  otpId: part.map((s) => `Otp${s}`),
  otp: fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 6, maxLength: 6 }),
  salt: part,
});

test.prop([payArb], { numRuns: 300 })(
  "the event log never holds a hosted payment page's key (redirect_url, gateway and provider paths in any text) or the id of a one-time code (cash-out, sign-in, sign-up) in clear",
  (p) => {
    const redactor = makeRedactor(storefrontKeysWithEvents, p.salt);
    const gatewayPage = `${p.origin}/gateway/${p.gateway}/pay/${p.payKey}`;
    const providerPage = `${p.origin}/provider/${p.provider}/pay/${p.payKey}`;
    const created: CreatedOrder = {
      order_id: p.orderId,
      order_key: p.orderKey,
      status: 1,
      redirect_url: gatewayPage,
      gateway: "gateway-inr",
      gateway_amount: 960,
      currency_code: "INR",
    };
    const entries = [
      { type: "xstate.done.actor.0.checkout.order.placing", output: { kind: "gateway", order: created } },
      { context: { order: { ...created, redirect_url: providerPage } } },
      { type: "ENV.LOCATION", pathname: `/gateway/${p.gateway}/pay/${p.payKey}`, search: "" },
      { note: `left for ${providerPage}?lang=en and ${gatewayPage}#top` },
      {
        data: {
          generateOrderOtp: { success: 1, data: { otp_id: p.otpId, points: 500, expires_in_minutes: 10 } },
        },
      },
      { data: { otp_id: p.otpId, otp: p.otp } },
      { context: { otp_id: p.otpId, otp: p.otp, points: 500 } },
      { success: 1, data: { user_exists: true, login_type: "otp", otp_id: p.otpId } },
      { context: { otpId: p.otpId, resendIn: 30 } },
    ];
    const text = JSON.stringify(redactor.redact(entries));
    for (const secret of [p.payKey, p.orderKey, p.otpId, p.otp]) expect(text, secret).not.toContain(secret);
    // A path keeps its shape: only its key is a marker.
    expect(text).toContain(`/gateway/${p.gateway}/pay/[redacted:token:`);
    expect(text).toContain(`/provider/${p.provider}/pay/[redacted:token:`);
    // Idempotent, so a replayed snapshot digests as the recorded one.
    expect(redactor.redact(redactor.redact(entries))).toEqual(redactor.redact(entries));
    for (const entry of entries) expect(redactor.digest(redactor.redact(entry))).toBe(redactor.digest(entry));
  },
);
