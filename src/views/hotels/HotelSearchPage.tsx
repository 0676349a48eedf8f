/**
 * '/hotels' (spec §2.3 'hotel search'): the search form and the destination presets of spec §3
 * (one image, or several for an entry of type 'multiple'/'nultiple'). A preset puts its city in
 * the page address, so the form opens with it chosen.
 */
import { presetImages, searchFromParams, searchToParams } from "@domain/hotels";
import { useSelector } from "@views/useSelector";
import { useLocation, useSearch } from "wouter";
import { fill, useMessages } from "../i18n";
import { Card } from "../ui";
import { hotelsMessages } from "./messages";
import { type HotelSearchProps, hotelsPath, SearchForm, today } from "./SearchForm";
import { Images, Muted, Page, Presets } from "./styles";

export const HotelSearchPage = ({ flow, sitePrefix }: HotelSearchProps) => {
  const t = useMessages(hotelsMessages);
  const search = useSearch();
  const [, navigate] = useLocation();
  const cities = useSelector(flow, (s) => s.context.cities);
  const presets = useSelector(flow, (s) => s.context.presets);
  const initial = searchFromParams(search, today());

  return (
    <Page aria-labelledby="hotel-search-title">
      <h1 id="hotel-search-title">{t.searchTitle}</h1>
      <Muted>{t.searchIntro}</Muted>
      <Card>
        <SearchForm key={search} flow={flow} initial={initial} sitePrefix={sitePrefix} />
      </Card>
      {presets.length > 0 && (
        <section aria-labelledby="hotel-presets-title">
          <h2 id="hotel-presets-title">{t.presetsTitle}</h2>
          <Presets>
            {presets.map((preset) => {
              const city = cities.find(
                (c) => c.name === preset.City && c.country_code === preset.CountryCode,
              );
              if (city === undefined) return null;
              return (
                <li key={preset.name}>
                  <button
                    type="button"
                    aria-label={fill(t.presetPick, { city: preset.City, country: preset.CountryName })}
                    onClick={() =>
                      navigate(
                        hotelsPath(
                          sitePrefix,
                          `/hotels?${searchToParams({
                            ...initial,
                            destination: {
                              cityId: city.city_id,
                              name: city.name,
                              countryCode: city.country_code,
                            },
                          })}`,
                        ),
                      )
                    }
                  >
                    <Images>
                      {presetImages(preset).map((src) => (
                        <img key={src} src={src} alt="" width={400} height={225} />
                      ))}
                    </Images>
                    <span>
                      {preset.name}, {preset.CountryName}
                    </span>
                  </button>
                </li>
              );
            })}
          </Presets>
        </section>
      )}
    </Page>
  );
};
