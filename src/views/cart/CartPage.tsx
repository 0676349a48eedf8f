/**
 * The cart page '/cart' (spec §2.3, §3 'Cart', §4 'Cart actions', §5 'Cart', §9 'Cart totals'):
 * the voucher lines with their unit price, a quantity stepper, the line total and a Remove
 * button; the order summary with the item count and the total in the line currency; and
 * 'Proceed to Checkout', a link to checkout unless the cart blocks it (empty, several currencies,
 * merchandise of another country), when it is a disabled button with the reason beside it.
 *
 * The model is `cartViewOf` of src/domain/cartView.ts; the page only sends CART.UPDATE and
 * CART.REMOVE. While a logged-in change waits for the server, the cart ignores other changes:
 * every stepper and Remove button is disabled and the pending line is marked busy.
 *
 * Desktop (992 px and wider): the list and the summary side by side. Phone (991 px or less):
 * stacked, the summary a bar stuck to the bottom of the screen.
 */

import { CART_VIEW_NORMAL, type LineKey } from "@domain/cart";
import { type CheckoutSection, sectionEntriesOf } from "@domain/cartSections";
import {
  type CartBooking,
  type CartRow,
  type CheckoutBlockReason,
  cartLinksOf,
  cartViewOf,
  clampQuantity,
} from "@domain/cartView";
import { FAMILIES, FAMILY_OF_SECTION } from "@domain/families";
import { formatMoney, type Money } from "@domain/money";
import type { CartFamily } from "@domain/productFamily";
import { css } from "@linaria/core";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useMemo } from "react";
import { fill, useLanguage, useMessages } from "../i18n";
import { useOptionsLabel } from "../product/optionNames";
import { LoadFailed } from "../shell/LoadFailed";
import { useFlow } from "../system";
import { Note } from "../ui/Alert";
import { Button } from "../ui/Button";
import { LinkButton } from "../ui/LinkButton";
import { Page } from "../ui/Page";
import { QuantityStepper } from "../ui/QuantityStepper";
import { RemoveButton } from "../ui/RemoveButton";
import { Spinner } from "../ui/Spinner";
import { StatePanel } from "../ui/StatePanel";
import { StickyAside } from "../ui/StickyAside";
import { useBookingWords } from "./bookingSummary";
import { cartFamilyMessages } from "./familyMessages";
import { LineOptions, OriginalPrice } from "./lineParts";
import { cartMessages } from "./messages";

type CartTexts = (typeof cartMessages)["en"];

// ---------------------------------------------------------------------------------------------
// Styles

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  align-items: start;
  gap: 24px;

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 112px auto 120px auto;
  grid-template-areas:
    "name price stepper total remove"
    "note note note note note";
  align-items: center;
  column-gap: 20px;
  row-gap: 8px;
  padding: 16px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);

  &[aria-busy="true"] {
    opacity: 0.7;
  }

  &[data-flagged="true"] {
    border-color: var(--danger);
  }

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      "name name"
      "price total"
      "stepper remove"
      "note note";
    column-gap: 12px;
    padding: 12px;
  }
`;

/** One family's lines under its heading (spec §1 families). */
const Group = styled.li`
  display: grid;
  gap: 12px;

  h2 {
    margin: 8px 0 0;
    font-size: 18px;
  }
`;

const Name = styled.h3`
  grid-area: name;
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Figure = styled.div`
  display: grid;
  gap: 2px;
  text-align: right;
  white-space: nowrap;

  span:first-child {
    font-size: 12px;
    color: var(--ink-muted);
  }

  span:last-child {
    font-weight: 600;
  }

  &[data-area="price"] {
    grid-area: price;
  }

  s[data-part="original"] {
    font-size: 13px;
    color: var(--ink-muted);
  }

  &[data-area="total"] {
    grid-area: total;
  }

  @media (max-width: 991px) {
    &[data-area="price"] {
      text-align: left;
    }
  }
`;

