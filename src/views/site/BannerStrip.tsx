/**
 * A page's banners (spec §3 'Banner', §4 'Banners': the selected country's, of the page, live
 * now), one at a time in a strip that scrolls sideways: the wide image, the phone one at 991 px
 * or less. An internal link opens under the site prefix, an external one in a new tab. The
 * images keep their ratio while they load, so nothing below moves.
 */
import type { Banner } from "@contract/site";
import { bannerLink } from "@domain/categories";
import { styled } from "@linaria/react";
import { Link } from "wouter";
import { homeMessages } from "../country/homeMessages";
import { fill, useMessages } from "../i18n";
import { visuallyHidden } from "../theme/a11y";

const Strip = styled.ul`
  list-style: none;
  margin: 24px 0 0;
  padding: 0 0 8px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  gap: 16px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;

  li {
    scroll-snap-align: start;
  }

  a {
    display: block;
    border-radius: var(--radius);
    overflow: hidden;
    box-shadow: var(--shadow);
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 1;
    object-fit: cover;
    background: var(--brand-primary-soft);
  }

  @media (max-width: 991px) {
    grid-auto-columns: 92%;

    img {
      aspect-ratio: 2 / 1;
    }
  }
`;

export const BannerStrip = ({
  site,
  banners,
}: {
  readonly site: string;
  readonly banners: readonly Banner[];
}) => {
  const text = useMessages(homeMessages);
  if (banners.length === 0) return null;
  return (
    <Strip aria-label={text.banners}>
      {banners.map((banner, index) => {
        const alt = fill(text.bannerAlt, { index: index + 1, count: banners.length });
        const picture = (
          <picture>
            <source media="(max-width: 991px)" srcSet={banner.mobile_image} />
            <img
              src={banner.image}
              alt={alt}
              width={1200}
              height={300}
              loading={index === 0 ? "eager" : "lazy"}
            />
          </picture>
        );
        return (
          <li key={`${banner.url}|${banner.image}|${banner.activeTime ?? ""}`}>
            {banner.isExternal ? (
              <a href={bannerLink(site, banner)} target="_blank" rel="noopener noreferrer">
                {picture}
                <span className={visuallyHidden}>{text.opensInNewTab}</span>
              </a>
            ) : (
              <Link href={bannerLink(site, banner)}>{picture}</Link>
            )}
          </li>
        );
      })}
    </Strip>
  );
};
