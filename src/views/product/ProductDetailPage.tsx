/**
 * The product detail page of every family (spec §2.3: gift cards '/vouchers/description/...',
 * merchandise and swag '/merchandise/:description/:productID', the perks, lounge, charity,
 * airmiles and personalize-category '/description/...' rows, and insurance '/insurance/:description',
 * whose description ends with the product id).
 *
 * It asks the "product" flow for the product (PRODUCT.SHOW on mount and when the id changes),
 * shows its name, images, texts (spec §3 'Voucher product info fields'), its value choice
 * (denominations, or an amount within its bounds, spec §5 'Amount'), a merchandise product's
 * options (each chosen before adding), the quantity (1 to 10) where its family has one (spec §9
 * 'Cart totals': not for perks, lounge, airmiles, personalize and insurance), the price in the product's
 * currency (spec §7.4 final_price when discounted) or in points (displayCatalogInPoints, spec §3,
 * §9), and adds it to the cart through the "cart" flow (CART.ADD / CART.BUY_NOW, spec §4 'Cart
 * actions'). After a buy-now the cart raises redirectToCheckout and the page moves to checkout.
 * An id the server does not know shows the not-found page (spec §2.11); a product of another
 * country than the selected one offers to switch to its country (COUNTRY.SELECT, spec §4
 * 'Country selection'). Cart messages are shown elsewhere.
 */

import type { ProductDetail } from "@contract/catalogue";
import { isSameLine, type LineKey, replacesLineOfFamily } from "@domain/cart";
import { decimalsOf, formatMajor, formatMoney, formatPoints } from "@domain/money";
import { isFreePerk } from "@domain/perks";
import {
  baseConversionValueOf,
  familyOfProduct,
  isOtherCountry,
  isProductChoiceComplete,
  isUnknownProduct,
  offersDenominations,
  offersQuantity,
  optionsOf,
  pointsOfChoicePrice,
  pointsOfChoiceTotal,
  priceDisplayOf,
  productSourceOf,
  QUANTITY_MAX,
  QUANTITY_MIN,
  shownBoundsOf,
  staticSegmentAt,
  timesQuantity,
  type VoucherChoice,
} from "@domain/product";
import { type CartFamily, isSingleItemFamily } from "@domain/productFamily";
import { missingOptions } from "@domain/productOptions";
import { styled } from "@linaria/react";
import type { productMachine } from "@machines/product";
import { useSelector } from "@views/useSelector";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import type { ActorRefFrom } from "xstate";
import { fill, useLanguage, useMessages } from "../i18n";
import { NotFoundPage } from "../pages/NotFoundPage";
import { useSendOnShow } from "../sendOnShow";
import { usePointsLabel } from "../site/siteWords";
import { useFlow } from "../system";
import { visuallyHidden } from "../theme/a11y";
import { DockedBarSpace } from "../theme/DockedBarSpace";
import { skeleton } from "../theme/skeleton";
import { Artwork, Button, Note, QuantityStepper } from "../ui";
import { MemberIdField } from "./MemberIdField";
import { productMessages } from "./messages";
import { optionName } from "./optionNames";
import { PerkClaim } from "./PerkClaim";

export interface ProductDetailPageProps {
  /** The route's product id; null when it is not a whole number (the not-found page shows). */
  readonly productId: number | null;
  /** The family of the route (its loading and failure texts); the product's own rules apply once shown. */
  readonly family: CartFamily;
  /** The prefix of the site's links ('/marketplace'). */
  readonly sitePrefix: string;
  /** The "product" flow. */
  readonly product: ActorRefFrom<typeof productMachine>;
}

type Text = (typeof productMessages)["en"];

// ---------------------------------------------------------------------------------------------
// Styles

const Page = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: 32px;
  align-items: start;
  padding: 24px 0 40px;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
    padding: 16px 0 0;
  }
`;

const Media = styled.figure`
  margin: 0;
  padding: 24px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface);
  box-shadow: var(--shadow);

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: 8px;
    background: var(--brand-primary-soft);
  }

  @media (max-width: 991px) {
    padding: 12px;
  }
