/**
 * The reference API's refusals answer in the shopper's language: the `lng` header of every call
 * (spec §7.1) picks en, es, fr or de (spec §9 'Languages enabled for translation'); without it
 * they answer in English (spec §3 'Language': default en). The English of a text spec §8 gives
 * stays as the spec words it.
 */

import { LOGIN_LOCKOUT_CODE, LOGIN_LOCKOUT_MESSAGE, logout } from "@contract/account";
import { getCashoutStatus } from "@contract/cashout";
import { search_flights } from "@contract/flights";
import {
  selectAccount,
  signUpStores,
  unsubscribeMail,
  validatePassword,
  validateResetLink,
  validateUserIdentity,
} from "@contract/identity";
import { validateMilesMemberId } from "@contract/miles";
import { resendVoucher } from "@contract/orderHistory";
import { type VoucherOrder, voucherCreateOrder } from "@contract/orders";
import { changeQuery, updateEmployeeData, WRONG_CURRENT_PASSWORD } from "@contract/profile";
import { fetchTopupPlans } from "@contract/topup";
import { SECTION_FILTER_GROUPS } from "@domain/cartSections";
import { describe, expect, it } from "vitest";
import { IDENTITY_LOOKUPS_PER_MINUTE } from "../../server/domains/account/login";
import { accountModule } from "../../server/domains/account/module";
import { profileModule } from "../../server/domains/profile/module";
import { siteModule } from "../../server/domains/site/module";
import { makeTestServer } from "../../server/testing";

/** Priya, the demo points user (server/domains/account/seed.ts). */
const PRIYA = 1;
const PRIYA_EMAIL = "priya@demo.example";

/** The header of a call in `lng`, or none. */
const inLng = (lng: string | undefined): Record<string, string> => (lng === undefined ? {} : { lng });

describe("login refuses in the shopper's language (spec §7.5 validateUserIdentity, validatePassword)", () => {
  const server = makeTestServer({ modules: [siteModule, accountModule] });

  const wrongPasswordIn = async (lng: string | undefined) => {
    const identity = await server.call(
      validateUserIdentity,
      { user_input: PRIYA_EMAIL },
      { headers: inLng(lng) },
    );
    const preAuth = identity.data?.data?.a_t ?? "";
    return (
      await server.call(validatePassword, { password: "Wrong@9999" }, { token: preAuth, headers: inLng(lng) })
    ).data;
  };

  it.each([
    [undefined, "The password you entered is incorrect."],
    ["es", "La contraseña que has introducido no es correcta."],
    ["fr", "Le mot de passe saisi est incorrect."],
    ["de", "Das eingegebene Passwort ist falsch."],
  ])("a wrong password with lng %s", async (lng, text) => {
    expect(await wrongPasswordIn(lng)).toEqual({ success: 0, message: text });
  });

  it("refuses an identity that is neither an e-mail nor a mobile number in Spanish", async () => {
    const answer = await server.call(
      validateUserIdentity,
      { user_input: "not an identity" },
      { headers: inLng("es") },
    );
    expect(answer.data).toEqual({
      success: 0,
      message: "Introduce un correo electrónico o un número de móvil válido.",
    });
  });

  it("words the lockout (HTTP 423) in German, its code unchanged; in English as spec §8 words it", async () => {
    const locked = makeTestServer({ modules: [siteModule, accountModule] });
    const attempt = async (lng: string | undefined) => {
      const identity = await locked.call(validateUserIdentity, { user_input: "nina@demo.example" });
      return locked.call(
        validatePassword,
        { password: "Wrong@9999" },
        { token: identity.data?.data?.a_t ?? "", headers: inLng(lng) },
      );
    };
    for (let i = 0; i < 4; i++) await attempt("de");
    const fifth = await attempt("de");
    expect(fifth.status).toBe(423);
    expect(fifth.json).toEqual({
      success: 0,
      code: LOGIN_LOCKOUT_CODE,
      message:
        "Aus Sicherheitsgründen ist die Anmeldeseite nach mehreren fehlgeschlagenen Versuchen vorübergehend gesperrt. Bitte warte 1 Stunde und versuche es dann erneut.",
    });
    // Once locked out, even the look-up answers the lockout.
    const english = await locked.call(validateUserIdentity, { user_input: "nina@demo.example" });
    expect(english.status).toBe(423);
    expect(english.json).toEqual({ success: 0, code: LOGIN_LOCKOUT_CODE, message: LOGIN_LOCKOUT_MESSAGE });
  });
});

