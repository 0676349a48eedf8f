/**
 * An experience's page '/experiences/:description/:productID' (spec §2.3, §3 'Experience order
 * item', §7.3 fetchExpById, fetchAvailableDates, fetchAvailabilityPricing): description,
 * inclusions, location and cancellation terms; the available days only, then the chosen day's
 * time slots with a rate per guest category; guests per category within the product's limits;
 * the live total (count × rate summed over the categories) in the experience's currency and in
 * points, as the gift-card page shows a price: points only when the site shows its catalogue in
 * points (displayCatalogInPoints), else the money with its points once the user's point value is
 * known (spec §3, §9; the points label is the site's). Book now stores the booking and adds it to
 * the cart (EXP.BOOK, with the user's point value), then the experience payment page opens.
 */
import type { ExperienceDetail, TimeSlotPricing } from "@contract/experiences";
import {
  bookingPointsOf,
  bookingTotalMinor,
  chosenSlotOf,
  countOf,
  currencyValueOf,
  durationParts,
  type GuestCategory,
  type GuestProblem,
  guestCategoryOf,
  guestProblem,
  rateFor,
} from "@domain/experiences";
import { formatMajor, formatMoney, formatPoints } from "@domain/money";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { fill, type PlainKey, useLanguage, useMessages } from "../i18n";
import { dataWord } from "../i18n/dataWord";
import { useErrorText } from "../i18n/errors";
import { usePlural } from "../i18n/plural";
import { usePointsLabel } from "../site/siteWords";
import { type FlowRefs, useFlow } from "../system";
import { Artwork, Button, QuantityStepper } from "../ui";
import { ToggleChip } from "../ui/ToggleChip";
import { experiencesMessages } from "./messages";

type Text = typeof experiencesMessages.en;

