/** The PROFILE tab of the reference API (spec §7.5 'Profile'): edit profile, change password, logo. */
import type { ServerModule } from "../../core/module";
import { profileDdl, profileHandlers } from "./handlers";
import { seedProfiles } from "./seed";

export const profileModule: ServerModule = {
  name: "profile",
  ddl: profileDdl,
  seed: (db) => seedProfiles(db),
  handlers: profileHandlers,
};
