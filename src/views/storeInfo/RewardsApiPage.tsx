/**
 * The rewards API catalogue '/rewards-api-catalogue' (spec §1, §2.3, §2.4 'Payment-page header'):
 * the products a client can order by API (plumApi), a page at a time, inside the payment-page
 * layout whose header carries 'Pricing Plans'; that button (src/views/layout/Layout.tsx) opens the
 * plans (getPlans) in a dialog here. Skeleton rows of the table's size show while a page loads; a
 * failure says so with a retry.
 */

import type { PricingPlan } from "@contract/storeInfo";
import { formatMajor } from "@domain/money";
import { API_CATALOGUE_PAGE_SIZE, pageCountOf } from "@domain/storeInfo";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { fill, useLanguage, useMessages } from "../i18n";
import { usePlural } from "../i18n/plural";
import { LoadFailed } from "../shell/LoadFailed";
import type { FlowRefs } from "../system";
import { Card, Dialog, Pager } from "../ui";
import { storeInfoMessages } from "./messages";

const Wide = styled.section`
  width: 100%;
  max-width: 1080px;
  margin: 0 auto;
  padding: 32px 16px 48px;
  display: grid;
  gap: 16px;

  @media (max-width: 991px) {
    padding: 16px 12px 32px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;

  li {
    display: grid;
    gap: 4px;
    min-height: 112px;
    padding: 16px;
    border: 1px solid var(--line);
    border-radius: var(--radius);
    background: var(--surface);
  }

  li[data-skeleton="1"] {
    background: var(--line);
    opacity: 0.4;
  }

  strong {
    font-size: 16px;
  }

  span {
    color: var(--ink-muted);
    font-size: 14px;
  }
`;

const Plans = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
  min-height: 200px;

  li {
    display: grid;
    align-content: start;
    gap: 8px;
    padding: 16px;
    border: 1px solid var(--line);
    border-radius: var(--radius);
  }

  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

/** The skeleton's rows: as many as a page holds. */
const SKELETON_ROWS = Array.from({ length: API_CATALOGUE_PAGE_SIZE }, (_, i) => `row-${i}`);

/** A major-unit amount in the site's language, by the one money formatter (src/domain/money.ts). */
const useMoney = () => {
  const language = useLanguage();
  return (amount: number, currency: string) => formatMajor(amount, currency, language);
};

const PlansDialog = ({ flow }: { readonly flow: FlowRefs["rewardsApi"] }) => {
  const text = useMessages(storeInfoMessages);
  const count = usePlural();
  const money = useMoney();
  const language = useLanguage();
  const loading = useSelector(flow, (s) => s.hasTag("loadingPlans"));
  const plans = useSelector(flow, (s) => s.context.plans);
  const error = useSelector(flow, (s) => (s.matches({ plans: "failed" }) ? s.context.plansError : null));
  const close = () => flow.send({ type: "REWARDS_API.CLOSE_PLANS" });

  const feeOf = (plan: PricingPlan) =>
    plan.monthly_fee === 0
      ? text.plansFree
      : fill(text.plansMonthly, { fee: money(plan.monthly_fee, plan.currency_code) });
  return (
    <Dialog
      title={text.plansTitle}
      closeLabel={text.plansClose}
      onClose={close}
      width="wide"
      data-testid="pricing-plans"
    >
      {error !== null ? (
        <LoadFailed
          testId="plans-failed"
          error={error}
          onRetry={() => flow.send({ type: "REWARDS_API.RETRY_PLANS" })}
        />
      ) : loading || plans === null ? (
        <Plans role="status" aria-label={text.plansLoading} />
      ) : (
        <Plans>
          {plans.map((plan) => (
            <li key={plan.plan_id} data-testid="pricing-plan">
              <h3>{plan.name}</h3>
              <strong>{feeOf(plan)}</strong>
              <span>
                {plan.calls_per_month === null
                  ? text.plansUnlimited
                  : count(text.plansCalls, plan.calls_per_month, {
                      count: plan.calls_per_month.toLocaleString(language),
                    })}
              </span>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </Plans>
      )}
    </Dialog>
  );
};

export const RewardsApiPage = ({ flow }: { readonly flow: FlowRefs["rewardsApi"] }) => {
  const text = useMessages(storeInfoMessages);
  const money = useMoney();
  const loading = useSelector(flow, (s) => s.hasTag("loading") || s.matches({ catalogue: "idle" }));
  const error = useSelector(flow, (s) => (s.matches({ catalogue: "failed" }) ? s.context.error : null));
  const products = useSelector(flow, (s) => s.context.products);
  const page = useSelector(flow, (s) => s.context.page);
  const total = useSelector(flow, (s) => s.context.total);
  const plansOpen = useSelector(flow, (s) => s.hasTag("plansOpen"));
  const pages = pageCountOf(total);

  useEffect(() => {
    flow.send({ type: "REWARDS_API.OPEN" });
  }, [flow]);

  return (
    <Wide aria-labelledby="api-title" data-testid="rewards-api-page">
      <Card>
        <h1 id="api-title">{text.apiTitle}</h1>
        <p>{text.apiIntro}</p>
      </Card>
      {error !== null ? (
        <LoadFailed
          testId="api-failed"
          error={error}
          onRetry={() => flow.send({ type: "REWARDS_API.RETRY" })}
        />
      ) : loading ? (
        <List role="status" aria-label={text.apiLoading}>
          {SKELETON_ROWS.map((row) => (
            <li key={row} data-skeleton="1" />
          ))}
        </List>
      ) : products.length === 0 ? (
        <p>{text.apiEmpty}</p>
      ) : (
        <List data-testid="api-products">
          {products.map((product) => (
            <li key={product.product_id}>
              <strong>{product.name}</strong>
              <span>
                {text.apiCode}: <code>{product.api_code}</code>
              </span>
              <span>
                {text.apiValues}:{" "}
                {product.denominations.map((d) => money(d, product.currency_code)).join(", ")}
              </span>
            </li>
          ))}
        </List>
      )}
      <Pager
        label={fill(text.apiPage, { page, pages })}
        page={page}
        pages={pages}
        busy={loading}
        onPage={(next) => flow.send({ type: "REWARDS_API.PAGE", page: next })}
        texts={{
          previous: text.apiPrevious,
          next: text.apiNext,
          position: fill(text.apiPage, { page, pages }),
        }}
      />
      {plansOpen && <PlansDialog flow={flow} />}
    </Wide>
  );
};
