/**
 * The landing page of a site (spec §2.3 '/', '/home', '{custom_route}/landing'): the banners, the
 * enabled sections with their categories (spec §2.3 subcategory links), the home sections'
 * products (spec §3 'Home sections', §4 'Catalogue loads') and the redemption guide (spec §1).
 * Everything catalogue-related comes from the "country" flow, for the selected country.
 */

import type { ProductSummary } from "@contract/catalogue";
import type { Banner } from "@contract/site";
import { experienceCategoryArtwork } from "@domain/artwork";
import {
  type CategoryItem,
  categoryLink,
  enabledHomeSections,
  experienceCategoryLink,
  type HomeSection,
  type HomeSectionName,
  homeSectionLink,
  type LinkedFamily,
  productLink,
} from "@domain/categories";
import { isMerchandiseCountry } from "@domain/navigation";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { Link } from "wouter";
import { CatalogueLoadFailed } from "../country/CatalogueLoadFailed";
import { homeMessages } from "../country/homeMessages";
import { fill, useMessages } from "../i18n";
import { useCategoryListsLoading } from "../shell/facts";
import { BannerStrip } from "../site/BannerStrip";
import { useFlow } from "../system";
import { visuallyHidden } from "../theme/a11y";
import { skeleton } from "../theme/skeleton";
import { Artwork } from "../ui/Artwork";

const NO_SECTIONS: readonly string[] = [];
const NO_BANNERS: readonly Banner[] = [];
/** Placeholder tiles while a section loads. */
const SKELETON_TILES = [0, 1, 2, 3];

const Hero = styled.section`
  display: grid;
  gap: 12px;
  padding: 40px 32px;
  border-radius: var(--radius);
  /* From the brand colour to a deeper shade of it, so a client's colour fills the whole band. */
  background: linear-gradient(135deg, var(--brand-primary), color-mix(in srgb, var(--brand-primary) 70%, var(--ink)));
  color: var(--brand-primary-contrast);
  box-shadow: var(--shadow);

  h1 {
    margin: 0;
    font-size: clamp(26px, 4vw, 40px);
    letter-spacing: 0.02em;
  }

  @media (max-width: 991px) {
    padding: 28px 20px;
  }
`;

const Section = styled.section`
  margin-top: 32px;

  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }

  @media (max-width: 991px) {
    margin-top: 24px;

    h2 {
      font-size: 18px;
    }
  }
`;

/** A section's heading with its 'See all' link at the end of the line. */
const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;

  a {
    color: var(--brand-primary);
    font-weight: 600;
    font-size: 14px;
  }
`;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;

  @media (max-width: 991px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  padding: 12px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--ink);
  text-decoration: none;
  font-weight: 600;
  font-size: 14px;

  &:hover {
    border-color: var(--brand-primary);
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: 8px;
    background: var(--brand-primary-soft);
  }

  &[data-promoted="1"] {
    border-color: var(--brand-primary);
  }
`;

/**
 * A placeholder tile: a tile's own border, padding, picture (4:3) and two lines of name, so a row
 * of placeholders is as tall as the row of tiles that replaces it.
 */
const SkeletonTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface);
  font-size: 14px;

  > div {
    width: 100%;
    aspect-ratio: 4 / 3;
  }

  > span {
    display: block;
    width: 70%;
  }
