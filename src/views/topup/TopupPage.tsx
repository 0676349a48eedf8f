/**
 * '/mobile-recharge' (spec §1, §2.3, §2.6 `?category_id={product_id}`, §5 'Phone lengths', §6):
 * the country (from the top-up country list), the mobile number with the country's length, the
 * operator detected from the number or chosen, and the circle where the operator has them. 'View
 * plans' checks the form and opens '/mobile-recharge/listing'.
 */

import { phoneListCountryOf } from "@domain/phoneList";
import { detectOperator, phoneLengthsOf } from "@domain/topup";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { fill, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { useFlow } from "../system";
import { Actions } from "../ui/Actions";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { Form } from "../ui/Form";
import { Page } from "../ui/Page";
import { topupMessages } from "./messages";
import { numberOrNull, refusalOf, type TopupPageProps } from "./parts";
import { FormCard } from "./styles";

export const TopupPage = ({ sitePrefix, query, flow }: TopupPageProps) => {
  const text = useMessages(topupMessages);
  const sayError = useErrorText();
  const countries = useSelector(useFlow("country"), (s) => s.context.topupCountryList);
  const selectedCountryId = useSelector(useFlow("country"), (s) => s.context.userCountry);
  const state = useSelector(flow, (s) => ({
    context: s.context,
    loading: s.hasTag("loading"),
    failed: s.hasTag("failed"),
    checking: s.hasTag("checking"),
  }));
  const productId = numberOrNull(query.category_id);
  const defaultCountry =
    countries.find((c) => c.countryId === selectedCountryId)?.countryId ?? countries[0]?.countryId ?? null;
  useEffect(() => {
    flow.send({
      type: "TOPUP.OPEN",
      site: sitePrefix,
      countryId: productId === null ? defaultCountry : null,
      productId,
    });
  }, [flow, sitePrefix, productId, defaultCountry]);

  const { context } = state;
  const data = context.data;
  const operatorId = context.chosenOperatorId ?? context.detectedOperatorId;
  const operator = data?.operators.find((o) => o.operator_id === operatorId) ?? null;
  const detected = data?.operators.find((o) => o.operator_id === context.detectedOperatorId) ?? null;
  const lengths = phoneLengthsOf(data?.iso_code_2 ?? "IN");
  const phone = phoneListCountryOf(data?.iso_code_2 ?? null);
  const error = context.error;
  const fieldError = (field: string): string | null =>
    error !== null && error._tag === "TopupInvalid" && error.field === field ? sayError(error) : null;
  const mobileError = fieldError("mobile");
  const operatorError = fieldError("operator");
  const circleError = fieldError("circle");
  const otherError = error !== null && error._tag !== "TopupInvalid" ? sayError(error) : fieldError("plan");

  return (
    <Page aria-labelledby="topup-title" aria-busy={state.loading}>
      <h1 id="topup-title">{text.title}</h1>
      <p>{text.intro}</p>
      <FormCard>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: "TOPUP.SUBMIT", listingPath: `${sitePrefix}/mobile-recharge/listing` });
          }}
        >
          <Field label={text.country}>
            {(control) => (
              <select
                {...control}
                value={data?.country_id ?? defaultCountry ?? ""}
                onChange={(event) =>
                  flow.send({
                    type: "TOPUP.OPEN",
                    site: sitePrefix,
                    countryId: Number(event.target.value),
                    productId: null,
                  })
                }
              >
                {countries.map((c) => (
                  <option key={c.countryId} value={c.countryId}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={text.mobile}
            hint={fill(text.mobileHint, {
              length: lengths.min === lengths.max ? String(lengths.min) : `${lengths.min}–${lengths.max}`,
              code: phone?.phonecode ?? "",
            })}
            error={refusalOf(mobileError)}
          >
            {(control) => (
              <input
                {...control}
                name="mobile"
                inputMode="numeric"
                autoComplete="tel-national"
                value={context.mobile}
                onChange={(event) =>
                  flow.send({
                    type: "TOPUP.MOBILE",
                    mobile: event.target.value,
                    detectedOperatorId:
                      detectOperator(data?.operators ?? [], event.target.value)?.operator_id ?? null,
                  })
                }
              />
            )}
          </Field>
          <Field
            label={text.operator}
            hint={
              detected !== null && context.chosenOperatorId === null
                ? fill(text.detected, { operator: detected.name })
                : undefined
            }
            error={refusalOf(operatorError)}
          >
            {(control) => (
              <select
                {...control}
                value={operatorId ?? ""}
                onChange={(event) =>
                  flow.send({
                    type: "TOPUP.OPERATOR",
                    operatorId: event.target.value === "" ? null : Number(event.target.value),
                  })
                }
              >
                <option value="">{text.chooseOperator}</option>
                {(data?.operators ?? []).map((o) => (
                  <option key={o.operator_id} value={o.operator_id}>
                    {o.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {operator !== null && operator.circles.length > 0 ? (
            <Field label={text.circle} error={refusalOf(circleError)}>
              {(control) => (
                <select
                  {...control}
                  value={context.circleId ?? ""}
                  onChange={(event) =>
                    flow.send({
                      type: "TOPUP.CIRCLE",
                      circleId: event.target.value === "" ? null : Number(event.target.value),
                    })
                  }
                >
                  <option value="">{text.chooseCircle}</option>
                  {operator.circles.map((c) => (
                    <option key={c.circle_id} value={c.circle_id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {state.failed ? (
            <Actions>
              <Alert>{otherError ?? text.loadFailed}</Alert>
              <Button onClick={() => flow.send({ type: "TOPUP.RETRY" })}>{text.retry}</Button>
            </Actions>
          ) : otherError !== null ? (
            <Alert>{otherError}</Alert>
          ) : null}
          <Button type="submit" disabled={data === null || state.checking || state.loading}>
            {state.checking ? text.checking : state.loading ? text.loading : text.viewPlans}
          </Button>
        </Form>
      </FormCard>
    </Page>
  );
};
