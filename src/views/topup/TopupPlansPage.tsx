/**
 * '/mobile-recharge/listing' (spec §2.3): the operator's plans with price, validity, data and
 * talk-time, filterable by type (`?type=`). Choosing one makes the recharge and puts it in the
 * cart's topup section, replacing any earlier one (spec §4); checkout then takes the payment split.
 * The number is never in the URL: after a reload the page asks for it on the form again.
 */
import {
  isUnlimitedAllowance,
  type PlanType,
  plansNoticeOf,
  plansOfType,
  planTypeOf,
  planTypesOf,
} from "@domain/topup";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { fill, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { usePlural } from "../i18n/plural";
import { Actions } from "../ui/Actions";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Page } from "../ui/Page";
import { topupMessages } from "./messages";
import { numberOrNull, type TopupPageProps, useAmountTexts } from "./parts";
import { CardGrid, ChoiceCard, Filters } from "./styles";

const SKELETONS = [1, 2, 3];

/** A plan's data or talk-time allowance: none, no limit in the shopper's language, or as the API gives it. */
const allowanceText = (text: typeof topupMessages.en, allowance: string): string =>
  allowance === "" ? text.none : isUnlimitedAllowance(allowance) ? text.unlimited : allowance;

export const TopupPlansPage = ({ sitePrefix, query, flow }: TopupPageProps) => {
  const text = useMessages(topupMessages);
  const count = usePlural();
  const sayError = useErrorText();
  const { priceText } = useAmountTexts();
  const [, navigate] = useLocation();
  const productId = numberOrNull(query.category_id);
  const operatorId = numberOrNull(query.operator_id);
  const circleId = numberOrNull(query.circle_id);
  const planType = planTypeOf(query.type ?? null);
  useEffect(() => {
    if (productId !== null && operatorId !== null) {
      flow.send({ type: "TOPUP.PLANS", site: sitePrefix, productId, operatorId, circleId });
    }
  }, [flow, sitePrefix, productId, operatorId, circleId]);
  useEffect(() => flow.send({ type: "TOPUP.PLAN_TYPE", planType }), [flow, planType]);
  const state = useSelector(flow, (s) => ({
    context: s.context,
    loading: s.hasTag("loading"),
    failed: s.hasTag("failed"),
    choosing: s.hasTag("choosing"),
  }));
  const { context } = state;
  const operator =
    context.data?.operators.find((o) => o.operator_id === operatorId)?.name ??
    context.recharge?.operator ??
    "";
  const formHref = `${sitePrefix}/mobile-recharge${productId === null ? "" : `?category_id=${productId}`}`;
  const typeHref = (type: PlanType | null) => {
    const params = new URLSearchParams(query);
    if (type === null) params.delete("type");
    else params.set("type", type);
    return `${sitePrefix}/mobile-recharge/listing?${params.toString()}`;
  };
  const shown = plansOfType(context.plans, planType);
  const canChoose = context.checked && context.data?.product_id === productId;
  const error = context.error === null ? null : sayError(context.error);
  const notice = plansNoticeOf({
    loading: state.loading,
    failed: state.failed,
    requested: productId !== null && operatorId !== null,
    canChoose,
    shown: shown.length,
  });
  const typeLabel = (type: PlanType): string => text[type];

  return (
    <Page aria-labelledby="plans-title" aria-busy={state.loading}>
      <h1 id="plans-title">{operator === "" ? text.plansTitle : fill(text.plansFor, { operator })}</h1>
      <Actions>
        <Link href={formHref}>{text.changeNumber}</Link>
      </Actions>
      <Filters role="group" aria-label={text.planType}>
        <button type="button" aria-pressed={planType === null} onClick={() => navigate(typeHref(null))}>
          {text.all}
        </button>
        {planTypesOf(context.plans).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={planType === type}
            onClick={() => navigate(typeHref(type))}
          >
            {typeLabel(type)}
          </button>
        ))}
      </Filters>
      {notice === "needNumber" ? <p role="note">{text.needNumber}</p> : null}
      {context.recharge !== null ? (
        <Actions role="status" data-testid="topup-added">
          <span>
            {fill(text.added, { plan: context.recharge.plan, reference: context.recharge.recharge_id })}
          </span>
          <Link href={`${sitePrefix}/cart`}>{text.goToCart}</Link>
          <Link href={`${sitePrefix}/checkout`}>{text.checkout}</Link>
        </Actions>
      ) : null}
      {error !== null ? (
        <Actions>
          <Alert>{error}</Alert>
          {state.failed ? (
            <Button onClick={() => flow.send({ type: "TOPUP.RETRY" })}>{text.retry}</Button>
          ) : null}
        </Actions>
      ) : null}
      <CardGrid aria-label={text.plansTitle}>
        {state.loading
          ? SKELETONS.map((n) => <ChoiceCard key={n} data-skeleton="true" aria-hidden="true" />)
          : shown.map((plan) => (
              <ChoiceCard key={plan.plan_id} data-testid="topup-plan">
                <h2>{priceText(plan.price, plan.currency_code)}</h2>
                <p>{plan.description}</p>
                <dl>
                  <dt>{text.validity}</dt>
                  <dd>{count(text.days, plan.validity_days)}</dd>
                  <dt>{text.dataLabel}</dt>
                  <dd>{allowanceText(text, plan.data)}</dd>
                  <dt>{text.talktimeLabel}</dt>
                  <dd>{allowanceText(text, plan.talktime)}</dd>
                </dl>
                <Button
                  disabled={!canChoose || state.choosing}
                  onClick={() => flow.send({ type: "TOPUP.CHOOSE", planId: plan.plan_id })}
                >
                  {state.choosing && context.choosingPlanId === plan.plan_id
                    ? text.choosing
                    : fill(text.choose, { price: priceText(plan.price, plan.currency_code) })}
                </Button>
              </ChoiceCard>
            ))}
      </CardGrid>
      {notice === "noPlans" ? <p>{text.noPlans}</p> : null}
    </Page>
  );
};
