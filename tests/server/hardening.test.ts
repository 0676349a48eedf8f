import { addToCart, fetchCart } from "@contract/cart";
import { getItems, SEARCH_KEY_MAX_LENGTH } from "@contract/catalogue";
import { validatePassword, validateUserIdentity } from "@contract/identity";
import { graphBody, operationPath } from "@contract/operation";
import { describe, expect, it } from "vitest";
import { makeTestServer } from "../../server/testing";

const login = async (server: ReturnType<typeof makeTestServer>): Promise<string> => {
  const step1 = await server.call(validateUserIdentity, { user_input: "nina@demo.example" });
  const step2 = await server.call(
    validatePassword,
    { password: "Demo@1234" },
    { token: step1.data?.data?.a_t ?? "" },
  );
  return step2.data?.data?.a_t ?? "";
};

const searchText = (key: string) =>
  JSON.stringify({
    search_key: key,
    experience: `query=${key}&`,
    custom_url: "/",
    limitFilter: "all",
    country_id: 976,
    country_name: "India",
    countryCode: "IN",
  });

describe("request bodies are limited to 256 kB", () => {
  it("a larger body answers HTTP 413 with a JSON message, and the server keeps answering", async () => {
    const server = makeTestServer();
    const path = operationPath(getItems, "public");
    const big = JSON.stringify({ ...graphBody(getItems, {}), padding: "x".repeat(300 * 1024) });
    const res = await server.post(path, big, { "Content-Length": String(Buffer.byteLength(big)) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: 0, message: "The request body is larger than 256 kB." });
    const after = await server.call(getItems, {
      search_text: JSON.parse(searchText("orbit")),
      isLoggedIn: false,
    });
    expect(after.status).toBe(200);
  });
});

describe("search text length (spec §7.3 get_items)", () => {
  it("a 50,000-character search answers HTTP 400, not 500", async () => {
    const server = makeTestServer();
    const body = JSON.stringify(
      graphBody(getItems, { search_text: searchText("a".repeat(50_000)), isLoggedIn: false }),
    );
    const res = await server.post(operationPath(getItems, "public"), body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: 0,
      message: expect.stringMatching(/^Malformed request for get_items: /),
    });
  });

  it(`a search of ${SEARCH_KEY_MAX_LENGTH} characters is still answered`, async () => {
    const server = makeTestServer();
    const body = JSON.stringify(
      graphBody(getItems, { search_text: searchText("a".repeat(SEARCH_KEY_MAX_LENGTH)), isLoggedIn: false }),
    );
    expect((await server.post(operationPath(getItems, "public"), body)).status).toBe(200);
  });
});

describe("numbers that are not finite are refused at the door (spec §7.4 addToCart)", () => {
  it.each(["1e309", "-1e309"])(
    "a cart line with %s answers 400 and later cart fetches keep working",
    async (number) => {
      const server = makeTestServer();
      const token = await login(server);
      const cart = `{"product_id":40211,"type":"voucher","status":1,"info":{"quantity":1,"point":${number},"denomination":"INR 1000","final_price":1000,"base_conversion_value":1,"product_discount":0,"product_discount_inr":0,"currency_code":"INR","currency_value":1,"currency_id":1,"currency_name":"INR","productInfo":{"product_id":40211,"name":"Fashion Gift Card"}}}`;
      const body = JSON.stringify(graphBody(addToCart, { cart }));
      const res = await server.post(operationPath(addToCart, "auth"), body, { a_t: token });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        success: 0,
        message: "Malformed request for addToCart: the number at input.cart.info.point is not finite",
      });
      const fetched = await server.call(fetchCart, { cartfetch: { count: 0, url: "/" } }, { token });
      expect(fetched.status).toBe(200);
      expect(fetched.data?.data.fetchCart.success).toBe(1);
    },
  );
});
