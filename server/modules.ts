/** Every domain module of the reference API, in seeding order. */
import type { ServerModule } from "./core/module";
import { accountModule } from "./domains/account/module";
import { artworkModule } from "./domains/artwork/module";
import { captchaModule } from "./domains/captcha/module";
import { cartModule } from "./domains/cart/module";
import { cashoutModule } from "./domains/cashout/module";
import { catalogueModule } from "./domains/catalogue/module";
import { experiencesModule } from "./domains/experiences/module";
import { flightsModule } from "./domains/flights/module";
import { hotelsModule } from "./domains/hotels/module";
import { orderHistoryModule } from "./domains/orderHistory/module";
import { ordersModule } from "./domains/orders/module";
import { pointsModule } from "./domains/points/module";
import { profileModule } from "./domains/profile/module";
import { providersModule } from "./domains/providers/module";
import { seoModule } from "./domains/seo/module";
import { siteModule } from "./domains/site/module";
import { storeInfoModule } from "./domains/storeInfo/module";
import { ticketsModule } from "./domains/tickets/module";
import { topupModule } from "./domains/topup/module";

export const modules: readonly ServerModule[] = [
  siteModule,
  catalogueModule,
  accountModule,
  profileModule,
  cartModule,
  ordersModule,
  providersModule,
  orderHistoryModule,
  flightsModule,
  experiencesModule,
  pointsModule,
  captchaModule,
  seoModule,
  topupModule,
  cashoutModule,
  hotelsModule,
  storeInfoModule,
  ticketsModule,
  artworkModule,
];