`;

/** The place of a row's heading while the row loads: the heading's own size and margin. */
const SkeletonHeading = styled.div`
  width: 160px;
  margin: 0 0 12px;
  font-size: 20px;

  @media (max-width: 991px) {
    font-size: 18px;
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: var(--ink-muted);
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;

  li {
    background: var(--surface);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    padding: 20px;
  }

  h3 {
    margin: 0 0 8px;
    font-size: 16px;
    color: var(--brand-primary);
  }

  p {
    margin: 0;
    color: var(--ink-muted);
  }
`;

export interface HomePageProps {
  /** The site segment of the path ('acme', 'marketplace'): links go under '/{site}'. */
  readonly site: string;
  /** The enabled sections (spec §2.2). Until the shell passes them, none: no catalogue rows. */
  readonly sections?: readonly string[];
  /** The banners of the home page, already filtered for the country, the page and the time (spec §4 'Banners'). */
  readonly banners?: readonly Banner[];
  /** The category display name (spec §2.5); 'GIFT CARDS & MORE' when not given. */
  readonly title?: string;
}

interface CategoryTile {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly image: string;
  readonly promoted: string;
}

const TileList = ({ tiles, label }: { readonly tiles: readonly CategoryTile[]; readonly label: string }) => (
  <Tiles aria-label={label}>
    {tiles.map((tile) => (
      <li key={tile.key}>
        <Tile href={tile.href} data-promoted={tile.promoted}>
          {/* The tile's name is written under it: the picture repeats it, so it is read as nothing. */}
          <Artwork src={tile.image} alt="" box="tile" />
          <span>{tile.label}</span>
        </Tile>
      </li>
    ))}
  </Tiles>
);

const SkeletonTiles = () => (
  <Tiles aria-hidden="true">
    {SKELETON_TILES.map((index) => (
      <SkeletonTile key={index}>
        <div className={skeleton} />
        <span className={skeleton}>
          &nbsp;
          <br />
          &nbsp;
        </span>
      </SkeletonTile>
    ))}
  </Tiles>
);

/** What a screen reader hears while a region loads; the placeholders themselves are hidden. */
const LoadingStatus = ({ label }: { readonly label: string }) => (
  <span className={visuallyHidden} role="status">
    {label}
  </span>
);

const productTiles = (site: string, products: readonly ProductSummary[]): CategoryTile[] =>
  products.map((product) => ({
    key: String(product.product_id),
    label: product.name,
    href: productLink(site, product),
    image: product.image,
    promoted: String(product.is_recommended),
  }));

/** A family's categories as tiles, each linking to its filtered list (spec §2.3 subcategory links). */
const categoryTiles = (site: string, family: LinkedFamily, items: readonly CategoryItem[]): CategoryTile[] =>
  items.map((item) => ({
    key: item.value,
    label: item.name,
    href: categoryLink(site, family, item),
    image: item.image,
    promoted: item.promoted_category,
  }));

const HomeProducts = ({
  site,
  name,
  label,
  section,
  country,
}: {
  readonly site: string;
  readonly name: HomeSectionName;
  readonly label: string;
  readonly section: HomeSection;
  readonly country: string;
}) => {
  const text = useMessages(homeMessages);
  const headingId = `home-${name}`;
  return (
    <Section
      aria-labelledby={headingId}
      aria-busy={section.status === "fetching"}
      data-testid={`home-${name}`}
      data-status={section.status}
    >
      <SectionHead>
        <h2 id={headingId}>{fill(text.popular, { section: label })}</h2>
        {name !== "experiences" && (
          <Link href={homeSectionLink(site, name)}>{fill(text.seeAll, { section: label })}</Link>
        )}
      </SectionHead>
      {section.status === "fetching" && (
        <>
          <LoadingStatus label={fill(text.loadingSection, { section: label })} />
          <SkeletonTiles />
        </>
      )}
      {section.status === "failed" && <Quiet>{fill(text.sectionFailed, { section: label })}</Quiet>}
      {section.status === "fetched" &&
        (section.data.length === 0 ? (
          <Quiet>{fill(text.sectionEmpty, { section: label, country })}</Quiet>
        ) : (
          <TileList tiles={productTiles(site, section.data)} label={label} />
        ))}
    </Section>
  );
};

/** The landing page of a site (spec §2.3). */
export const HomePage = ({ site, sections = NO_SECTIONS, banners = NO_BANNERS, title }: HomePageProps) => {
  const flow = useFlow("country");
  const text = useMessages(homeMessages);
  const listsLoading = useCategoryListsLoading();
  const countryName = useSelector(flow, (s) => s.context.selectedCountry);
  const countryCode = useSelector(flow, (s) => s.context.userCountryCode);
  const vouchers = useSelector(flow, (s) => s.context.voucherCategoryList);
  const merchandise = useSelector(flow, (s) => s.context.merchandiseCategoryList);
  const perks = useSelector(flow, (s) => s.context.perksCategoryList);
  const experiences = useSelector(flow, (s) => s.context.experienceCategoryList);
  const home = useSelector(flow, (s) => s.context.home);

  const sectionLabels: { readonly [S in HomeSectionName]: string } = {
    experiences: text.experiences,
    vouchers: text.vouchers,
    perks: text.perks,
  };

  // spec §2.3 subcategory links; spec §6: a section shows when enabled and its list is not empty,
  // merchandise only for the merchandise countries.
  const categoryRows: {
    readonly key: string;
    readonly label: string;
    /** The row shows once its list is loaded and not empty. */
    readonly enabled: boolean;
    readonly tiles: CategoryTile[];
  }[] = [
    {
      key: "vouchers",
      label: text.vouchers,
      enabled: sections.includes("vouchers"),
      tiles: sections.includes("vouchers") ? categoryTiles(site, "vouchers", vouchers) : [],
    },
    {
      key: "experiences",
      label: text.experiences,
      enabled: sections.includes("experiences"),
      tiles: sections.includes("experiences")
        ? experiences.map((name) => ({
            key: name,
            label: name,
            href: experienceCategoryLink(site, name),
            // The experience categories are names only (spec §3): their pictures are named after them.
            image: experienceCategoryArtwork(name),
            promoted: "0",
          }))
        : [],
    },
    {
      key: "merchandise",
      label: text.merchandise,
      enabled: sections.includes("merchandises") && isMerchandiseCountry(countryCode),
      tiles:
        sections.includes("merchandises") && isMerchandiseCountry(countryCode)
          ? categoryTiles(site, "merchandise", merchandise)
          : [],
    },
    {
      key: "perks",
      label: text.perks,
      enabled: sections.includes("perks"),
      tiles: sections.includes("perks") ? categoryTiles(site, "perks", perks) : [],
    },
  ];

  return (
    <>
      <Hero aria-labelledby="home-title" data-site={site}>
        <h1 id="home-title">{title ?? text.title}</h1>
      </Hero>

      <BannerStrip site={site} banners={banners} />

      <CatalogueLoadFailed />

      {listsLoading ? (
        // One placeholder row per row that may show, each a row of tiles high.
        <div aria-busy="true" data-testid="categories-loading">
          <LoadingStatus label={text.loadingCatalogue} />
          {categoryRows
            .filter((row) => row.enabled)
            .map((row) => (
              <Section key={row.key} aria-hidden="true">
                <SkeletonHeading className={skeleton}>&nbsp;</SkeletonHeading>
                <SkeletonTiles />
              </Section>
            ))}
        </div>
      ) : (
        categoryRows
          .filter((row) => row.tiles.length > 0)
          .map((row) => (
            <Section
              key={row.key}
              aria-labelledby={`home-categories-${row.key}`}
              data-testid={`categories-${row.key}`}
            >
              <h2 id={`home-categories-${row.key}`}>{row.label}</h2>
              <TileList tiles={row.tiles} label={fill(text.categoriesOf, { section: row.label })} />
            </Section>
          ))
      )}

      {enabledHomeSections(sections).map((name) => (
        <HomeProducts
          key={name}
          site={site}
          name={name}
          label={sectionLabels[name]}
          section={home[name]}
          country={countryName}
        />
      ))}

      <Section aria-labelledby="home-how-to-redeem">
        <h2 id="home-how-to-redeem">{text.howToRedeem}</h2>
        <Steps>
          <li>
            <h3>{text.step1Title}</h3>
            <p>{text.step1}</p>
          </li>
          <li>
            <h3>{text.step2PointsTitle}</h3>
            <p>{text.step2Points}</p>
          </li>
          <li>
            <h3>{text.step2CodesTitle}</h3>
            <p>{text.step2Codes}</p>
          </li>
        </Steps>
      </Section>
    </>
  );
};