`;

const Info = styled.div`
  display: grid;
  gap: 20px;

  h1 {
    margin: 0;
    font-size: clamp(22px, 3vw, 32px);
    line-height: 1.2;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;

  div {
    display: flex;
    gap: 6px;
  }

  dt {
    color: var(--ink-muted);
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid var(--line);
  border-radius: var(--radius);
  background: var(--surface);
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  label {
    position: relative;
    cursor: pointer;
  }

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    display: inline-block;
    min-width: 88px;
    padding: 10px 14px;
    border: 1px solid var(--line);
    border-radius: 999px;
    background: var(--surface);
    text-align: center;
    font-weight: 600;
  }

  input:checked + span {
    border-color: var(--brand-primary);
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
  }

  input:focus-visible + span {
    outline: 3px solid var(--brand-primary);
    outline-offset: 2px;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 6px;

  label {
    font-weight: 600;
  }

  input {
    font: inherit;
    padding: 10px 12px;
    border: 1px solid var(--line);
    border-radius: 8px;
    max-width: 280px;
  }

  input[aria-invalid="true"] {
    border-color: var(--danger);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--ink-muted);
  font-size: 14px;
`;

const Price = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;

  .final {
    font-size: 28px;
    font-weight: 700;
  }

  s {
    color: var(--ink-muted);
  }

  .badge {
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--brand-primary-soft);
    color: var(--brand-primary);
    font-size: 13px;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;

  @media (max-width: 991px) {
    position: sticky;
    bottom: 0;
    z-index: 5;
    /* Edge to edge across the panel's padding. */
    margin: 0 -20px -20px;
    padding: 12px 16px;
    background: var(--surface);
    border-top: 1px solid var(--line);
    box-shadow: var(--shadow);
  }

  > button {
    flex: 1;
    white-space: nowrap;
  }
`;

const Sections = styled.section`
  display: grid;
  gap: 8px;

  details {
    border: 1px solid var(--line);
    border-radius: 8px;
    background: var(--surface);
  }

  summary {
    cursor: pointer;
    padding: 12px 16px;
  }

  summary h2 {
    display: inline;
    margin: 0;
    font-size: 16px;
  }

  details > div {
    padding: 0 16px 16px;
    white-space: pre-line;
    color: var(--ink-muted);
  }
`;

const State = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 48px 0;
`;

/**
 * The page's placeholder while the product loads: the product layout itself (picture, title,
 * facts, the choice panel), each part at the size of what replaces it.
 */
const Placeholder = styled.div`
  display: block;

  &[data-part="picture"] {
    width: 100%;
    aspect-ratio: 4 / 3;
  }

  &[data-part="title"] {
    width: 60%;
    font-size: clamp(22px, 3vw, 32px);
    line-height: 1.2;
  }

  &[data-part="line"] {
    width: 40%;
  }

  &[data-part="chips"] {
    width: 80%;
    height: 44px;
  }

  &[data-part="block"] {
    width: 50%;
    height: 42px;
  }

  &[data-part="actions"] {
    height: 48px;
  }
`;

const PagePlaceholder = ({ label }: { readonly label: string }) => (
  <Page aria-busy="true" data-testid="product-loading">
    {/* The page's heading until the product's name takes its place. */}
    <div role="status" className={visuallyHidden}>
      <h1>{label}</h1>
    </div>
    <Media aria-hidden="true">
      <Placeholder className={skeleton} data-part="picture" />
    </Media>
    <Info aria-hidden="true">
      <Placeholder className={skeleton} data-part="title">
        &nbsp;
      </Placeholder>
      <Placeholder className={skeleton} data-part="line">
        &nbsp;
      </Placeholder>
      <Panel>
        <Placeholder className={skeleton} data-part="line">
          &nbsp;
        </Placeholder>
        <Placeholder className={skeleton} data-part="chips" />
        <Placeholder className={skeleton} data-part="block" />
        <Placeholder className={skeleton} data-part="block" />
        <Placeholder className={skeleton} data-part="actions" />
      </Panel>
    </Info>
  </Page>
);

// ---------------------------------------------------------------------------------------------
// Parts

const formatAmount = (amount: number, currency: string, locale: string): string =>
  formatMajor(amount, currency, locale);

const Denominations = ({
  product,
  choice,
  onChoose,
  text,
  locale,
}: {
  readonly product: ProductDetail;
  readonly choice: VoucherChoice;
  readonly onChoose: (price: number) => void;
  readonly text: Text;
  readonly locale: string;
}) => {
  const name = useId();
  return (
    <Group>
      <legend>{text.chooseValue}</legend>
      <Chips>
        {product.denominations.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice.price === value}
              onChange={() => onChoose(value)}
            />
            <span>{formatAmount(value, product.currency_code, locale)}</span>
          </label>
        ))}
      </Chips>
    </Group>
  );
};

const AmountField = ({
  product,
  choice,
  onType,
  text,
  locale,
}: {
  readonly product: ProductDetail;
  readonly choice: VoucherChoice;
  readonly onType: (text: string) => void;
  readonly text: Text;
  readonly locale: string;
}) => {
  const id = useId();
  const bounds = shownBoundsOf(product);
  const range = {
    min: formatAmount(bounds.min, product.currency_code, locale),
    max: formatAmount(bounds.max, product.currency_code, locale),
  };
  const whole = decimalsOf(product.currency_code) === 0;
  return (
    <Field>
      <label htmlFor={`${id}-amount`}>
        {text.amount} ({product.currency_code})
      </label>
      <input
        id={`${id}-amount`}
        type="text"
        inputMode={whole ? "numeric" : "decimal"}
        autoComplete="off"
        value={choice.amountText}
        aria-invalid={choice.amountError}
        aria-describedby={`${id}-hint${choice.amountError ? ` ${id}-error` : ""}`}
        onChange={(event) => onType(event.currentTarget.value)}
      />
      <Hint id={`${id}-hint`}>
        {fill(text.amountBounds, range)}
        {whole ? ` ${text.wholeAmounts}` : ""}
      </Hint>
      {choice.amountError && (
        <Note tone="danger" live id={`${id}-error`}>
          {fill(text.amountError, range)}
        </Note>
      )}
    </Field>
  );
};

/** A merchandise product's options (size, colour...): one group of choices per option. */
const Options = ({
  product,
  choice,
  onChoose,
  text,
}: {
  readonly product: ProductDetail;
  readonly choice: VoucherChoice;
  readonly onChoose: (name: string, value: string) => void;
  readonly text: Text;
}) => {
  const name = useId();
  return (
    <>
      {optionsOf(product).map((option, index) => (
        <Group key={option.name} data-testid="product-option">
          <legend>{fill(text.chooseOption, { option: optionName(text, option.name) })}</legend>
          <Chips>
            {option.values.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${name}-${index}`}
                  value={value}
                  checked={choice.options[option.name] === value}
                  onChange={() => onChoose(option.name, value)}
                />
                <span>{value}</span>
              </label>
            ))}
          </Chips>
        </Group>
      ))}
    </>
  );
};

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 16px;
  border-radius: 8px;
  border: 1px solid var(--line);
  background: var(--brand-primary-soft);
