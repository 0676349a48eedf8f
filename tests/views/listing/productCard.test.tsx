// @vitest-environment happy-dom
/**
 * A listing card's picture (src/views/listing/parts.tsx, src/views/ui/Artwork.tsx): the product's
 * own picture, sized 200 × 150 by its attributes before it arrives (no layout shift), with an
 * empty alt because the card writes the product's name beside it; and no srcset or sizes, since
 * the one SVG the reference API draws serves every size. Where the picture stands alone (a
 * detail page) its alt is the product's name.
 */
import type { ListingProduct } from "@contract/listing";
import { listingMessages } from "@views/listing/messages";
import { ProductCard } from "@views/listing/parts";
import { ARTWORK_BOXES, Artwork } from "@views/ui/Artwork";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../support/dom";

const root = mountedRoot();

const reelCinema: ListingProduct = {
  product_id: 51270,
  name: "Reel Cinema Gift Card",
  url: "reel-cinema-gift-card",
  type: "vouchers",
  filter_group_id: 37,
  image: "/art/products/51270.svg",
  country_id: 976,
  country_name: "India",
  currency_code: "INR",
  denominations: [250, 500, 1000],
  min_price: 250,
  max_price: 1000,
  spl_discount: 5,
  is_recommended: 1,
  categories: "710",
  category: null,
  conversion_ratio: 1,
  points_only: 1,
};

const card = (eager: boolean) => {
  root.render(
    <ul>
      <ProductCard
        site="marketplace"
        product={reelCinema}
        priceSettings={{
          displayCatalogInPoints: false,
          pointsLabel: "Points",
          pointsBaseConversionValue: null,
        }}
        text={listingMessages.en}
        locale="en-IN"
        eager={eager}
      />
    </ul>,
  );
  const img = root.container().querySelector("img");
  if (img === null) throw new Error("the card has no picture");
  return img;
};

describe("a listing card's picture", () => {
  it("is the product's own picture, 200 × 150 by its attributes, loaded as it is scrolled to", () => {
    const img = card(false);
    expect(img.getAttribute("src")).toBe("/art/products/51270.svg");
    expect(img.getAttribute("width")).toBe("200");
    expect(img.getAttribute("height")).toBe("150");
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("loads at once in the first row", () => {
    expect(card(true).getAttribute("loading")).toBe("eager");
  });

  it("has an empty alt: the card writes the name 'Reel Cinema Gift Card' beside it, read once", () => {
    const img = card(false);
    expect(img.getAttribute("alt")).toBe("");
    expect(root.container().querySelector("a")?.textContent).toContain("Reel Cinema Gift Card");
  });

  it("has no srcset or sizes: one SVG serves every width and pixel density", () => {
    const img = card(false);
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
  });
});

describe("a catalogue picture's boxes (Artwork)", () => {
  it("takes the product's name as alt where it stands alone, with the detail page's 400 × 300", () => {
    root.render(
      <Artwork src="/art/products/40211.svg" alt="Fashion Gift Card" box="product" loading="eager" />,
    );
    const img = root.container().querySelector("img");
    expect(img?.getAttribute("alt")).toBe("Fashion Gift Card");
    expect(img?.getAttribute("width")).toBe("400");
    expect(img?.getAttribute("height")).toBe("300");
  });

  it("gives every box a width and a height, 4:3 but the experience page's wider band", () => {
    for (const [box, { width, height }] of Object.entries(ARTWORK_BOXES)) {
      expect(width * height, box).toBeGreaterThan(0);
      if (box !== "experience") expect(width / height, box).toBeCloseTo(4 / 3, 2);
    }
  });
});
