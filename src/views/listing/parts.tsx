/**
 * The pieces of a listing page: a product card, its placeholder, the category panel and the pager.
 * They read nothing from the flows; the page hands them what to show and where links go.
 */

import type { ListingProduct } from "@contract/listing";
import { productLink } from "@domain/categories";
import {
  type ListingCategory,
  type ListingPrice,
  type ListingPriceSettings,
  listingPriceOf,
  pagerItems,
} from "@domain/listing";
import { formatMoney } from "@domain/money";
import { styled } from "@linaria/react";
import { memo } from "react";
import { Link } from "wouter";
import { fill } from "../i18n";
import { usePlural } from "../i18n/plural";
import { visuallyHidden, visuallyHiddenOnPhone } from "../theme/a11y";
import { skeleton } from "../theme/skeleton";
import { Artwork } from "../ui/Artwork";
import type { listingMessages } from "./messages";

type Text = (typeof listingMessages)["en"];

// ---------------------------------------------------------------------------------------------
// Product cards

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;

  &[aria-busy="true"] {
    opacity: 0.6;
  }

  @media (max-width: 991px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;

const Card = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  padding: 12px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface);
  color: var(--ink);
  text-decoration: none;
  font-size: 14px;

  &:hover {
    border-color: var(--brand-primary);
  }

  &:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 2px;
  }

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: 8px;
    background: var(--brand-primary-soft);
  }

  strong {
    font-weight: 600;
    line-height: 1.3;
    min-height: 2.6em;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 18px;
  left: 18px;
  padding: 2px 8px;
  border-radius: 999px;
  background: var(--danger);
  color: var(--surface);
  font-size: 12px;
  font-weight: 700;
`;

const Price = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 8px;
  align-items: baseline;
  font-weight: 700;
  color: var(--ink);

  s {
    font-weight: 400;
    color: var(--ink-muted);
    font-size: 13px;
  }
`;

const Quiet = styled.span`
  color: var(--ink-muted);
  font-size: 12px;
`;

/** The price text of a card: 'From ₹500.00' for a range, the points text in points (spec §3, §9), 'Free' for a free offer. */
export const priceText = (price: ListingPrice, text: Text, locale: string): string => {
  if (price.kind === "money" && price.from.amount === 0 && !price.ranged) return text.free;
  const amount = price.kind === "money" ? formatMoney(price.from, locale) : price.text;
  return price.ranged ? fill(text.from, { price: amount }) : amount;
};

/**
 * A product card. Memoised: its props are the product of the page shown, the page's price settings
 * (memoised by the page) and plain values, so a render of the page that leaves the products alone
 * (a category, sort or filter input while the next page loads, a typed letter) skips the cards.
 */
export const ProductCard = memo(function ProductCard({
  site,
  product,
  priceSettings,
  text,
  locale,
  eager,
}: {
  readonly site: string;
  readonly product: ListingProduct;
  readonly priceSettings: ListingPriceSettings;
  readonly text: Text;
  readonly locale: string;
  /** The first row's images load at once; the rest when scrolled to. */
  readonly eager: boolean;
}) {
  const price = listingPriceOf(product, priceSettings);
  const discount = product.spl_discount;
  return (
    <li>
      <Card href={productLink(site, product)} data-testid="listing-card">
        {/* The name is written under it: the picture repeats it, so it is read as nothing. */}
        <Artwork src={product.image} alt="" box="card" loading={eager ? "eager" : "lazy"} />
        {discount > 0 && <Badge>{fill(text.discount, { discount })}</Badge>}
        <strong>{product.name}</strong>
        <Price>
          {price === null ? text.priceUnavailable : priceText(price, text, locale)}
          {price?.kind === "money" && price.original !== null && (
            <s>{fill(text.originalPrice, { price: formatMoney(price.original, locale) })}</s>
          )}
        </Price>
        {product.points_only === 1 && <Quiet>{text.pointsOnly}</Quiet>}
      </Card>
    </li>
  );
});

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
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
    height: 1.3em;
  }