describe("a call over its limit answers HTTP 429 in the shopper's language (spec §8 'HTTP 429')", () => {
  it("words the limit in Spanish, and in English as spec §8 words it without the header", async () => {
    const server = makeTestServer({ modules: [siteModule, accountModule] });
    const lookUp = (lng: string | undefined) =>
      server.call(validateUserIdentity, { user_input: PRIYA_EMAIL }, { headers: inLng(lng) });
    for (let i = 0; i < IDENTITY_LOOKUPS_PER_MINUTE; i++) await lookUp(undefined);
    const spanish = await lookUp("es");
    expect(spanish.status).toBe(429);
    expect(spanish.json).toEqual({
      success: 0,
      message:
        "Has superado el límite, inténtalo de nuevo en un rato. Si vuelve a ocurrir, escríbenos a support@rewards-storefront.example. Gracias por tu paciencia.",
    });
    const english = await lookUp(undefined);
    expect(english.json).toEqual({
      success: 0,
      message:
        "Limit exceeded, please try again in sometime. If it reoccurs, please reach out to support@rewards-storefront.example. Thank you for your patience.",
    });
  });
});

describe("an authenticated call without a session answers HTTP 401 in the shopper's language (spec §8 'HTTP 401')", () => {
  const server = makeTestServer({ modules: [siteModule, accountModule] });

  it.each([
    [undefined, "Unauthenticated"],
    ["es", "No has iniciado sesión"],
    ["fr", "Vous n'êtes pas connecté"],
    ["de", "Nicht angemeldet"],
  ])("with lng %s", async (lng, text) => {
    const answer = await server.call(logout, {}, { headers: inLng(lng) });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ success: 0, message: text });
  });
});

describe("sign-up refuses in the shopper's language (spec §7.5 signUpStores)", () => {
  const server = makeTestServer({ modules: [siteModule, accountModule] });
  const signUpIn = async (lng: string | undefined) =>
    (
      await server.call(
        signUpStores,
        {
          signup_input: {
            email: PRIYA_EMAIL,
            full_name: "Priya",
            password: "Fresh2026pass",
            url: "/marketplace",
          },
        },
        { headers: inLng(lng) },
      )
    ).data;

  it("refuses a taken e-mail in French, and in English without the header", async () => {
    expect(await signUpIn("fr")).toEqual({
      success: 0,
      message: "Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter.",
    });
    expect(await signUpIn(undefined)).toEqual({
      success: 0,
      message: "An account with this e-mail address already exists. Please sign in instead.",
    });
  });
});

describe("password reset refuses in the shopper's language (spec §7.5 'Password reset')", () => {
  const server = makeTestServer({ modules: [siteModule, accountModule] });
  const linkIn = async (lng: string | undefined) =>
    (await server.call(validateResetLink, { reset_link: "no-such-keyword" }, { headers: inLng(lng) })).data;

  it("refuses an unknown link in German, and in English without the header", async () => {
    expect(await linkIn("de")).toEqual({
      success: 0,
      message: "Dieser Link zum Zurücksetzen des Passworts ist ungültig. Bitte fordere einen neuen an.",
    });
    expect(await linkIn(undefined)).toEqual({
      success: 0,
      message: "This password reset link is not valid. Please ask for a new one.",
    });
  });
});

describe("unsubscribe refuses in the shopper's language (spec §7.5 'Unsubscribe mail')", () => {
  const server = makeTestServer({ modules: [siteModule, accountModule] });
  const token = server.openSession(PRIYA);
  const unsubscribeIn = async (lng: string | undefined) =>
    (
      await server.call(
        unsubscribeMail,
        { add_data: { un_subscribe: "promo" } },
        { token, headers: inLng(lng) },
      )
    ).data?.data.unsubscribeMail;

  it("refuses an unknown kind of mail in Spanish, and in English without the header", async () => {
    expect(await unsubscribeIn("es")).toEqual({ success: 0, message: "No conocemos este tipo de correo." });
    expect(await unsubscribeIn(undefined)).toEqual({
      success: 0,
      message: "This kind of mail is not known.",
    });
  });
});

