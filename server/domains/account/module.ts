/** Authentication, account and balances of the reference API (spec §7.5, §7.2 menu, §3, §6, §8). */
import type { ServerModule } from "../../core/module";
import { linkedDdl, linkedHandlers } from "./linked";
import { loginDdl, loginHandlers } from "./login";
import { outboxDdl } from "./outbox";
import { profileDdl, profileHandlers } from "./profile";
import { resetDdl, resetHandlers } from "./reset";
import { seedAccounts } from "./seed";
import { signupDdl, signupHandlers } from "./signup";
import { unsubscribeDdl, unsubscribeHandlers } from "./unsubscribe";

export const accountModule: ServerModule = {
  name: "account",
  ddl: `${profileDdl}${loginDdl}${linkedDdl}${outboxDdl}${resetDdl}${unsubscribeDdl}${signupDdl}`,
  seed: (db) => seedAccounts(db),
  handlers: [
    ...loginHandlers,
    ...profileHandlers,
    ...linkedHandlers,
    ...resetHandlers,
    ...unsubscribeHandlers,
    ...signupHandlers,
  ],
};