`;

/** Placeholders of the cards' final size: picture, two lines of name, the price. */
export const SkeletonCards = ({ count }: { readonly count: number }) => (
  <>
    {Array.from({ length: count }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
      <SkeletonCard key={index} aria-hidden="true">
        <div className={skeleton} />
        <span className={skeleton} style={{ width: "90%" }} />
        <span className={skeleton} style={{ width: "60%" }} />
        <span className={skeleton} style={{ width: "40%" }} />
      </SkeletonCard>
    ))}
  </>
);

// ---------------------------------------------------------------------------------------------
// Categories

const Panel = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }

  h2 {
    margin: 0 0 8px;
    font-size: 15px;
    ${visuallyHiddenOnPhone}
  }

  a {
    /* Holds the link's hidden count text: placed by the page, it would widen a phone's page past
       the row of chips that scrolls sideways. */
    position: relative;
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 10px;
    border-radius: 8px;
    color: var(--ink);
    text-decoration: none;
    font-size: 14px;
  }

  a:hover {
    background: var(--surface-muted);
  }

  a[aria-current="page"] {
    background: var(--brand-primary-soft);
    color: var(--brand-primary);
    font-weight: 700;
  }

  a:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 1px;
  }

  small {
    color: var(--ink-muted);
  }

  /* On a phone the categories are a row of chips that scrolls sideways. */
  @media (max-width: 991px) {
    ul {
      display: flex;
      gap: 8px;
      overflow-x: auto;
      padding-bottom: 4px;
    }

    a {
      white-space: nowrap;
      min-height: 36px;
      align-items: center;
      border: 1px solid var(--line);
      border-radius: 999px;
      padding: 6px 12px;
    }

    small {
      display: none;
    }
  }
`;

export interface CategoryLink {
  readonly key: string;
  readonly label: string;
  readonly count: number | null;
  readonly href: string;
  readonly current: boolean;
}

export const CategoryPanel = ({
  id,
  title,
  of,
  links,
  text,
}: {
  readonly id: string;
  readonly title: string;
  /**
   * The id of the page's title: the panel is named after it ('Gift Cards Categories'), so it is
   * told apart from the header's category navigation ('Categories').
   */
  readonly of: string;
  readonly links: readonly CategoryLink[];
  readonly text: Text;
}) => {
  const count = usePlural();
  return (
    <Panel aria-labelledby={`${of} ${id}`}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} aria-current={link.current ? "page" : undefined}>
              <span>{link.label}</span>
              {link.count !== null && (
                <>
                  <small aria-hidden="true">{link.count}</small>
                  <span className={visuallyHidden}>{`, ${count(text.categoryCount, link.count)}`}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
};

/** The categories of a family as links: 'All' first, then each with its count (spec §3 names title-cased). */
export const categoryLinks = (
  categories: readonly ListingCategory[],
  allLabel: string,
  total: number | null,
  current: string | null,
  hrefOf: (filterValueId: string | null) => string,
): readonly CategoryLink[] => [
  { key: "all", label: allLabel, count: total, href: hrefOf(null), current: current === null },
  ...categories.map(({ item, count }) => ({
    key: item.value,
    label: item.name,
    count,
    href: hrefOf(item.value),
    current: current === item.value,
  })),
];

// ---------------------------------------------------------------------------------------------
// Pager

const PagerNav = styled.nav`
  margin-top: 24px;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    justify-content: center;
  }

  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    min-height: 40px;
    padding: 0 10px;
    border: 1px solid var(--line);
    border-radius: 8px;
    color: var(--ink);
    text-decoration: none;
    background: var(--surface);
  }

  a[aria-current="page"] {
    border-color: var(--brand-primary);
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
    font-weight: 700;
  }

  span[aria-disabled="true"] {
    color: var(--ink-muted);
  }

  a:focus-visible {
    outline: 2px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;

export const Pager = ({
  current,
  count,
  hrefOf,
  onGo,
  text,
}: {
  readonly current: number;
  readonly count: number;
  readonly hrefOf: (page: number) => string;
  /** A page was chosen: the page moves the reader back to the top of the list. */
  readonly onGo: () => void;
  readonly text: Text;
}) => {
  if (count <= 1) return null;
  const step = (page: number, label: string, rel: "prev" | "next") =>
    page < 1 || page > count ? (
      <span aria-disabled="true">{label}</span>
    ) : (
      <Link href={hrefOf(page)} rel={rel} onClick={onGo}>
        {label}
      </Link>
    );
  return (
    <PagerNav aria-label={text.pages}>
      <ul>
        <li>{step(current - 1, text.previous, "prev")}</li>
        {pagerItems(current, count).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number of its own
            <li key={`gap-${index}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefOf(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={fill(text.pageLabel, { page })}
                onClick={onGo}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>{step(current + 1, text.next, "next")}</li>
      </ul>
    </PagerNav>
  );
};
