/**
 * The banners a listing shows (spec §3 'Banner', §4 'Banners', §7.2 fetchBannersList and
 * check_banner_product_id): the page asks its flow for the banners of its banner page in the
 * site and the selected country, and shows those the flow loaded for exactly that, live now and,
 * for a product banner, of a product the country has (src/domain/storeBanners.ts).
 */
import type { ListingType } from "@contract/listing";
import type { Banner } from "@contract/site";
import { listingBannerPage } from "@domain/listing";
import { type BannerQuery, isSameBannerQuery, storeBannersShown } from "@domain/storeBanners";
import type { listingMachine } from "@machines/listing";
import { useSelector } from "@views/useSelector";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { useSendOnShow } from "../sendOnShow";
import { useFlow } from "../system";

export const useStoreBanners = (
  flow: ActorRefFrom<typeof listingMachine>,
  type: ListingType | null,
): readonly Banner[] => {
  const url = useSelector(useFlow("site"), (s) => s.context.branding.custom_url);
  const countryId = useSelector(useFlow("country"), (s) => s.context.userCountry);
  const countryName = useSelector(useFlow("country"), (s) => s.context.selectedCountry);
  const countryCode = useSelector(useFlow("country"), (s) => s.context.userCountryCode);
  const page = type === null ? null : listingBannerPage(type);
  const query = useMemo(
    (): BannerQuery | null => (page === null ? null : { url, countryId, countryName, countryCode, page }),
    [url, countryId, countryName, countryCode, page],
  );
  useSendOnShow(flow, query === null ? null : { type: "LISTING.BANNERS", query });
  const loaded = useSelector(flow, (s) => s.context.banners);
  return useMemo(
    () =>
      loaded === null || query === null || !isSameBannerQuery(loaded.query, query)
        ? []
        : storeBannersShown(loaded),
    [loaded, query],
  );
};