describe("the profile refuses in the shopper's language (spec §7.5 'Profile')", () => {
  const server = makeTestServer({ modules: [siteModule, accountModule, profileModule] });
  const token = server.openSession(PRIYA);

  it("refuses a wrong current password in French, its code unchanged, and in English without the header", async () => {
    const changeIn = async (lng: string | undefined) =>
      (
        await server.call(
          changeQuery,
          { reset_input: { old_password: "Wrong@9999", new_password: "Fresh2026pass" } },
          { token, headers: inLng(lng) },
        )
      ).data?.data.change_query;
    expect(await changeIn("fr")).toEqual({
      success: 0,
      message: "Le mot de passe actuel saisi n'est pas correct.",
      code: WRONG_CURRENT_PASSWORD,
    });
    expect(await changeIn(undefined)).toEqual({
      success: 0,
      message: "The current password you entered is not correct.",
      code: WRONG_CURRENT_PASSWORD,
    });
  });

  it("refuses a name that breaks its rule in Spanish", async () => {
    const edited = await server.call(
      updateEmployeeData,
      { update_data: { first_name: "<b>" } },
      { token, headers: inLng("es") },
    );
    expect(edited.data?.data.update_employee_data).toEqual({
      success: 0,
      message: "Introduce un nombre válido.",
    });
  });
});

describe("flights, mobile recharge and cash out refuse in the shopper's language (spec §7.7, §7.6)", () => {
  const server = makeTestServer();
  /** Carl, the demo cash-out user (server/domains/cashout/seed.ts). */
  const carl = server.openSession(97);

  it.each([
    [undefined, "We have no flights from or to this airport."],
    ["es", "No tenemos vuelos desde o hacia este aeropuerto."],
    ["fr", "Nous n'avons aucun vol au départ ou à destination de cet aéroport."],
    ["de", "Wir haben keine Flüge von oder zu diesem Flughafen."],
  ])("a search from an unknown airport with lng %s", async (lng, text) => {
    const searchParameters = {
      trip_type: "one_way",
      origin: "XXX",
      destination: "BOM",
      departure_date: "2026-12-10",
      return_date: null,
      passengers: { adult: 1, child: 0, infant: 0 },
      cabin_class: "economy",
    } as const;
    const answer = await server.call(search_flights, { searchParameters }, { headers: inLng(lng) });
    expect(answer.data?.data.search_flights).toEqual({ success: 0, message: text });
  });

  it("refuses plans of a product that is no recharge in Spanish, and in English without the header", async () => {
    const plansIn = async (lng: string | undefined) =>
      (
        await server.call(
          fetchTopupPlans,
          { plans_input: { product_id: 1, operator_id: 1, circle_id: 11 } },
          { headers: inLng(lng) },
        )
      ).data?.data.fetchTopupPlans;
    expect(await plansIn("es")).toEqual({
      success: 0,
      message: "La recarga de móvil no está disponible para este país.",
    });
    expect(await plansIn(undefined)).toEqual({
      success: 0,
      message: "Mobile recharge is not available for this country.",
    });
  });

  it("refuses an unknown cash-out transaction in German, and in English without the header", async () => {
    const statusIn = async (lng: string | undefined) =>
      (
        await server.call(
          getCashoutStatus,
          { add_data: { storeRefId: "CO0000000000", storeRefType: "payout" } },
          { token: carl, headers: inLng(lng) },
        )
      ).data?.data.getCashoutStatus;
    expect(await statusIn("de")).toEqual({ success: 0, message: "Transaktion nicht gefunden." });
    expect(await statusIn(undefined)).toEqual({ success: 0, message: "Transaction not found." });
  });
});

/** Places an order of `cart` lines in INR for Priya (or a guest without `token`), in `lng`. */
const placeIn = async (
  server: ReturnType<typeof makeTestServer>,
  cart: VoucherOrder["cart"],
  options: { readonly key: string; readonly token?: string; readonly lng: string | undefined },
) => {
  const voucherOrder: VoucherOrder = {
    idempotency_key: options.key,
    site: "marketplace",
    cart,
    checkoutUser: {
      firstname: "Priya",
      lastname: "Sharma",
      email: PRIYA_EMAIL,
      phone: "9876543210",
      phone_code: "91",
    },
    payment: { points: 0, gcb: 0, tokens: 0, applied_codes: [], gateway_amount: 12000 },
  };
  const headers = inLng(options.lng);
  return (
    await server.call(
      voucherCreateOrder,
      { voucherOrder },
      options.token === undefined ? { headers } : { token: options.token, headers },
    )
  ).data?.data.voucherCreateOrder;
};

