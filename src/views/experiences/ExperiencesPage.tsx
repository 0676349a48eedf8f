/**
 * The experiences listing '/experiences' (spec §2.3, §4 'Catalogue loads', §7.3 'Experiences',
 * §9 city 1319, page size 10): the country's cities (Bangalore by default in India), its
 * categories as filters kept in the URL as 'categories[]=', a tag search, sorting and pages of
 * 10, with the listing's loading, empty and failure states. The URL is the state: every control
 * navigates, and the page asks the flow for what the URL says (EXP.CITIES, EXP.LIST).
 */
import { DEFAULT_CITY_ID, EXPERIENCE_PAGE_SIZE, type ExperienceCard } from "@contract/experiences";
import {
  durationParts,
  EXPERIENCE_SORTS,
  type ExperienceListingQuery,
  type ExperienceSortKey,
  experiencePath,
  listingCityOf,
  listingQueryOf,
  listingSearchOf,
  pageCountOf,
} from "@domain/experiences";
import { formatMoney, formatUnits, toMinor } from "@domain/money";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { fill, useLanguage, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { usePlural } from "../i18n/plural";
import { listingMessages } from "../listing/messages";
import { Grid, Pager, SkeletonCards } from "../listing/parts";
import { Empty, Head, Page, Toolbar } from "../listing/styles";
import { useSendOnShow } from "../sendOnShow";
import { useBanners } from "../shell/facts";
import { BannerStrip } from "../site/BannerStrip";
import { type FlowRefs, useFlow } from "../system";
import { Artwork } from "../ui/Artwork";
import { experiencesMessages } from "./messages";

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;

  label {
    display: grid;
    gap: 4px;
    font-size: 0.875rem;
  }

  select,
  input {
    min-height: 40px;
    min-width: 180px;
    padding: 0 10px;
    border: 1px solid var(--line);
    border-radius: 6px;
    font: inherit;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;

  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 14px;
    border: 1px solid var(--line);
    border-radius: 18px;
    background: var(--surface);
    color: inherit;
    text-decoration: none;
    font: inherit;
    cursor: pointer;
  }

  a[aria-current="true"] {
    background: var(--brand-primary);
    border-color: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }
`;

const Card = styled.li`
  display: grid;
  gap: 6px;
  border: 1px solid var(--line);
  border-radius: 10px;
  overflow: hidden;
  background: var(--surface);

  a {
    color: inherit;
    text-decoration: none;
    display: grid;
    gap: 6px;
    padding-bottom: 12px;
  }

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: var(--surface-muted);
  }

  h2 {
    font-size: 1rem;
    margin: 0 12px;
  }

  p {
    margin: 0 12px;
    font-size: 0.875rem;
    color: var(--ink-muted);
  }

  strong {
    margin: 0 12px;
  }
