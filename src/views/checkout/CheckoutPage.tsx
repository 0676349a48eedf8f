/**
 * The checkout page '/:category?/checkout' (spec §1 'Ways to pay', §2.3, §4 'Order and payment
 * preferences', §5 'Reward code', §6 paymentMethodAccess, §8, §9 'Payment arithmetic').
 *
 * On opening it sends CHECKOUT.OPEN once. The checkout learns the cart lines, the login, the
 * balances, paymentMethodAccess and the user's details from the flows that own them; the page
 * only reads other flows for display (loading states, the points label, the Pay button's text).
 * It shows, live, the split the checkout computes (`splitOf`): the order total, one row per
 * balance or reward code in preference order, and the amount due on the card. Everything else
 * the shopper does is an event: the buyer's details (CHECKOUT.EDIT_USER), the balance switches
 * (CHECKOUT.TOGGLE), the reward-code field (CHECKOUT.CODE_INPUT, APPLY_CODE, REMOVE_CODE), Pay
 * (CHECKOUT.PLACE) and the toast's close button (CHECKOUT.DISMISS_TOAST). On a site that shows
 * its catalogue in points the opening asks the checkout to auto-select the reward points; while it
 * does, the full-screen loader 'Auto selecting your reward points. Please hang on....' covers the
 * page (spec §2.11 Loaders).
 *
 * Pay is not disabled for invalid details: the checkout marks the attempt, the page shows every
 * problem and moves focus to the first invalid field. Errors are kept as data by the checkout and
 * said here in the shopper's language (the error catalogue, spec §8).
 *
 * The display model is src/domain/checkoutView.ts.
 */

