/**
 * The Effect programs of the store's information pages and the client admin's KYB check, and the
 * live actors their flows invoke (spec §1 'Other features', §2.3 '/common', '/maintenance',
 * '/rewards-api-catalogue', §7.2 fetchPlatformSetting and KYB status, §7.3 getPlans, §7.8 plumApi):
 *
 * - `checkMaintenance`: the site's platform settings again; whether they still report maintenance
 *   (an unknown site is not under maintenance);
 * - `openPage`: a full load of the page the maintenance page returns to;
 * - `loadCatalogue`, `loadPlans`, `loadKyb`, `loadCommonPage`: one call each; success 0 fails with
 *   OrderRefused carrying the server's message.
 */

import { fetchPlatformSetting } from "@contract/site";
import {
  type CommonPage,
  getCommonPage,
  getKybStatus,
  getPlans,
  type PricingPlan,
  plumApi,
} from "@contract/storeInfo";
import type { KybStatus } from "@domain/kyb";
import { isUnderMaintenance } from "@domain/storeInfo";
import type { CallFailure } from "@errors/data";
import type { OrderRefused } from "@errors/situations";
import type { CataloguePage } from "@machines/rewardsApi";
import { Effect, type Layer } from "effect";
import { effectActor, effectActorWithoutInput } from "./runtime/actor";
import { dataOf, orderRefused } from "./runtime/answers";
import { Navigation } from "./runtime/browser";
import { StorefrontLive, type StorefrontServices } from "./runtime/layer";
import { callOperation } from "./runtime/transport";

export type StoreInfoFailure = CallFailure | OrderRefused;

/** Whether the site's platform settings still report maintenance. */
export const checkMaintenance: (input: {
  readonly urlPrefix: string;
}) => Effect.Effect<boolean, CallFailure, StorefrontServices> = Effect.fn("storeInfo.checkMaintenance")(
  function* (input: { readonly urlPrefix: string }) {
    const answer = (yield* callOperation(fetchPlatformSetting, { urlPrefix: input.urlPrefix })).data
      .fetchPlatformSetting;
    return answer.success === 1 && isUnderMaintenance(answer.data);
  },
);

/** A full load of `url`. */
export const openPage: (input: { readonly url: string }) => Effect.Effect<void, never, Navigation> =
  Effect.fn("storeInfo.openPage")(function* (input: { readonly url: string }) {
    const navigation = yield* Navigation;
    yield* navigation.assign(input.url);
  });

/** One page of the rewards API catalogue (plumApi). */
export const loadCatalogue: (input: {
  readonly limit: number;
  readonly offset: number;
}) => Effect.Effect<CataloguePage, StoreInfoFailure, StorefrontServices> = Effect.fn(
  "storeInfo.loadCatalogue",
)(function* (input: { readonly limit: number; readonly offset: number }) {
  const answer = (yield* callOperation(plumApi, { add_data: input })).data.plumApi;
  return yield* dataOf(answer, orderRefused("plumApi"));
});

/** The rewards API's pricing plans (getPlans). */
export const loadPlans: () => Effect.Effect<readonly PricingPlan[], StoreInfoFailure, StorefrontServices> =
  Effect.fn("storeInfo.loadPlans")(function* () {
    const answer = (yield* callOperation(getPlans, {})).data.getPlans;
    return yield* dataOf(answer, orderRefused("getPlans"));
  });

/** The signed-in user's company's KYB status (get_kyb_status_for_kyb). */
export const loadKyb: () => Effect.Effect<KybStatus, StoreInfoFailure, StorefrontServices> = Effect.fn(
  "storeInfo.loadKyb",
)(function* () {
  const answer = (yield* callOperation(getKybStatus, {})).data.get_kyb_status_for_kyb;
  const { company_id, status, updated_at, reason } = yield* dataOf(
    answer,
    orderRefused("get_kyb_status_for_kyb"),
  );
  return { companyId: company_id, state: status, updatedAt: updated_at, reason } satisfies KybStatus;
});

/** The '/common' page of a site (getCommonPage). */
export const loadCommonPage: (input: {
  readonly urlPrefix: string;
}) => Effect.Effect<CommonPage, StoreInfoFailure, StorefrontServices> = Effect.fn("storeInfo.loadCommonPage")(
  function* (input: { readonly urlPrefix: string }) {
    const answer = (yield* callOperation(getCommonPage, { urlPrefix: input.urlPrefix })).data.getCommonPage;
    return yield* dataOf(answer, orderRefused("getCommonPage"));
  },
);

export const maintenanceActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  checkMaintenance: effectActor(checkMaintenance, layer),
  openPage: effectActor(openPage, layer),
});

export const rewardsApiActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadCatalogue: effectActor(loadCatalogue, layer),
  loadPlans: effectActorWithoutInput(loadPlans, layer),
});

export const kybActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadKyb: effectActorWithoutInput(loadKyb, layer),
});

export const commonPageActors = (layer: Layer.Layer<StorefrontServices> = StorefrontLive) => ({
  loadCommonPage: effectActor(loadCommonPage, layer),
});