/** The cart line's stepper, in its place of the line's grid. */
const stepperPlace = css`
  grid-area: stepper;

  @media (max-width: 991px) {
    justify-self: start;
  }
`;

/** The line's Remove, in its place of the line's grid. */
const LineRemoveButton = styled(RemoveButton)`
  grid-area: remove;

  @media (max-width: 991px) {
    justify-self: end;
  }
`;

/** What the line says under it: a problem, its change waiting, a booking's details. */
const LineNotes = styled.div`
  grid-area: note;
  display: grid;
  gap: 4px;

  p {
    margin: 0;
    font-size: 14px;
  }

  p[data-tone="danger"] {
    font-weight: 600;
  }

  &:empty {
    display: none;
  }
`;

/** The order summary; on a phone a bar docked to the bottom of the screen. */
const Summary = styled(StickyAside)`
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 8px 12px;
    margin: 0;
  }

  dt {
    color: var(--ink-muted);
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }

  dd[data-total="true"] {
    font-size: 18px;
  }

  @media (max-width: 991px) {
    top: auto;
    bottom: 0;
    z-index: 5;
    gap: 8px;
    padding: 12px;
    border-width: 1px 1px 0;
    border-radius: var(--radius) var(--radius) 0 0;
    box-shadow: var(--shadow-docked);

    /* The heading leaves the docked bar; it still names the summary. */
    h2 {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    dl {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 4px 8px;
      font-size: 14px;
    }

    dd {
      margin-right: 12px;
    }

    dd[data-total="true"] {
      font-size: 16px;
    }
  }
`;

/** 'Proceed to Checkout' across the summary, with the reason beside it when it rests. */
const Checkout = styled.div`
  display: grid;
  gap: 8px;
`;

// ---------------------------------------------------------------------------------------------
// Parts

const reasonText = (reason: CheckoutBlockReason, text: CartTexts, country: string): string => {
  switch (reason) {
    case "empty":
      return text.blockedEmpty;
    case "mixedCurrencies":
      return text.blockedCurrencies;
    case "flaggedLine":
      return fill(text.blockedFlagged, { country });
    case "unpricedLine":
      return text.blockedUnpriced;
  }
};

interface LineProps {
  readonly row: CartRow;
  readonly text: CartTexts;
  readonly money: (money: Money | null) => string;
  readonly country: string;
  /** The cart waits for the server: no change is taken. */
  readonly locked: boolean;
  /** This line's change is the one the server is answering. */
  readonly busy: boolean;
  readonly onQuantity: (key: LineKey, quantity: number) => void;
  readonly onRemove: (key: LineKey) => void;
}

const CartLine = ({ row, text, money, country, locked, busy, onQuantity, onRemove }: LineProps) => {
  const id = `cart-line-${row.id}`.replace(/[^\w-]/g, "_");
  // Two lines of one product with other options are told apart by their options.
  const options = useOptionsLabel()(row.key.options);
  const name = options === "" ? row.name : `${row.name} (${options})`;
  const canDecrease = row.canDecrease && !locked;
  const canIncrease = row.canIncrease && !locked;
  return (
    <Line aria-labelledby={`${id}-name`} aria-busy={busy} data-flagged={row.flagged}>
      <Name id={`${id}-name`}>
        {row.name}
        <LineOptions options={options} testId="cart-line-options" />
      </Name>
      <Figure data-area="price">
        <span>{text.unitPrice}</span>
        {row.originalPrice !== null && (
          <OriginalPrice label={text.originalPrice} price={money(row.originalPrice)} />
        )}
        <span>{money(row.unitPrice)}</span>
      </Figure>
      <QuantityStepper
        className={stepperPlace}
        value={row.quantity}
        labels={{
          group: fill(text.quantityOf, { name }),
          decrease: fill(text.decrease, { name }),
          increase: fill(text.increase, { name }),
        }}
        canDecrease={canDecrease}
        canIncrease={canIncrease}
        onStep={(delta) => onQuantity(row.key, clampQuantity(row.key.productId, row.quantity + delta))}
      />
      <Figure data-area="total">
        <span>{text.lineTotal}</span>
        <span>{money(row.total)}</span>
      </Figure>
      <LineRemoveButton
        type="button"
        aria-label={fill(text.removeLabel, { name })}
        aria-disabled={locked}
        onClick={() => {
          if (!locked) onRemove(row.key);
        }}
      >
        {text.remove}
      </LineRemoveButton>
      <LineNotes>
        {row.flagged && <Note tone="danger">{fill(text.flagged, { country })}</Note>}
        {busy && <Note live>{text.updating}</Note>}
      </LineNotes>
    </Line>
  );
};