import type { ExperienceBooking } from "@contract/experiences";
import { needsDeliveryAddress } from "@domain/address";
import { type SectionItem, sectionChargeOf } from "@domain/cartSections";
import { cartRowOf } from "@domain/cartView";
import { type CheckoutUserField, checkoutUserProblems, rewardCodeEntry } from "@domain/checkout";
import { canUseMethod, splitOf } from "@domain/checkoutState";
import {
  appliedCodeRowsOf,
  balanceOptionsOf,
  checkoutLinksOf,
  checkoutStageOf,
  type DetailsNote,
  detailsNotesOf,
  firstInvalidField,
  type OrderStage,
  payButtonOf,
  shownProblemsOf,
  splitViewOf,
  withField,
} from "@domain/checkoutView";
import { formatMoney, formatPoints, type Money } from "@domain/money";
import type { BalanceMethod } from "@domain/payment";
import { present } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { useSelector } from "@views/useSelector";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { CaptchaChallenge } from "../captcha/CaptchaChallenge";
import { useBookingWords } from "../cart/bookingSummary";
import { LineOptions, OriginalPrice } from "../cart/lineParts";
import { fill, useLanguage, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { useOptionsLabel } from "../product/optionNames";
import { useSendOnShow } from "../sendOnShow";
import { FullPageLoader } from "../session/Overlays";
import { LoadFailed } from "../shell/LoadFailed";
import { usePayNowButton, usePointsLabel } from "../site/siteWords";
import { type FlowRefs, useFlow } from "../system";
import { Alert, Card, Note, Spinner } from "../ui";
import { LinkButton } from "../ui/LinkButton";
import { StatePanel } from "../ui/StatePanel";
import { CompanyTerms, SurchargeDialog } from "./CompanySwitches";
import { DeliverySection } from "./DeliveryAddressForm";
import { deliveryMessages } from "./deliveryMessages";
import { checkoutMessages } from "./messages";
import { ProviderChoice } from "./ProviderChoice";
import { BalanceSwitches, CheckoutToast, DetailsForm, Pay, RewardCode, SplitSummary } from "./parts";
import { Column, Columns, Page, PaymentAside, SummaryLines } from "./styles";

const ORDER_STAGES: readonly OrderStage[] = ["ready", "surcharge", "placing", "redirecting", "completed"];

export interface CheckoutPageProps {
  /** The site's link prefix, e.g. '/marketplace' (spec §2.1). */
  readonly sitePrefix: string;
  /** The "checkout" flow (`useLateFlow("checkout")`, once spawned). */
  readonly checkout: FlowRefs["checkout"];
  /**
   * The experience booking this page pays ('/experiences/payment', spec §7.6 Create experience
   * order): only its line is paid, and its order is an experience order. Absent for the cart.
   */
  readonly booking?: ExperienceBooking;
  /** The page's heading instead of the checkout's, and what is shown above the form. */
  readonly title?: string;
  readonly intro?: ReactNode;
}

/** A toast's tone: the catalogue's warning (HTTP 429 on apply voucher), else an error (spec §8). */
const toneOf = (error: ErrorData): "error" | "warning" => {
  const shown = present(error);
  return shown.kind === "toast" && shown.tone === "warning" ? "warning" : "error";
};

/** The text of each note over the buyer's details: what the e-mail address is for, by what the cart holds. */
const NOTE_TEXT = {
  giftCards: "noteGiftCards",
  merchandise: "noteMerchandise",
  bookings: "noteBookings",
  recharges: "noteRecharges",
  transfers: "noteTransfers",
} as const satisfies Readonly<Record<DetailsNote, keyof (typeof checkoutMessages)["en"]>>;

export const CheckoutPage = ({ sitePrefix, checkout, booking, title, intro }: CheckoutPageProps) => {
  const text = useMessages(checkoutMessages);
  const optionsLabel = useOptionsLabel();
  const deliveryText = useMessages(deliveryMessages);
  const language = useLanguage();
  const session = useFlow("session");
  const errorText = useErrorText();

  // What the other flows show (display only: the checkout learns its facts from them directly).
  const cart = useFlow("cart");
  const cartLoading = useSelector(cart, (s) => s.hasTag("loading"));
  const cartError = useSelector(cart, (s) => (s.hasTag("fetchFailed") ? s.context.fetchError : null));
  const cartRefetching = useSelector(cart, (s) => s.hasTag("fetching"));
  const sessionLoading = useSelector(session, (s) => s.hasTag("startingUp"));
  const hidePhone = useSelector(session, (s) => s.context.menu?.disablePhoneNumberInCheckout === true);
  const pointsLabel = usePointsLabel();
  const payNowButton = usePayNowButton();
  // spec §3 displayCatalogInPoints: a site that shows its catalogue in points auto-selects them.
  const catalogueInPoints = useSelector(
    useFlow("site"),
    (s) => s.context.settings.displayCatalogInPoints === 1,
  );
  const country = useSelector(useFlow("country"), (s) => s.context.selectedCountry);

  // The checkout.
  const context = useSelector(checkout, (s) => s.context);
  const order = useSelector(
    checkout,
    (s) => ORDER_STAGES.find((stage) => s.matches({ order: stage })) ?? "ready",
  );
  const applying = useSelector(checkout, (s) => s.hasTag("applying"));
  // A guest's code on a site that asks for a captcha waits for it (its token goes with the lookup).
  const captcha = useSelector(checkout, (s) => s.hasTag("captcha"));
  const locked = useSelector(checkout, (s) => s.hasTag("busy"));
  const toast = useSelector(checkout, (s) => (s.hasTag("toast") ? s.context.toast : null));
  const autoSelecting = useSelector(checkout, (s) => s.hasTag("autoSelecting"));

  // spec §4: opening checkout resets the ways to pay; once per visit of the page (on the server
  // for a page it renders, which the browser then does not open again).
  useSendOnShow(checkout, {
    type: "CHECKOUT.OPEN",
    sitePrefix,
    ...(booking === undefined ? {} : { booking }),
    ...(catalogueInPoints ? { autoSelectPoints: true } : {}),
  });

  // The fields the shopper has left, and the inputs focus can move to.
  const [touched, setTouched] = useState<ReadonlySet<CheckoutUserField>>(() => new Set());
  const inputs = useRef(new Map<CheckoutUserField, HTMLInputElement>());
  const inputRef = useCallback((field: CheckoutUserField, input: HTMLInputElement | null) => {
    if (input === null) inputs.current.delete(field);
    else inputs.current.set(field, input);
  }, []);

  const money = useCallback((amount: Money) => formatMoney(amount, language), [language]);
  const bookingWords = useBookingWords();
  const bookingPrice = (item: SectionItem): string => {
    const charge = sectionChargeOf(item);
    return charge.ok ? money(charge.value) : "—";
  };
  const pointsText = useCallback((value: number) => formatPoints(value, language), [language]);

  const view = useMemo(
    () =>
      splitViewOf(splitOf(context), context.lines, context.preferences.appliedVoucherArray, context.sections),
    [context],
  );
  const applied = useMemo(
    () => appliedCodeRowsOf(context.preferences.appliedVoucherArray, view),
    [context, view],
  );
  const options = useMemo(
    () =>
      balanceOptionsOf({
        loggedIn: context.loggedIn,
        wallet: context.wallet,
        access: context.access,
        preferences: context.preferences,
        canUse: (method) => canUseMethod(context, method),
      }),
    [context],
  );
  const problems = useMemo(() => checkoutUserProblems(context.checkoutUser), [context.checkoutUser]);
  const shown = shownProblemsOf(problems, context.attempted, touched);
  const pay = payButtonOf(order, view);

  const onEdit = (field: CheckoutUserField, value: string) =>
    checkout.send({
      type: "CHECKOUT.EDIT_USER",
      checkoutUser: withField(context.checkoutUser, field, value),
    });
  const onBlur = (field: CheckoutUserField) =>
    setTouched((before) => (before.has(field) ? before : new Set([...before, field])));
  const onToggle = (method: BalanceMethod, on: boolean) =>
    checkout.send({ type: "CHECKOUT.TOGGLE", method, on });
  // The delivery address's fields, where focus goes when the buyer's details are complete.
  const focusDelivery = useRef<() => boolean>(() => false);
  const flaggedNotice = useRef<HTMLParagraphElement>(null);
  const onPay = () => {
    checkout.send({ type: "CHECKOUT.PLACE" });
    // Refused for invalid details: the problems show, focus goes to the first invalid field.
    const after = checkout.getSnapshot();
    if (!after.matches({ order: "ready" }) || !after.context.attempted) return;
    const field = firstInvalidField(checkoutUserProblems(after.context.checkoutUser));
    if (field !== null) inputs.current.get(field)?.focus();
    else if (!focusDelivery.current()) flaggedNotice.current?.focus();
  };

  const stage = checkoutStageOf({
    cartLoading,
    sessionLoading,
    lines: context.lines,
    sections: context.sections,
  });
  const links = checkoutLinksOf(sitePrefix);

  const body = (() => {
    if (stage === "loading") {
      return (
        <StatePanel role="status" aria-live="polite" data-testid="checkout-loading">
          <Spinner />
          <p>{text.loading}</p>
        </StatePanel>
      );
    }
    // spec §8 'Cart fetch failure': the stored error and a retry, never an empty cart.
    if (stage === "empty" && cartError !== null) return null;
    if (stage === "empty") {
      return (
        <StatePanel data-testid="checkout-empty">
          <h2>{text.empty}</h2>
          <p>{text.emptyHint}</p>
          <nav aria-label={text.empty}>
            <LinkButton href={links.cart} variant="secondary">
              {text.backToCart}
            </LinkButton>
            <LinkButton href={links.vouchers}>{text.browse}</LinkButton>
          </nav>
        </StatePanel>
      );
    }
    const rows = context.lines.map((line) => cartRowOf(line, country));
    // spec §5 'Cart': merchandise of another country blocks Pay until it is removed.
    const flagged = rows.some((row) => row.flagged);
    return (
      <Columns>
        <Column>
          <Card aria-labelledby="checkout-details-title" data-flat="true">
            <h2 id="checkout-details-title">{text.details}</h2>
            {detailsNotesOf(context.lines, context.sections).map((note) => (
              <Note key={note} data-testid="checkout-details-note">
                {text[NOTE_TEXT[note]]}
              </Note>
            ))}
            <DetailsForm
              user={context.checkoutUser}
              problems={shown}
              hidePhone={hidePhone}
              disabled={locked}
              text={text}
              onChange={onEdit}
              onBlur={onBlur}
              inputRef={inputRef}
            />
          </Card>
          {needsDeliveryAddress(context.lines) && (
            <DeliverySection checkout={checkout} focusRef={focusDelivery} />
          )}
          <Card aria-labelledby="checkout-summary-title" data-flat="true">
            <h2 id="checkout-summary-title">{text.summary}</h2>
            <SummaryLines>
              {rows.map((row) => (
                <li key={row.id} data-testid="checkout-line">
                  <span data-part="name">
                    {row.name}
                    <LineOptions options={optionsLabel(row.key.options)} testId="checkout-line-options" />
                  </span>
                  <span data-part="quantity">
                    {fill(text.lineQuantity, {
                      quantity: row.quantity,
                      price: row.unitPrice === null ? "—" : money(row.unitPrice),
                    })}
                    {row.originalPrice !== null && (
                      <>
                        {" "}
                        <OriginalPrice label={text.originalPrice} price={money(row.originalPrice)} />
                      </>
                    )}
                  </span>
                  <span data-part="total">{row.total === null ? "—" : money(row.total)}</span>
                  {row.flagged && (
                    <p data-part="flag" data-testid="checkout-line-flagged">
                      {fill(deliveryText.flagged, { country })}
                    </p>
                  )}
                </li>
              ))}
              {context.sections.map((item) => {
                const words = bookingWords(item);
                return (
                  <li key={item.reference} data-testid="checkout-booking">
                    <span data-part="name">{words.name}</span>
                    <span data-part="quantity">{words.lines.join(" · ")}</span>
                    <span data-part="total">{bookingPrice(item)}</span>
                  </li>
                );
              })}
            </SummaryLines>
          </Card>
        </Column>
        <PaymentAside aria-labelledby="checkout-payment-title" data-testid="checkout-payment">
          <h2 id="checkout-payment-title">{text.payment}</h2>
          {options.length > 0 && (
            <BalanceSwitches
              options={options}
              pointsLabel={pointsLabel}
              locked={locked}
              text={text}
              money={money}
              points={pointsText}
              onToggle={onToggle}
            />
          )}
          {context.access.voucher !== 0 && (
            <RewardCode
              input={context.rewardCode}
              canApply={context.codeComplete && !applying && !captcha}
              applying={applying}
              locked={locked}
              error={context.codeError === null ? null : errorText(context.codeError)}
              applied={applied}
              text={text}
              money={money}
              onInput={(typed) => checkout.send({ type: "CHECKOUT.CODE_INPUT", ...rewardCodeEntry(typed) })}
              onApply={() => checkout.send({ type: "CHECKOUT.APPLY_CODE" })}
              onRemove={(index) => checkout.send({ type: "CHECKOUT.REMOVE_CODE", index })}
            />
          )}
          {captcha && (
            <CaptchaChallenge
              onSolved={(token) => checkout.send({ type: "CAPTCHA.SOLVED", captcha: token })}
              onCancel={() => checkout.send({ type: "CAPTCHA.CANCEL" })}
            />
          )}
          <SplitSummary view={view} pointsLabel={pointsLabel} text={text} money={money} points={pointsText} />
          {flagged && (
            <Alert tabIndex={-1} ref={flaggedNotice} data-testid="checkout-flagged">
              {fill(deliveryText.flaggedPay, { country })} <a href={links.cart}>{deliveryText.editCart}</a>
            </Alert>
          )}
          {/* A failed order keeps its error; Retry places it again with the same key (one order). */}
          {context.orderError !== null && order === "ready" && (
            <LoadFailed testId="order-failed" error={context.orderError} onRetry={onPay} />
          )}
          <ProviderChoice
            currency={view.kind === "split" ? view.amountDue.currency : null}
            due={view.kind === "split" && view.byCard}
            productIds={context.lines.map((line) => line.productId)}
            access={context.access}
            locked={locked}
          />
          <CompanyTerms companyId={context.companyId} />
          <Pay
            state={pay}
            label={payNowButton}
            due={view.kind === "unavailable" ? null : money(view.amountDue)}
            text={text}
            onPay={onPay}
          />
        </PaymentAside>
      </Columns>
    );
  })();

  return (
    <Page aria-labelledby="checkout-title" data-testid="checkout-page" data-width="wide">
      <h1 id="checkout-title">{title ?? text.title}</h1>
      {intro}
      {cartError !== null && stage !== "loading" && (
        <LoadFailed
          testId="cart-fetch-failed"
          error={cartError}
          retrying={cartRefetching}
          onRetry={() => cart.send({ type: "CART.RETRY" })}
        />
      )}
      {body}
      <SurchargeDialog
        open={order === "surcharge"}
        onAccept={() => checkout.send({ type: "CHECKOUT.ACCEPT_SURCHARGE" })}
        onDecline={() => checkout.send({ type: "CHECKOUT.DECLINE_SURCHARGE" })}
      />
      <CheckoutToast
        toast={toast === null ? null : { text: errorText(toast), tone: toneOf(toast) }}
        text={text}
        onDismiss={() => checkout.send({ type: "CHECKOUT.DISMISS_TOAST" })}
      />
      {/* spec §2.11 Loaders: over the page, which stays in place, so focus stays where it was. */}
      {autoSelecting && (
        <FullPageLoader label={text.autoSelectingPoints} message={text.autoSelectingPoints} />
      )}
    </Page>
  );
};
