/**
 * The home page's notice when a load behind it failed: the site's calls that fell back (spec §8
 * failure rows), the category lists or the home sections (spec §8 'Catalogue fetch failure').
 * It says the error catalogue's text and offers Retry, which asks both flows for their failed
 * loads again; the next navigation does the same on its own.
 */
import { catalogueLoadFailureOf } from "@machines/country";
import { siteLoadFailureOf } from "@machines/site";
import { useSelector } from "@views/useSelector";
import { LoadFailed } from "../shell/LoadFailed";
import { useFlow } from "../system";

export const CatalogueLoadFailed = () => {
  const country = useFlow("country");
  const site = useFlow("site");
  const catalogueError = useSelector(country, (s) =>
    s.hasTag("ready") ? catalogueLoadFailureOf(s.context) : null,
  );
  const siteError = useSelector(site, (s) => (s.hasTag("ready") ? siteLoadFailureOf(s.context) : null));
  const error = catalogueError ?? siteError;
  if (error === null) return null;
  return (
    <LoadFailed
      testId="catalogue-load-failed"
      error={error}
      onRetry={() => {
        site.send({ type: "SITE.RETRY" });
        country.send({ type: "COUNTRY.RETRY" });
      }}
    />
  );
};
