/**
 * '/mobile-recharge' (spec §1, §2.3, §2.6 `?category_id={product_id}`, §5 'Phone lengths', §6):
 * the country (from the top-up country list), the mobile number with the country's length, the
 * operator detected from the number or chosen, and the circle where the operator has them. 'View
 * plans' checks the form and opens '/mobile-recharge/listing'.
 */

import { phoneListCountryOf, phoneListIn } from "@domain/phoneList";
import { detectOperator, phoneLengthsOf } from "@domain/topup";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { fill, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { useFlow } from "../system";
import { Actions } from "../ui/Actions";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Form } from "../ui/Form";
import { Page } from "../ui/Page";
import { topupMessages } from "./messages";
import { ChoiceField, numberOrNull, TextField, type TopupPageProps } from "./parts";
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
  // The server's phone list once it has come, the built-in one until then (spec §7.2).
  const phoneList = phoneListIn(context.phoneList);
  const lengths = phoneLengthsOf(data?.iso_code_2 ?? "IN", phoneList);
  const phone = phoneListCountryOf(data?.iso_code_2 ?? null, phoneList);
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
          <ChoiceField
            label={text.country}
            error={null}
            value={data?.country_id ?? defaultCountry}
            options={countries.map((c) => ({ value: c.countryId, name: c.name }))}
            onChoose={(countryId) =>
              flow.send({ type: "TOPUP.OPEN", site: sitePrefix, countryId, productId: null })
            }
          />
          <TextField
            label={text.mobile}
            hint={fill(text.mobileHint, {
              length: lengths.min === lengths.max ? String(lengths.min) : `${lengths.min}–${lengths.max}`,
              code: phone?.phonecode ?? "",
            })}
            error={mobileError}
            name="mobile"
            inputMode="numeric"
            autoComplete="tel-national"
            value={context.mobile}
            onValue={(mobile) =>
              flow.send({
                type: "TOPUP.MOBILE",
                mobile,
                detectedOperatorId: detectOperator(data?.operators ?? [], mobile)?.operator_id ?? null,
              })
            }
          />
          <ChoiceField
            label={text.operator}
            hint={
              detected !== null && context.chosenOperatorId === null
                ? fill(text.detected, { operator: detected.name })
                : undefined
            }
            error={operatorError}
            value={operatorId}
            placeholder={text.chooseOperator}
            options={(data?.operators ?? []).map((o) => ({ value: o.operator_id, name: o.name }))}
            onChoose={(chosen) => flow.send({ type: "TOPUP.OPERATOR", operatorId: chosen })}
          />
          {operator !== null && operator.circles.length > 0 ? (
            <ChoiceField
              label={text.circle}
              error={circleError}
              value={context.circleId}
              placeholder={text.chooseCircle}
              options={operator.circles.map((c) => ({ value: c.circle_id, name: c.name }))}
              onChoose={(circleId) => flow.send({ type: "TOPUP.CIRCLE", circleId })}
            />
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
