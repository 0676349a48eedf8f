/**
 * Orders, payments, reward codes and order tracking (spec §7.6, §4, §8, §9), with the simulated
 * hosted card-payment pages. Before each request, the gateway orders unpaid past their hold
 * (`paymentHoldMs`, default 15 minutes) are failed (./payments.ts `expireUnpaidOrders`).
 */

import { validateMilesMemberId } from "@contract/miles";
import {
  applyVoucher,
  freePerkCreateOrder,
  gatewayCallbackVoucher,
  getPaymentStatus,
  getTransactionStatus,
  NoPayCheckoutVersion,
  noPayCheckout,
  validateOrder,
  voucherCreateOrder,
  voucherOrderDetails,
} from "@contract/orders";
import { defaults } from "../../config";
import { ok, refused } from "../../core/answers";
import { limitExceeded } from "../../core/limits";
import { HttpFailure, handle, type ServerModule } from "../../core/module";
import { createdOrder, createVoucherOrder } from "./checkout";
import { applyVoucherHandler, requestSite, requireCaptcha, siteAsksCaptcha } from "./codes";
import { gatewayRoutes } from "./gateway";
import { checkMemberId, milesDdl } from "./miles";
import { callbackState, expireUnpaidOrders, paymentStatusOf } from "./payments";
import { createFreePerkOrder, perksDdl, seedPerks } from "./perks";
import { seedOrdersAndCodes } from "./seed";
import { asTransactionStatus, findOrder, findOrderByKey, orderDetails, orderFor, ordersDdl } from "./store";
import { trackOrder } from "./tracking";

/** Track order step 2 calls one client address may make a minute. */
export const trackOrderLimit = { max: 20, windowMs: 60_000 } as const;

const orderNotFound = refused("Order not found");

export const ordersModule: ServerModule = {
  name: "orders",
  ddl: ordersDdl + perksDdl + milesDdl,
  seed: (db) => {
    seedOrdersAndCodes(db);
    seedPerks(db);
  },
  routes: gatewayRoutes,
  beforeRequest: ({ db, config, now }) =>
    expireUnpaidOrders(db, now, config.paymentHoldMs ?? defaults.paymentHoldMinutes * 60_000),
  handlers: [
    handle(applyVoucher, applyVoucherHandler),

    handle(getPaymentStatus, (ctx, input) => {
      const { order_id, order_key } = input.add_data;
      const order = orderFor(ctx.db, order_id, order_key, ctx.session?.userId ?? null);
      return { data: { getPaymentStatus: { output: paymentStatusOf(ctx.db, order) } } };
    }),

    handle(getTransactionStatus, (ctx, input) => {
      const { order_id, order_key } = input.add_data;
      const order = orderFor(ctx.db, order_id, order_key, ctx.session?.userId ?? null);
      return {
        data: {
          getTransactionStatus:
            order === undefined
              ? orderNotFound
              : { success: 1, data: { order_id: order.id, status: asTransactionStatus(order.status) } },
        },
      };
    }),

    handle(voucherCreateOrder, (ctx, input) => ({
      data: { voucherCreateOrder: createVoucherOrder(ctx, input.voucherOrder) },
    })),

    handle(gatewayCallbackVoucher, (ctx, input) => {
      const order = orderFor(ctx.db, input.order_id, input.order_key, ctx.session?.userId ?? null);
      if (order === undefined) return orderNotFound;
      const state = callbackState(ctx.db, order);
      return state === undefined ? refused("This order has no gateway payment.") : ok(state);
    }),

    handle(voucherOrderDetails, (ctx, input) => {
      const order = orderFor(ctx.db, input.order_id, input.order_key, ctx.session?.userId ?? null);
      return order === undefined ? orderNotFound : ok(orderDetails(ctx.db, order));
    }),

    handle(noPayCheckout, (ctx, input) => {
      const version = ctx.header("Accept-Version")?.trim();
      if (version !== NoPayCheckoutVersion) {
        throw new HttpFailure(
          400,
          refused(`noPayCheckout needs the header Accept-Version: ${NoPayCheckoutVersion}`),
        );
      }
      const order = input.token === "" ? undefined : findOrderByKey(ctx.db, input.token);
      if (order === undefined || order.type === "perk") return refused("Unknown checkout token.");
      if (order.gateway_minor > 0) {
        return refused("This order has an amount to pay on the payment gateway.");
      }
      return ok(createdOrder(ctx.db, ctx.config.origin, order));
    }),

    handle(freePerkCreateOrder, (ctx, input) => ({
      data: { freePerkCreateOrder: createFreePerkOrder(ctx, input.perkOrder) },
    })),

    handle(validateMilesMemberId, (ctx, input) => ({
      data: { validate_miles_memberId: checkMemberId(ctx.db, input.memberId, input.productId, ctx.language) },
    })),

    handle(validateOrder, (ctx, input) => {
      // Step 2 (a contact given) guesses a contact: limited per client address (spec §8 429 text).
      const { email, alternative_email, mobile } = input.data;
      const step2 = [email, alternative_email, mobile].some((v) => v !== undefined && v.trim() !== "");
      if (
        step2 &&
        !ctx.withinLimit(`trackOrder:${ctx.clientAddress}`, trackOrderLimit.max, trackOrderLimit.windowMs)
      ) {
        throw limitExceeded(ctx);
      }
      // spec §4: a captcha precedes each submit on a store that asks for one: the order's store,
      // or the store the request names. The token is verified here, not trusted.
      const order = /^\d+$/.test(input.data.order_id.trim())
        ? findOrder(ctx.db, Number(input.data.order_id.trim()))
        : undefined;
      if (
        siteAsksCaptcha(ctx, requestSite(ctx)) ||
        (order !== undefined && siteAsksCaptcha(ctx, order.site))
      ) {
        requireCaptcha(input.data.token);
      }
      return { data: { validateOrder: trackOrder(ctx.db, input.data) } };
    }),
  ],
};