// ---------------------------------------------------------------------------------------------
// Page

/**
 * A booking of a single-item section (a flight, a hotel stay, a recharge, a payout): its name, its
 * summary lines and its price, charged once; it can be removed, not counted up (spec §4).
 */
const CartBookingLine = ({
  booking,
  text,
  money,
  onRemove,
}: {
  readonly booking: CartBooking;
  readonly text: LineProps["text"];
  readonly money: (amount: Money | null) => string;
  readonly onRemove: () => void;
}) => {
  const id = `cart-booking-${booking.section}`;
  const words = useBookingWords()(booking.item);
  return (
    <Line aria-labelledby={`${id}-name`} data-booking={booking.section}>
      <Name id={`${id}-name`}>{words.name}</Name>
      <Figure data-area="total">
        <span>{text.lineTotal}</span>
        <span>{money(booking.total)}</span>
      </Figure>
      <LineRemoveButton
        type="button"
        aria-label={fill(text.removeLabel, { name: words.name })}
        onClick={onRemove}
      >
        {text.remove}
      </LineRemoveButton>
      <LineNotes>
        {words.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </LineNotes>
    </Line>
  );
};

export interface CartPageProps {
  /** The site's link prefix, e.g. '/marketplace' (spec §2.1). */
  readonly sitePrefix: string;
}

export const CartPage = ({ sitePrefix }: CartPageProps) => {
  const text = useMessages(cartMessages);
  const language = useLanguage();
  const cart = useFlow("cart");
  // A signed-in user's cart arrives at the end of the session's start-up: loading until then.
  const startingUp = useSelector(useFlow("session"), (s) => s.hasTag("startingUp"));
  const loading = useSelector(cart, (s) => s.hasTag("loading")) || startingUp;
  const fetchError = useSelector(cart, (s) => (s.hasTag("fetchFailed") ? s.context.fetchError : null));
  const refetching = useSelector(cart, (s) => s.hasTag("fetching"));
  const locked = useSelector(cart, (s) => s.hasTag("busy"));
  const pendingProductId = useSelector(cart, (s) => s.context.pending?.productId ?? null);
  const vouchers = useSelector(cart, (s) => s.context.vouchers);
  const sections = useSelector(cart, (s) => s.context.sections);
  const country = useSelector(useFlow("country"), (s) => s.context.selectedCountry);

  const view = useMemo(
    // spec §4 'Special voucher category 1222': the cart page is the cart view with the special
    // mode off, so a booked experience's line is not listed (it is paid on its payment page).
    () => cartViewOf(vouchers, country, sectionEntriesOf(sections), CART_VIEW_NORMAL),
    [vouchers, country, sections],
  );
  const familyText = useMessages(cartFamilyMessages);
  const customLabel = useSelector(useFlow("site"), (s) => s.context.settings.customCatalogFilterGroupName);
  const familyHeading = (family: CartFamily): string => {
    if (family === "personalize") {
      const label = customLabel?.trim() ?? "";
      if (label !== "") return label;
    }
    return familyText[FAMILIES[family].cartHeading];
  };
  const links = cartLinksOf(sitePrefix);
  const money = (amount: Money | null): string =>
    amount === null ? text.priceUnavailable : formatMoney(amount, language);

  const onQuantity = (key: LineKey, quantity: number) => cart.send({ type: "CART.UPDATE", key, quantity });
  const onRemove = (key: LineKey) => cart.send({ type: "CART.REMOVE", key });
  const onRemoveBooking = (section: CheckoutSection) =>
    cart.send({ type: "CART.REMOVE_SECTION_ITEM", section });

  const body = (() => {
    if (loading) {
      return (
        <StatePanel role="status" aria-live="polite">
          <Spinner />
          <p>{text.loading}</p>
        </StatePanel>
      );
    }
    // spec §8 'Cart fetch failure': the stored error and a retry, never an empty cart.
    if (view.rows.length === 0 && view.bookings.length === 0 && fetchError !== null) return null;
    if (view.rows.length === 0 && view.bookings.length === 0) {
      return (
        <StatePanel>
          <h2>{text.empty}</h2>
          <p>{text.emptyHint}</p>
          <LinkButton href={links.vouchers}>{text.browse}</LinkButton>
        </StatePanel>
      );
    }
    const reason = view.checkoutBlocked;
    const several = view.totals.length > 1;
    return (
      <Layout>
        <Lines aria-label={text.lines}>
          {view.groups.map((group) => (
            <Group
              key={group.family}
              aria-labelledby={`cart-group-${group.family}`}
              data-family={group.family}
            >
              <h2 id={`cart-group-${group.family}`}>{familyHeading(group.family)}</h2>
              <Lines>
                {group.rows.map((row) => (
                  <CartLine
                    key={row.id}
                    row={row}
                    text={text}
                    money={money}
                    country={country}
                    locked={locked}
                    busy={locked && pendingProductId === row.key.productId}
                    onQuantity={onQuantity}
                    onRemove={onRemove}
                  />
                ))}
              </Lines>
            </Group>
          ))}
          {view.bookings.map((booking) => (
            <Group
              key={booking.section}
              aria-labelledby={`cart-group-${booking.section}`}
              data-family={booking.section}
            >
              <h2 id={`cart-group-${booking.section}`}>
                {familyText[FAMILIES[FAMILY_OF_SECTION[booking.section]].cartHeading]}
              </h2>
              <Lines>
                <CartBookingLine
                  booking={booking}
                  text={text}
                  money={money}
                  onRemove={() => onRemoveBooking(booking.section)}
                />
              </Lines>
            </Group>
          ))}
        </Lines>
        <Summary aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{text.summary}</h2>
          <dl>
            <dt>{text.items}</dt>
            <dd>{view.itemCount}</dd>
            {view.totals.map((total) => (
              <TotalEntry
                key={total.currency}
                label={several ? fill(text.totalIn, { currency: total.currency.toUpperCase() }) : text.total}
                value={money(total)}
              />
            ))}
          </dl>
          <Checkout>
            {reason === null ? (
              <LinkButton href={links.checkout}>{text.proceed}</LinkButton>
            ) : (
              <>
                <Button disabled aria-describedby="cart-checkout-reason">
                  {text.proceed}
                </Button>
                <Note id="cart-checkout-reason" tone="danger">
                  {reasonText(reason, text, country)}
                </Note>
              </>
            )}
          </Checkout>
        </Summary>
      </Layout>
    );
  })();

  return (
    <Page aria-labelledby="cart-title" data-width="wide">
      <h1 id="cart-title">{text.title}</h1>
      {fetchError !== null && !loading && (
        <LoadFailed
          testId="cart-fetch-failed"
          error={fetchError}
          retrying={refetching}
          onRetry={() => cart.send({ type: "CART.RETRY" })}
        />
      )}
      {body}
    </Page>
  );
};

const TotalEntry = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <>
    <dt>{label}</dt>
    <dd data-total="true">{value}</dd>
  </>
);