const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 20px;

  @media (min-width: 992px) {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }

  h1 {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

const Info = styled.div`
  display: grid;
  gap: 12px;

  img {
    width: 100%;
    max-height: 360px;
    object-fit: cover;
    border-radius: 10px;
    background: var(--surface-muted);
  }

  h2 {
    font-size: 1.05rem;
    margin: 8px 0 0;
  }
`;

const Booking = styled.section`
  display: grid;
  gap: 14px;
  border: 1px solid var(--line);
  border-radius: 10px;
  padding: 16px;
  background: var(--surface);

  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 8px;
  }

  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  max-height: 200px;
  overflow-y: auto;
`;

const GuestRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px;
  align-items: center;
`;

const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  font-size: 1.15rem;
  margin: 0;

  small {
    flex-basis: 100%;
    text-align: end;
    font-size: 0.9rem;
  }
`;

const Placeholder = styled.div`
  min-height: 480px;
  display: grid;
  place-items: center;
`;

const GUEST_CATEGORY_KEYS: { readonly [C in GuestCategory]: PlainKey<Text> } = {
  adult: "guestAdult",
  child: "guestChild",
  senior: "guestSenior",
};

/** A price category's name in the shopper's language: a known one from the table, any other as the API names it. */
const categoryName = (text: Text, name: string): string =>
  dataWord(text, GUEST_CATEGORY_KEYS, guestCategoryOf, name);

const problemText = (text: Text, problem: GuestProblem, count: ReturnType<typeof usePlural>): string => {
  switch (problem.kind) {
    case "none":
      return text.noGuest;
    case "too-few":
      return count(text.tooFew, problem.min);
    case "too-many":
      return count(text.tooMany, problem.max);
    case "category":
      return count(text.categoryLimit, problem.max, {
        name: categoryName(text, problem.name),
        min: problem.min,
      });
    case "seats":
      return count(text.seats, problem.left);
  }
};

const dayLabel = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

const priceText = (price: number, currency: string, locale: string): string =>
  formatMajor(price, currency, locale);

const Facts = ({ detail, text }: { readonly detail: ExperienceDetail; readonly text: Text }) => (
  <Info>
    <Artwork src={detail.image} alt={detail.name} box="experience" loading="eager" />
    <p>
      {detail.city_name} · {fill(text.duration, durationParts(detail.duration_minutes))}
    </p>
    <p>{detail.description}</p>
    <h2>{text.inclusions}</h2>
    <ul>
      {detail.inclusions.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
    <h2>{text.location}</h2>
    <p>{detail.location}</p>
    <h2>{text.cancellation}</h2>
    <p>{detail.cancellation}</p>
  </Info>
);

export interface ExperienceDetailPageProps {
  readonly productId: number | null;
  readonly sitePrefix: string;
  readonly flow: FlowRefs["experiences"];
}

export const ExperienceDetailPage = ({ productId, sitePrefix, flow }: ExperienceDetailPageProps) => {
  const text = useMessages(experiencesMessages);
  const count = usePlural();
  const locale = useLanguage();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const context = useSelector(flow, (s) => s.context);
  const loading = useSelector(flow, (s) => s.hasTag("loadingDetail"));
  const failed = useSelector(flow, (s) => s.hasTag("detailFailed"));
  const loadingSlots = useSelector(flow, (s) => s.hasTag("loadingSlots"));
  const booking = useSelector(flow, (s) => s.hasTag("booking"));
  const booked = useSelector(flow, (s) => s.hasTag("booked"));
  const pointsBase = useSelector(
    useFlow("session"),
    (s) => s.context.points?.currency?.pointsBaseConversionValue ?? null,
  );
  const pointsLabel = usePointsLabel();
  const displayCatalogInPoints = useSelector(
    useFlow("site"),
    (s) => s.context.settings.displayCatalogInPoints === 1,
  );

  useEffect(() => {
    if (productId !== null) flow.send({ type: "EXP.OPEN", productId });
  }, [flow, productId]);

  useEffect(() => {
    if (booked) navigate(`${sitePrefix}/experiences/payment`);
  }, [booked, navigate, sitePrefix]);

  if (productId === null || (failed && context.detailError !== null)) {
    return (
      <Placeholder role="alert" data-testid="experience-failed">
        <div>
          <p>{context.detailError === null ? text.notFound : errorText(context.detailError)}</p>
          {productId !== null && (
            <button type="button" onClick={() => flow.send({ type: "EXP.RETRY_OPEN" })}>
              {text.retry}
            </button>
          )}
        </div>
      </Placeholder>
    );
  }
  const detail = context.detail;
  if (loading || detail === null || context.productId !== productId) {
    return (
      <Placeholder role="status" aria-busy="true">
        <p>{text.loadingDetail}</p>
      </Placeholder>
    );
  }

  const slot: TimeSlotPricing | undefined = chosenSlotOf(context);
  const problem = slot === undefined ? null : guestProblem(detail, context.guests, slot.seats_left);
  const total = slot === undefined ? null : bookingTotalMinor(slot, context.guests, detail.currency_code);
  const canBook = slot !== undefined && problem === null && total?.ok === true && !booking;
  const points =
    total?.ok === true
      ? bookingPointsOf(total.value, detail.currency_code, currencyValueOf(detail), pointsBase)
      : null;
  const pointsText =
    points === null
      ? null
      : fill(text.pointsTotal, { points: formatPoints(points, locale), label: pointsLabel });
  const moneyText =
    total?.ok === true ? formatMoney({ amount: total.value, currency: detail.currency_code }, locale) : "—";

  return (
    <Page aria-labelledby="experience-title" data-testid="experience-detail">
      <h1 id="experience-title">{detail.name}</h1>
      <Facts detail={detail} text={text} />
      <Booking aria-label={text.book}>
        <fieldset>
          <legend>{text.chooseDate}</legend>
          {context.dates.length === 0 ? (
            <p>{text.noDates}</p>
          ) : (
            <Options data-testid="experience-dates">
              {context.dates.map((day) => (
                <ToggleChip
                  key={day.date}
                  pressed={context.date === day.date}
                  data-date={day.date}
                  onClick={() => flow.send({ type: "EXP.PICK_DATE", date: day.date })}
                >
                  {dayLabel(day.date, locale)}
                  {day.slots_left === 1 && <small>{count(text.slotsLeft, day.slots_left)}</small>}
                </ToggleChip>
              ))}
            </Options>
          )}
          {context.dateRefused !== null && (
            <p role="alert">{fill(text.dateUnavailable, { date: context.dateRefused })}</p>
          )}
        </fieldset>
        {context.date !== null && (
          <fieldset aria-busy={loadingSlots}>
            <legend>{text.chooseTime}</legend>
            {loadingSlots ? (
              <p role="status">{text.loadingSlots}</p>
            ) : context.slotsError !== null ? (
              <p role="alert">{errorText(context.slotsError)}</p>
            ) : (
              <Options data-testid="experience-slots">
                {context.slots.map((s) => (
                  <ToggleChip
                    key={s.time_slot}
                    pressed={context.slot === s.time_slot}
                    onClick={() => flow.send({ type: "EXP.PICK_SLOT", timeSlot: s.time_slot })}
                  >
                    {s.time_slot}
                    <small>{count(text.seatsLeft, s.seats_left)}</small>
                  </ToggleChip>
                ))}
              </Options>
            )}
          </fieldset>
        )}
        <fieldset>
          <legend>{text.guests}</legend>
          {detail.price_categories.map((category) => {
            const count = countOf(context.guests, category.price_category_id);
            const rate = slot === undefined ? undefined : rateFor(slot, category.price_category_id);
            const name = categoryName(text, category.name);
            const set = (next: number) =>
              flow.send({ type: "EXP.GUESTS", priceCategoryId: category.price_category_id, count: next });
            return (
              <GuestRow
                key={category.price_category_id}
                data-testid={`guests-${category.name.toLowerCase()}`}
              >
                <span>
                  {name}
                  {rate !== undefined && (
                    <small>
                      {" "}
                      {fill(text.guestPrice, { price: priceText(rate.price, detail.currency_code, locale) })}
                    </small>
                  )}
                </span>
                <QuantityStepper
                  value={count}
                  labels={{
                    group: name,
                    decrease: fill(text.fewer, { name }),
                    increase: fill(text.more, { name }),
                  }}
                  canDecrease={count > 0}
                  canIncrease={count < category.max}
                  onStep={(delta) => set(count + delta)}
                />
              </GuestRow>
            );
          })}
        </fieldset>
        {problem !== null && (
          <p role="alert" data-testid="guest-problem">
            {problemText(text, problem, count)}
          </p>
        )}
        {slot === undefined && <p>{text.needDateTime}</p>}
        <Total>
          <span>{text.total}</span>
          <strong data-testid="experience-total">
            {displayCatalogInPoints && pointsText !== null ? pointsText : moneyText}
          </strong>
          {!displayCatalogInPoints && pointsBase !== null && pointsText !== null && (
            <small data-testid="experience-total-points">{pointsText}</small>
          )}
        </Total>
        {context.bookError !== null && <p role="alert">{errorText(context.bookError)}</p>}
        <Button
          disabled={!canBook}
          onClick={() => flow.send({ type: "EXP.BOOK", pointsBaseConversionValue: pointsBase })}
        >
          {booking ? text.booking : text.book}
        </Button>
      </Booking>
    </Page>
  );
};