`;

/** 'Added to cart' with its link, in the success colour; nothing shows while it is empty. */
const Confirmation = styled(Notice)`
  border-color: var(--success);
  color: var(--success);
  background: var(--surface);
  font-weight: 600;

  &:empty {
    padding: 0;
    border: 0;
  }

  a {
    color: var(--brand-primary);
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;

  img {
    width: 72px;
    height: 54px;
    aspect-ratio: auto;
    object-fit: cover;
  }
`;

/** The quantity under its visible heading; the stepper is named after it too. */
const Quantity = ({
  quantity,
  onChange,
  text,
}: {
  readonly quantity: number;
  readonly onChange: (quantity: number) => void;
  readonly text: Text;
}) => (
  <Group>
    <legend>{text.quantity}</legend>
    <QuantityStepper
      value={quantity}
      labels={{ group: text.quantity, decrease: text.decrease, increase: text.increase }}
      canDecrease={quantity > QUANTITY_MIN}
      canIncrease={quantity < QUANTITY_MAX}
      onStep={(delta) => onChange(quantity + delta)}
    />
  </Group>
);

const PriceLine = ({
  product,
  choice,
  points,
  pointsLabel,
  inPoints,
  text,
  locale,
}: {
  readonly product: ProductDetail;
  readonly choice: VoucherChoice;
  /** The points of the total: of every unit chosen, not of one (spec §9 'Cart totals'). */
  readonly points: number | null;
  readonly pointsLabel: string;
  /** displayCatalogInPoints with a known point value: the price is shown in points (spec §3, §9). */
  readonly inPoints: { readonly unit: number; readonly total: number | null } | null;
  readonly text: Text;
  readonly locale: string;
}) => {
  const display = choice.price === null ? null : priceDisplayOf(product, choice.price);
  if (display === null) return null;
  const total = choice.quantity > 1 ? timesQuantity(display.final, choice.quantity) : null;
  if (inPoints !== null) {
    return (
      <Price data-testid="product-price">
        <span className={visuallyHidden}>{text.price}</span>
        <span className="final">
          {fill(text.pointsValue, { points: formatPoints(inPoints.unit, locale), label: pointsLabel })}
        </span>
        {display.original !== null && (
          <span className="badge">{fill(text.discount, { discount: product.spl_discount })}</span>
        )}
        {choice.quantity > 1 && inPoints.total !== null && (
          <span>
            {fill(text.total, {
              count: choice.quantity,
              amount: fill(text.pointsValue, {
                points: formatPoints(inPoints.total, locale),
                label: pointsLabel,
              }),
            })}
          </span>
        )}
      </Price>
    );
  }
  return (
    <Price data-testid="product-price">
      <span className={visuallyHidden}>{text.price}</span>
      <span className="final">{formatMoney(display.final, locale)}</span>
      {display.original !== null && (
        <>
          <span className={visuallyHidden}>{text.originalPrice}</span>
          <s>{formatMoney(display.original, locale)}</s>
          <span className="badge">{fill(text.discount, { discount: product.spl_discount })}</span>
        </>
      )}
      {total !== null && (
        <span>{fill(text.total, { count: choice.quantity, amount: formatMoney(total, locale) })}</span>
      )}
      {points !== null && (
        <span>{fill(text.pointsValue, { points: formatPoints(points, locale), label: pointsLabel })}</span>
      )}
    </Price>
  );
};

const TextSections = ({
  product,
  text,
  label,
}: {
  readonly product: ProductDetail;
  readonly text: Text;
  readonly label: string;
}) => {
  const sections = [
    { key: "important", title: text.importantInfo, body: product.important_info ?? "", open: true },
    { key: "description", title: text.description, body: product.description, open: true },
    { key: "howToUse", title: text.howToUse, body: product.how_to_use, open: false },
    { key: "terms", title: text.terms, body: product.terms_conditions, open: false },
    { key: "expiry", title: text.expiry, body: product.expiry_and_validity, open: false },
  ].filter((section) => section.body.trim() !== "");
  return (
    <Sections aria-label={label}>
      {sections.map((section) => (
        <details key={section.key} open={section.open}>
          <summary>
            <h2>{section.title}</h2>
          </summary>
          <div>{section.body}</div>
        </details>
      ))}
    </Sections>
  );
};

// ---------------------------------------------------------------------------------------------
// The page

export const ProductDetailPage = ({
  productId,
  family,
  sitePrefix,
  product: productFlow,
}: ProductDetailPageProps) => {
  const text = useMessages(productMessages);
  const locale = useLanguage();
  const cart = useFlow("cart");
  const [location, navigate] = useLocation();
  const titleId = useId();

  const isReady = useSelector(productFlow, (s) => s.matches("ready"));
  const failed = useSelector(productFlow, (s) => s.matches("failed"));
  const unknown = useSelector(productFlow, (s) => s.matches("failed") && isUnknownProduct(s.context.error));
  const product = useSelector(productFlow, (s) => s.context.product);
  const choice = useSelector(productFlow, (s) => s.context.choice);
  const shownId = useSelector(productFlow, (s) => s.context.productId);
  const pointsBase = useSelector(
    useFlow("session"),
    (s) => s.context.points?.currency?.pointsBaseConversionValue ?? null,
  );
  const pointsLabel = usePointsLabel();
  const displayCatalogInPoints = useSelector(
    useFlow("site"),
    (s) => s.context.settings.displayCatalogInPoints === 1,
  );
  const country = useFlow("country");
  const selectedCountryId = useSelector(country, (s) => s.context.userCountry);
  const selectedCountry = useSelector(country, (s) => s.context.selectedCountry);
  const countryList = useSelector(country, (s) => s.context.countryList);
  const cartPending = useSelector(cart, (s) => s.context.pending);
  const vouchers = useSelector(cart, (s) => s.context.vouchers);
  const redirectToCheckout = useSelector(cart, (s) => s.context.redirectToCheckout);

  /** The line this page last asked the cart to add. */
  const [requested, setRequested] = useState<LineKey | null>(null);

  // spec §7.3: a static URL loads with static_voucher_data, an offer with perks details.
  const source = productSourceOf(family, staticSegmentAt(location));
  useSendOnShow(productFlow, productId === null ? null : { type: "PRODUCT.SHOW", productId, source });

  // spec §4 BUY_NOW: once the cart holds the item, the page moves to checkout.
  useEffect(() => {
    if (!redirectToCheckout) return;
    navigate(`${sitePrefix}/checkout`);
    cart.send({ type: "CART.CHECKOUT_REDIRECTED" });
  }, [redirectToCheckout, navigate, sitePrefix, cart]);

  const shownSource = useSelector(productFlow, (s) => s.context.source);
  const ready = product !== null && isReady && shownId === productId && shownSource === source;
  const giftCard = family === "vouchers";

  // spec §2.11: an id that is not a number, or that the server does not know, is not found.
  if (productId === null || unknown) return <NotFoundPage />;

  if (failed) {
    return (
      <State>
        <p role="alert">{giftCard ? text.failed : text.failedProduct}</p>
        <Button onClick={() => productFlow.send({ type: "PRODUCT.RETRY" })}>{text.retry}</Button>
      </State>
    );
  }

  if (!ready) return <PagePlaceholder label={giftCard ? text.loading : text.loadingProduct} />;

  const baseConversionValue = baseConversionValueOf(product);
  // The points of the price charged, after spl_discount (spec §7.4): shown, and kept by the line.
  const pricePoints =
    choice.price === null
      ? null
      : pointsOfChoicePrice(product, choice.price, baseConversionValue, pointsBase);
  const busy = cartPending !== null && cartPending.productId === product.product_id;
  const disabled = !isProductChoiceComplete(product, choice) || busy;
  const productFamily = familyOfProduct(product);
  // spec §7.6 freePerkCreateOrder: a perk priced 0 is claimed, not bought.
  const freePerk = productFamily === "perks" && choice.price !== null && isFreePerk(choice.price);
  const missing = missingOptions(optionsOf(product), choice.options);
  // The points beside the total are those of every unit chosen (spec §9 'Cart totals').
  const totalPoints =
    choice.price === null
      ? null
      : pointsOfChoiceTotal(product, choice.price, choice.quantity, baseConversionValue, pointsBase);
  const inPoints =
    displayCatalogInPoints && pricePoints !== null ? { unit: pricePoints, total: totalPoints } : null;
  const productCountry = countryList.find((c) => c.country_id === product.country_id);
  const otherCountry = productCountry !== undefined && isOtherCountry(product, selectedCountryId);
  const images = [...new Set([product.inner_image ?? product.image, ...product.images])];
  const inCart =
    requested !== null &&
    requested.productId === product.product_id &&
    !busy &&
    vouchers.some((line) => isSameLine(line, requested));

  const send = (type: "CART.ADD" | "CART.BUY_NOW") => {
    if (choice.price === null || !isProductChoiceComplete(product, choice)) return;
    setRequested({
      productId: product.product_id,
      price: choice.price,
      currency: product.currency_code,
      options: choice.options,
    });
    cart.send({
      type,
      product,
      price: choice.price,
      quantity: choice.quantity,
      point: pricePoints ?? 0,
      baseConversionValue,
      ...(optionsOf(product).length > 0 ? { options: choice.options } : {}),
    });
  };

  /** Add to Cart and Buy Now (spec §4); `blocked` while the page still needs something first. */
  const cartActions = (blocked: boolean) => (
    <Actions>
      <DockedBarSpace />
      <Button
        variant="secondary"
        disabled={disabled || blocked}
        busy={busy && cartPending.action === "ADD_CART"}
        onClick={() => send("CART.ADD")}
      >
        {busy && cartPending.action === "ADD_CART" ? text.adding : text.addToCart}
      </Button>
      <Button
        disabled={disabled || blocked}
        busy={busy && cartPending.action === "BUY_NOW"}
        onClick={() => send("CART.BUY_NOW")}
      >
        {busy && cartPending.action === "BUY_NOW" ? text.adding : text.buyNow}
      </Button>
    </Actions>
  );

  return (
    <Page aria-labelledby={titleId} data-family={productFamily}>
      <Media>
        <Artwork src={images[0] ?? product.image} alt={product.name} box="product" loading="eager" />
        {images.length > 1 && (
          <Thumbs>
            {images.slice(1).map((src) => (
              <li key={src}>
                <Artwork src={src} alt="" box="thumbnail" />
              </li>
            ))}
          </Thumbs>
        )}
      </Media>
      <Info>
        <h1 id={titleId}>{product.name}</h1>
        <Facts>
          <div>
            <dt>{text.country}</dt>
            <dd>{product.country_name}</dd>
          </div>
          <div>
            <dt>{text.currency}</dt>
            <dd>
              {product.currency_code}
              {product.currency_name === "" ? "" : ` (${product.currency_name})`}
            </dd>
          </div>
        </Facts>
        {otherCountry && (
          <Notice role="note" data-testid="product-other-country">
            <span>
              {fill(text.otherCountry, { country: product.country_name, selected: selectedCountry })}
            </span>
            <Button
              variant="secondary"
              size="small"
              onClick={() => country.send({ type: "COUNTRY.SELECT", countryId: product.country_id })}
            >
              {fill(text.switchCountry, { country: product.country_name })}
            </Button>
          </Notice>
        )}
        <Panel>
          {offersDenominations(product) ? (
            <Denominations
              product={product}
              choice={choice}
              onChoose={(price) => productFlow.send({ type: "PRODUCT.CHOOSE", price })}
              text={text}
              locale={locale}
            />
          ) : (
            <AmountField
              product={product}
              choice={choice}
              onType={(typed) => productFlow.send({ type: "PRODUCT.SET_AMOUNT", text: typed })}
              text={text}
              locale={locale}
            />
          )}
          <Options
            product={product}
            choice={choice}
            onChoose={(name, value) => productFlow.send({ type: "PRODUCT.CHOOSE_OPTION", name, value })}
            text={text}
          />
          {offersQuantity(product) ? (
            <Quantity
              quantity={choice.quantity}
              onChange={(quantity) => productFlow.send({ type: "PRODUCT.SET_QUANTITY", quantity })}
              text={text}
            />
          ) : (
            <Hint>{text.onePerOrder}</Hint>
          )}
          {isSingleItemFamily(productFamily) && (
            <Hint>
              {replacesLineOfFamily(vouchers, productFamily, product.product_id)
                ? text.replacesInCart
                : text.oneOfKindInCart}
            </Hint>
          )}
          <PriceLine
            product={product}
            choice={choice}
            points={pointsBase === null ? null : totalPoints}
            pointsLabel={pointsLabel}
            inPoints={inPoints}
            text={text}
            locale={locale}
          />
          {missing.length > 0 && (
            <Hint role="status">
              {fill(text.optionsMissing, {
                options: missing.map((option) => optionName(text, option)).join(", "),
              })}
            </Hint>
          )}
          <Confirmation aria-live="polite">
            {inCart && (
              <>
                <span>{text.added}</span>
                <Link href={`${sitePrefix}/cart`}>{text.goToCart}</Link>
              </>
            )}
          </Confirmation>
          {freePerk ? (
            <PerkClaim productId={product.product_id} sitePrefix={sitePrefix} />
          ) : productFamily === "airmiles" ? (
            // spec §3 Order, §7.6: the airline checks the member id before the miles go to the cart.
            <MemberIdField productId={product.product_id}>
              {(accepted) => cartActions(!accepted)}
            </MemberIdField>
          ) : (
            cartActions(false)
          )}
        </Panel>
        <TextSections product={product} text={text} label={giftCard ? text.details : text.detailsProduct} />
      </Info>
    </Page>
  );
};
