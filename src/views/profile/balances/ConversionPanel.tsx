/**
 * '/point-conversion' (spec §2.3, §1 'point conversion'): the shopper picks a currency, sees what
 * the whole balance becomes at the client's rate (storesAdmin clientCurrencyConversion, spec §7.2;
 * points to 2 decimals, the rate to 5, spec §9) and confirms; the header's points pill then shows
 * the new balance.
 */
import { conversionTargetsOf } from "@domain/balances";
import { formatConversion } from "@domain/money";
import { useSelector } from "@views/useSelector";
import { useEffect, useId, useState } from "react";
import { fill, useLanguage, useMessages } from "../../i18n";
import { useFormMessage } from "../../i18n/errors";
import { usePointsLabel } from "../../site/siteWords";
import { useFlow, useLateFlow } from "../../system";
import { Actions } from "../../ui/Actions";
import { Alert, Note } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { balancesMessages } from "./messages";
import { usePointsFormat } from "./parts";
import { ConversionForm, Figures, Panel } from "./styles";

export const ConversionPanel = () => {
  const text = useMessages(balancesMessages);
  const format = usePointsFormat();
  const language = useLanguage();
  const selectId = useId();
  const label = usePointsLabel();
  const thirdParty = useSelector(useFlow("session"), (s) => s.context.points?.isThirdPartyUser === true);
  const codes = useSelector(useFlow("country"), (s) => s.context.countryCodes);
  const flow = useLateFlow("pointConversion");
  const state = useSelector(flow ?? undefined, (s) =>
    s === undefined
      ? null
      : {
          context: s.context,
          previewing: s.hasTag("loading"),
          converting: s.hasTag("converting"),
          previewed: s.matches("previewed") || s.matches("converting"),
          converted: s.matches("converted"),
          unavailable: s.matches("unavailable"),
        },
  );
  useEffect(() => flow?.send({ type: "CONVERSION.OPEN" }), [flow]);
  const message = useFormMessage(state?.context.error ?? null, state?.context.refusal ?? null);
  const currency = state?.context.currency ?? "";
  const targets = conversionTargetsOf(codes, currency);
  const [choice, setChoice] = useState<string>("");
  const target = targets.includes(choice) ? choice : (targets[0] ?? "");
  if (thirdParty) {
    return (
      <Panel aria-labelledby="conversion-heading">
        <h2 id="conversion-heading">{text.convertLink}</h2>
        <Note>{text.providerNoConversion}</Note>
      </Panel>
    );
  }
  const available = state?.context.available ?? 0;
  const preview = state?.context.preview ?? null;
  return (
    <Panel
      aria-labelledby="conversion-heading"
      aria-busy={state === null || state.previewing || state.converting}
    >
      <h2 id="conversion-heading">{text.convertLink}</h2>
      {state === null ? (
        <Note live>{text.loadingPoints}</Note>
      ) : (
        <Note>{fill(text.conversionIntro, { points: format(available), label, currency })}</Note>
      )}
      {state !== null && available <= 0 ? <Note>{text.noPoints}</Note> : null}
      {state?.converted === true && state.context.converted !== null ? (
        <>
          <p role="status" data-testid="conversion-done">
            {fill(text.converted, {
              points: format(state.context.converted.available),
              label,
              currency: state.context.converted.currency_code,
            })}
          </p>
          <Button variant="link" onClick={() => flow?.send({ type: "CONVERSION.EDIT" })}>
            {text.change}
          </Button>
        </>
      ) : state?.previewed === true && preview !== null ? (
        <section aria-labelledby="preview-heading" style={{ display: "grid", gap: 12 }}>
          <h3 id="preview-heading" style={{ margin: 0, fontSize: 16 }}>
            {text.previewHeading}
          </h3>
          <Figures data-testid="conversion-preview">
            <div>
              <dt>{text.youHave}</dt>
              <dd>{`${format(preview.fromPoints)} ${preview.fromCurrency}`}</dd>
            </div>
            <div>
              <dt>{text.youWillHave}</dt>
              <dd data-testid="conversion-to">{`${format(preview.toPoints)} ${preview.toCurrency}`}</dd>
            </div>
            <div>
              <dt>{text.rate}</dt>
              <dd>{`1 ${preview.fromCurrency} = ${formatConversion(Number(preview.rate), language)} ${preview.toCurrency}`}</dd>
            </div>
          </Figures>
          {message !== null ? <Alert>{message}</Alert> : null}
          <Actions>
            <Button disabled={state.converting} onClick={() => flow?.send({ type: "CONVERSION.CONFIRM" })}>
              {state.converting ? text.converting : text.confirm}
            </Button>
            <Button
              variant="link"
              disabled={state.converting}
              onClick={() => flow?.send({ type: "CONVERSION.EDIT" })}
            >
              {text.change}
            </Button>
          </Actions>
        </section>
      ) : (
        <ConversionForm
          onSubmit={(event) => {
            event.preventDefault();
            if (target !== "") flow?.send({ type: "CONVERSION.PREVIEW", currency: target });
          }}
        >
          <label htmlFor={selectId}>
            {text.targetCurrency}
            <select id={selectId} value={target} onChange={(event) => setChoice(event.target.value)}>
              {targets.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <Button
            type="submit"
            disabled={state === null || state.previewing || available <= 0 || target === ""}
          >
            {text.preview}
          </Button>
        </ConversionForm>
      )}
      {state?.unavailable === true ? <Alert>{text.unavailable}</Alert> : null}
      {state !== null && !state.previewed && !state.converted && message !== null ? (
        <Alert>{message}</Alert>
      ) : null}
    </Panel>
  );
};
