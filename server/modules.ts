/** Every domain module of the reference API, in seeding order. */
import type { ServerModule } from "./core/module";

export const modules: readonly ServerModule[] = [];
