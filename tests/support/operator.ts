/** The operator's token the server tests start the reference API with, and the header carrying it. */
import { ADMIN_TOKEN_HEADER } from "../../server/core/admin";

export const TEST_ADMIN_TOKEN = "operator-token-of-the-tests";

/** The headers of an operator's request (server/core/admin.ts). */
export const operatorHeaders: Readonly<Record<string, string>> = { [ADMIN_TOKEN_HEADER]: TEST_ADMIN_TOKEN };