`;

const sortLabel = (text: typeof experiencesMessages.en, sort: ExperienceSortKey): string =>
  ({
    popular: text.sortPopular,
    price_asc: text.sortPriceAsc,
    price_desc: text.sortPriceDesc,
    rating: text.sortRating,
  })[sort];

const ExperienceTile = ({
  card,
  sitePrefix,
  text,
  locale,
}: {
  readonly card: ExperienceCard;
  readonly sitePrefix: string;
  readonly text: typeof experiencesMessages.en;
  readonly locale: string;
}) => {
  const price = toMinor(card.price_from, card.currency_code);
  const duration = durationParts(card.duration_minutes);
  return (
    <Card data-testid="experience-card">
      <Link href={experiencePath(sitePrefix, card.slug, card.product_id)}>
        {/* The name is written under it: the picture repeats it, so it is read as nothing. */}
        <Artwork src={card.image} alt="" box="experienceCard" />
        <h2>{card.name}</h2>
        <p>
          {fill(text.duration, duration)} ·{" "}
          {card.rating === null
            ? text.notRated
            : fill(text.rating, {
                rating: formatUnits(Math.round(card.rating * 10), 1, locale),
                reviews: card.reviews,
              })}
        </p>
        <strong>{price.ok ? fill(text.from, { price: formatMoney(price.value, locale) }) : ""}</strong>
      </Link>
    </Card>
  );
};

export interface ExperiencesPageProps {
  readonly sitePrefix: string;
  readonly flow: FlowRefs["experiences"];
}

export const ExperiencesPage = ({ sitePrefix, flow }: ExperiencesPageProps) => {
  const banners = useBanners("experience");
  const text = useMessages(experiencesMessages);
  const count = usePlural();
  const listingText = useMessages(listingMessages);
  const locale = useLanguage();
  const errorText = useErrorText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const countryCode = useSelector(useFlow("country"), (s) => s.context.userCountryCode || "IN");
  const query = listingQueryOf(search);
  const cities = useSelector(flow, (s) => s.context.cities);
  const categories = useSelector(flow, (s) => s.context.categories);
  const citiesLoading = useSelector(flow, (s) => s.hasTag("loadingCities"));
  const loading = useSelector(flow, (s) => s.hasTag("loadingList"));
  const failed = useSelector(flow, (s) => (s.hasTag("listFailed") ? s.context.listError : null));
  const experiences = useSelector(flow, (s) => s.context.experiences);
  const total = useSelector(flow, (s) => s.context.total);
  const tags = useSelector(flow, (s) => s.context.tags);
  const [typed, setTyped] = useState(query.tag);
  const cityId = listingCityOf(query, cities, DEFAULT_CITY_ID);
  const href = (change: Partial<ExperienceListingQuery>) =>
    `${sitePrefix}/experiences${listingSearchOf({ ...query, page: 1, ...change })}`;

  useSendOnShow(flow, { type: "EXP.CITIES", countryCode });
  useSendOnShow(
    flow,
    cityId === null
      ? null
      : {
          type: "EXP.LIST",
          request: {
            city_id: cityId,
            categories: query.categories,
            tag: query.tag,
            sort: query.sort,
            offset: (query.page - 1) * EXPERIENCE_PAGE_SIZE,
            limit: EXPERIENCE_PAGE_SIZE,
          },
        },
  );

  // The tag field asks for matching tags as it is typed (spec §7.3 getQueryBasedTags).
  useEffect(() => {
    if (cityId === null || typed.trim().length < 2) return;
    const timer = window.setTimeout(() => flow.send({ type: "EXP.TAGS", query: typed.trim(), cityId }), 300);
    return () => window.clearTimeout(timer);
  }, [flow, typed, cityId]);

  const pages = pageCountOf(total, EXPERIENCE_PAGE_SIZE);
  const showSkeleton = loading || citiesLoading || (cityId === null && cities.length === 0 && citiesLoading);
  const toggled = (name: string) =>
    query.categories.includes(name)
      ? query.categories.filter((c) => c !== name)
      : [...query.categories, name];

  return (
    <Page aria-labelledby="experiences-title" data-testid="experiences-page">
      <Head>
        <h1 id="experiences-title">{text.title}</h1>
      </Head>
      {/* spec §3 'Banner': the banners of the 'experience' page in the selected country (§4 times). */}
      <BannerStrip site={sitePrefix} banners={banners} />
      <Filters>
        <label>
          {text.city}
          <select
            value={cityId ?? ""}
            data-testid="experience-city"
            onChange={(event) => navigate(href({ cityId: Number(event.target.value) }))}
          >
            {cities.map((city) => (
              <option key={city.city_id} value={city.city_id}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <form
          aria-label={text.tagSearch}
          onSubmit={(event) => {
            event.preventDefault();
            navigate(href({ tag: typed.trim().toLowerCase() }));
          }}
        >
          <label>
            {text.tagSearch}
            <input
              type="search"
              list="experience-tags"
              value={typed}
              placeholder={text.tagHint}
              maxLength={60}
              data-testid="experience-tag"
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
          <datalist id="experience-tags">
            {tags.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </form>
        <label>
          {text.sort}
          <select
            value={query.sort}
            onChange={(event) => navigate(href({ sort: listingQueryOf(`sort=${event.target.value}`).sort }))}
          >
            {EXPERIENCE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabel(text, sort)}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <nav aria-label={text.categories}>
        <Chips>
          <li>
            <Link href={href({ categories: [] })} aria-current={query.categories.length === 0}>
              {text.allCategories}
            </Link>
          </li>
          {categories.map((name) => (
            <li key={name}>
              <Link
                href={href({ categories: toggled(name) })}
                aria-current={query.categories.includes(name)}
                data-testid="experience-category"
              >
                {name}
              </Link>
            </li>
          ))}
          {query.tag !== "" && (
            <li>
              <Link href={href({ tag: "" })} onClick={() => setTyped("")}>
                {`${query.tag} ✕`}
              </Link>
            </li>
          )}
        </Chips>
      </nav>
      <Toolbar>
        <p aria-live="polite">{showSkeleton ? text.loading : count(text.count, total)}</p>
      </Toolbar>
      {failed !== null ? (
        <Empty role="alert" data-testid="experiences-failed">
          <p>{text.failed}</p>
          <p>{errorText(failed)}</p>
          <button type="button" onClick={() => flow.send({ type: "EXP.RETRY_LIST" })}>
            {text.retry}
          </button>
        </Empty>
      ) : showSkeleton ? (
        <Grid aria-busy="true" aria-label={text.loading}>
          <SkeletonCards count={EXPERIENCE_PAGE_SIZE} />
        </Grid>
      ) : experiences.length === 0 ? (
        <Empty data-testid="experiences-empty">
          <p>{text.empty}</p>
          <p>{text.emptyHint}</p>
        </Empty>
      ) : (
        <Grid aria-label={text.title}>
          {experiences.map((card) => (
            <ExperienceTile
              key={card.product_id}
              card={card}
              sitePrefix={sitePrefix}
              text={text}
              locale={locale}
            />
          ))}
        </Grid>
      )}
      <Pager
        current={query.page}
        count={pages}
        hrefOf={(page) => href({ page })}
        onGo={() => window.scrollTo(0, 0)}
        text={listingText}
      />
    </Page>
  );
};