describe("orders and the member id refuse in the shopper's language (spec §7.6)", () => {
  const server = makeTestServer();
  const unknownProduct = {
    product_id: 999999,
    name: "Gift card",
    price: 12000,
    quantity: 1,
    currency_code: "INR",
    filter_group_id: 37,
  };

  it.each([
    [undefined, "Product 999999 is not in this store's catalogue."],
    ["es", "El producto 999999 no está en el catálogo de esta tienda."],
    ["fr", "Le produit 999999 n'est pas au catalogue de cette boutique."],
    ["de", "Produkt 999999 ist nicht im Katalog dieses Shops."],
  ])("a line the catalogue does not sell, with lng %s", async (lng, text) => {
    expect(await placeIn(server, [unknownProduct], { key: `unknown-product-${lng ?? "none"}`, lng })).toEqual(
      {
        success: 0,
        message: text,
      },
    );
  });

  it("refuses a reward code that does not exist in German", async () => {
    const answer = await server.call(
      voucherCreateOrder,
      {
        voucherOrder: {
          idempotency_key: "unknown-code-de",
          site: "marketplace",
          cart: [{ ...unknownProduct, product_id: 40211, name: "Fashion Gift Card", price: 1000 }],
          checkoutUser: {
            firstname: "Priya",
            lastname: "Sharma",
            email: PRIYA_EMAIL,
            phone: "9876543210",
            phone_code: "91",
          },
          payment: {
            points: 0,
            gcb: 0,
            tokens: 0,
            applied_codes: [{ code: "NOSUCHCODE", amount: 1000 }],
            gateway_amount: 0,
          },
        },
      },
      { headers: inLng("de") },
    );
    expect(answer.data?.data.voucherCreateOrder).toEqual({
      success: 0,
      message: "Der Prämiencode NOSUCHCODE ist ungültig.",
    });
  });

  it("refuses a member id the airline does not know in Spanish, and in English without the header", async () => {
    const checkIn = async (lng: string | undefined) =>
      (
        await server.call(
          validateMilesMemberId,
          { memberId: "SKY0000000", productId: 47001 },
          { headers: inLng(lng) },
        )
      ).data?.data.validate_miles_memberId;
    expect(await checkIn("es")).toEqual({
      success: 0,
      message: "La aerolínea no conoce este número de socio.",
    });
    expect(await checkIn(undefined)).toEqual({
      success: 0,
      message: "The airline does not know this member id.",
    });
  });
});

describe("the hotel section at checkout refuses in the shopper's language (spec §3 Cart 'hotel', §9 hotel 64)", () => {
  const server = makeTestServer();
  const token = server.openSession(PRIYA);
  const hotelLine = {
    product_id: 55399,
    name: "Harbour View Hotel",
    price: 12000,
    quantity: 1,
    currency_code: "INR",
    filter_group_id: SECTION_FILTER_GROUPS.hotel,
    reference: "no-such-itinerary",
  };
  const orderIn = (lng: string | undefined) =>
    placeIn(server, [hotelLine], { key: `hotel-refusal-${lng ?? "none"}`, token, lng });

  it.each([
    [undefined, "This hotel or room is no longer available."],
    ["es", "Este hotel o esta habitación ya no están disponibles."],
    ["fr", "Cet hôtel ou cette chambre n'est plus disponible."],
  ])("an itinerary that is not the shopper's, with lng %s", async (lng, text) => {
    expect(await orderIn(lng)).toMatchObject({ success: 0, message: text });
  });
});

describe("switching accounts and resending a voucher refuse in the shopper's language (spec §7.5)", () => {
  const server = makeTestServer();
  const token = server.openSession(PRIYA);

  it("refuses a client without a linked account in French, and in English without the header", async () => {
    const selectIn = async (lng: string | undefined) =>
      (await server.call(selectAccount, { cid: 999999 }, { token, headers: inLng(lng) })).data;
    expect(await selectIn("fr")).toEqual({
      success: 0,
      message: "Aucun compte lié n'a été trouvé pour ce client.",
    });
    expect(await selectIn(undefined)).toEqual({
      success: 0,
      message: "No linked account was found for this client.",
    });
  });

  it("refuses to resend a voucher of an unknown order in German, and in English without the header", async () => {
    const resendIn = async (lng: string | undefined) =>
      (await server.call(resendVoucher, { add_data: { order_id: 999999 } }, { token, headers: inLng(lng) }))
        .data?.data.resendVoucher;
    expect(await resendIn("de")).toEqual({ success: 0, message: "Bestellung nicht gefunden" });
    expect(await resendIn(undefined)).toEqual({ success: 0, message: "Order not found" });
  });
});
