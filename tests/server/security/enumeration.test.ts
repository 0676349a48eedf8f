import { validatePassword, validateUserIdentity } from "@contract/identity";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../../server/domains/account/passwords";
import { makeTestServer } from "../../../server/testing";

// The real check, watched: which stored hashes a sign-in verifies a password against.
vi.mock("../../../server/domains/account/passwords", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../server/domains/account/passwords")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

afterEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

/** The stored hashes a wrong password for `email` was checked against. */
const hashesCheckedFor = async (email: string): Promise<readonly string[]> => {
  const server = makeTestServer();
  const step = await server.call(validateUserIdentity, { user_input: email });
  vi.mocked(verifyPassword).mockClear();
  const answer = await server.call(
    validatePassword,
    { password: "Wrong@1234" },
    { token: step.data?.data?.a_t ?? "" },
  );
  expect(answer.data).toEqual({ success: 0, message: "The password you entered is incorrect." });
  return vi.mocked(verifyPassword).mock.calls.map(([, stored]) => stored);
};

describe("a wrong password costs the same whether or not the account exists", () => {
  it("a stranger's e-mail is checked against a scrypt hash, as an account's is", async () => {
    const scrypt = /^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/;
    const account = await hashesCheckedFor("nina@demo.example");
    const stranger = await hashesCheckedFor("nobody@demo.example");
    expect(account).toHaveLength(1);
    expect(account[0]).toMatch(scrypt);
    expect(stranger).toHaveLength(1);
    expect(stranger[0]).toMatch(scrypt);
  });
});
