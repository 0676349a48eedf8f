/** The catalogue domain of the reference API (spec §7.3). */
import type { ServerModule } from "../../core/module";
import { detailHandlers } from "./details";
import { catalogueHandlers } from "./handlers";
import { listingHandlers } from "./listing";
import { catalogueDdl, seedCatalogue } from "./seed";

export const catalogueModule: ServerModule = {
  name: "catalogue",
  ddl: catalogueDdl,
  seed: seedCatalogue,
  handlers: [...catalogueHandlers, ...detailHandlers, ...listingHandlers],
};
