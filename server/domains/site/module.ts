/** The site and geography domain of the reference API (spec §7.2). */
import type { ServerModule } from "../../core/module";
import { addressHandlers } from "./addressHandlers";
import { bannerHandlers } from "./bannerHandlers";
import { geographyHandlers } from "./geographyHandlers";
import { siteHandlers } from "./handlers";
import { seedSite, siteDdl } from "./seed";

export const siteModule: ServerModule = {
  name: "site",
  ddl: siteDdl,
  seed: (db) => seedSite(db),
  handlers: [...siteHandlers, ...bannerHandlers, ...geographyHandlers, ...addressHandlers],
};
