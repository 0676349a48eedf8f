/**
 * '/cashout' and '/cashout/transfer/:category_id' (spec §1, §2.3, §3 'Cash-out transaction', §5
 * 'Amount', §6 'Cashout requires login and the cashout feature flag', §7.6 generateOrderOtp and
 * the cash-out transaction status, §9 UPI 1466, bank 1465, poll time 60). The list shows the
 * payout categories; the transfer page holds the form, the OTP step and the transfer's status
 * (success 7, pending 1, failed 5), polled every 60 s while pending.
 */
import { amountOf, cashoutKindOf, cashoutStatusOf, pointsForAmount } from "@domain/cashout";
import { useSelector } from "@views/useSelector";
import { useEffect, useId } from "react";
import { Link } from "wouter";
import { fill, useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { usePointsLabel } from "../site/siteWords";
import type { FlowRefs } from "../system";
import { TextField, useAmountTexts } from "../topup/parts";
import { CardGrid, ChoiceCard, FormCard, StatusPanel } from "../topup/styles";
import { Actions } from "../ui/Actions";
import { Alert, Note } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Form } from "../ui/Form";
import { Page } from "../ui/Page";
import { cashoutMessages } from "./messages";

type Flow = FlowRefs["cashout"];
type Text = typeof cashoutMessages.en;

/**
 * A payout option's title and description in the shopper's language: the two the spec names (§9
 * 'Cashout categories: UPI 1466, bank 1465') from the table, any other as the API words it.
 */
const payoutWords = (
  text: Text,
  product: { readonly category_id: number; readonly name: string; readonly description: string },
): { readonly name: string; readonly description: string } => {
  const kind = cashoutKindOf(product.category_id);
  if (kind === "upi") return { name: text.upiTitle, description: text.upiDescription };
  if (kind === "bank") return { name: text.bankTitle, description: text.bankDescription };
  return { name: product.name, description: product.description };
};

export const CashoutPage = ({
  sitePrefix,
  categoryId,
  flow,
}: {
  readonly sitePrefix: string;
  readonly categoryId: number | null;
  readonly flow: Flow;
}) => {
  const text = useMessages(cashoutMessages);
  const { priceText, pointsText } = useAmountTexts();
  const sayError = useErrorText();
  const label = usePointsLabel();
  useEffect(
    () => flow.send({ type: "CASHOUT.OPEN", site: sitePrefix, categoryId }),
    [flow, sitePrefix, categoryId],
  );
  const state = useSelector(flow, (s) => ({
    context: s.context,
    loading: s.hasTag("loading"),
    failed: s.hasTag("failed"),
    sending: s.hasTag("sending"),
    confirming: s.hasTag("confirming"),
    tracking: s.hasTag("tracking"),
    otp: s.matches("otp") || s.matches("confirming"),
    settled: s.matches("settled"),
  }));
  const { context } = state;
  const data = context.formData;
  const kind = categoryId === null ? null : cashoutKindOf(categoryId);
  const product = data?.products.find((p) => p.category_id === categoryId) ?? null;
  const title = kind === "upi" ? text.upiTitle : kind === "bank" ? text.bankTitle : text.title;
  const showStatus = state.tracking || state.settled;

  return (
    <Page aria-labelledby="cashout-title" aria-busy={state.loading}>
      <h1 id="cashout-title">{title}</h1>
      {data !== null ? (
        <p data-testid="cashout-points">
          {fill(text.available, { points: pointsText(data.points_available), label })}
        </p>
      ) : (
        <p>{fill(text.intro, { label })}</p>
      )}
      {state.failed ? (
        <Actions>
          <Alert>{context.error === null ? text.loadFailed : sayError(context.error)}</Alert>
          <Button onClick={() => flow.send({ type: "CASHOUT.RETRY" })}>{text.retry}</Button>
        </Actions>
      ) : null}
      {!state.failed && !showStatus && categoryId === null && context.error !== null ? (
        <Alert>{sayError(context.error)}</Alert>
      ) : null}
      {showStatus ? (
        <TransferStatusPanel flow={flow} sitePrefix={sitePrefix} label={label} />
      ) : categoryId === null ? (
        <CardGrid aria-label={text.title}>
          {state.loading || data === null
            ? [1465, 1466].map((n) => <ChoiceCard key={n} data-skeleton="true" aria-hidden="true" />)
            : data.products.map((p) => (
                <ChoiceCard key={p.category_id} data-testid="cashout-category">
                  <h2>{payoutWords(text, p).name}</h2>
                  <p>{payoutWords(text, p).description}</p>
                  <Note>
                    {fill(text.bounds, {
                      min: priceText(p.min, p.currency_code),
                      max: priceText(p.max, p.currency_code),
                    })}
                  </Note>
                  {/* Named after its payout ('Transfer to UPI'), which begins with the word it shows. */}
                  <Link
                    href={`${sitePrefix}/cashout/transfer/${p.category_id}`}
                    aria-label={payoutWords(text, p).name}
                  >
                    {text.start}
                  </Link>
                </ChoiceCard>
              ))}
        </CardGrid>
      ) : kind === null || (data !== null && product === null) ? (
        <p>{text.unavailable}</p>
      ) : state.otp ? (
        <OtpStep flow={flow} label={label} />
      ) : (
        <TransferForm flow={flow} label={label} sitePrefix={sitePrefix} />
      )}
    </Page>
  );
};

const useFieldError = (flow: Flow) => {
  const sayError = useErrorText();
  const error = useSelector(flow, (s) => s.context.error);
  return (field: string): string | null =>
    error !== null && error._tag === "CashoutInvalid" && error.field === field ? sayError(error) : null;
};

const TransferForm = ({
  flow,
  label,
  sitePrefix,
}: {
  readonly flow: Flow;
  readonly label: string;
  readonly sitePrefix: string;
}) => {
  const text = useMessages(cashoutMessages);
  const { priceText, pointsText } = useAmountTexts();
  const sayError = useErrorText();
  const state = useSelector(flow, (s) => ({
    context: s.context,
    sending: s.hasTag("sending"),
    loading: s.hasTag("loading"),
  }));
  const { context } = state;
  const product = context.formData?.products.find((p) => p.category_id === context.categoryId) ?? null;
  const kind = context.categoryId === null ? null : cashoutKindOf(context.categoryId);
  const fieldError = useFieldError(flow);
  const error = context.error;
  const formError =
    error !== null && (error._tag !== "CashoutInvalid" || error.field === "form" || error.field === "otp")
      ? sayError(error)
      : null;
  const amount = amountOf(context.form.amount);
  const cost =
    amount === null || context.formData === null
      ? null
      : pointsForAmount(amount, context.formData.point_value);
  const field = (
    name: string,
    labelText: string,
    value: string,
    send: (value: string) => void,
    extra: { readonly hint?: string; readonly inputMode?: "numeric" | "decimal" } = {},
  ) => (
    <TextField
      {...extra}
      label={labelText}
      error={fieldError(name)}
      name={name}
      value={value}
      onValue={send}
    />
  );
  return (
    <FormCard>
      <Form
        noValidate
        aria-busy={state.sending}
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: "CASHOUT.SUBMIT" });
        }}
      >
        {kind === "upi"
          ? field(
              "upiId",
              text.upiId,
              context.form.upiId,
              (upiId) => flow.send({ type: "CASHOUT.UPI_ID", upiId }),
              { hint: text.upiHint },
            )
          : null}
        {kind === "bank" ? (
          <>
            {field("accountHolder", text.accountHolder, context.form.accountHolder, (accountHolder) =>
              flow.send({ type: "CASHOUT.ACCOUNT_HOLDER", accountHolder }),
            )}
            {field(
              "accountNumber",
              text.accountNumber,
              context.form.accountNumber,
              (accountNumber) => flow.send({ type: "CASHOUT.ACCOUNT_NUMBER", accountNumber }),
              { inputMode: "numeric" },
            )}
            {field(
              "confirmAccountNumber",
              text.confirmAccountNumber,
              context.form.confirmAccountNumber,
              (confirmAccountNumber) =>
                flow.send({ type: "CASHOUT.CONFIRM_ACCOUNT_NUMBER", confirmAccountNumber }),
              { inputMode: "numeric" },
            )}
            {field("bankCode", text.bankCode, context.form.bankCode, (bankCode) =>
              flow.send({ type: "CASHOUT.BANK_CODE", bankCode }),
            )}
          </>
        ) : null}
        {field(
          "amount",
          fill(text.amount, { currency: product?.currency_code ?? "" }),
          context.form.amount,
          (value) => flow.send({ type: "CASHOUT.AMOUNT", amount: value }),
          {
            inputMode: "decimal",
            hint:
              product === null
                ? undefined
                : `${fill(text.bounds, {
                    min: priceText(product.min, product.currency_code),
                    max: priceText(product.max, product.currency_code),
                  })}${cost === null ? "" : ` · ${fill(text.costs, { points: pointsText(cost), label })}`}`,
          },
        )}
        {formError !== null ? <Alert>{formError}</Alert> : null}
        <Button type="submit" disabled={state.sending || state.loading || product === null}>
          {state.sending ? text.sending : text.sendOtp}
        </Button>
        <Link href={`${sitePrefix}/cashout`}>{text.back}</Link>
      </Form>
    </FormCard>
  );
};

const OtpStep = ({ flow, label }: { readonly flow: Flow; readonly label: string }) => {
  const text = useMessages(cashoutMessages);
  const { pointsText } = useAmountTexts();
  const sayError = useErrorText();
  const id = useId();
  const state = useSelector(flow, (s) => ({ context: s.context, confirming: s.hasTag("confirming") }));
  const fieldError = useFieldError(flow);
  const otpError = fieldError("otp");
  // What else the confirmation met (a failed call, a refusal of the transfer) is said above the
  // button: the step stays, with the OTP, for the shopper to confirm again (spec §8).
  const { error } = state.context;
  const confirmError = error !== null && otpError === null ? sayError(error) : null;
  return (
    <FormCard>
      <Form
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: "CASHOUT.CONFIRM" });
        }}
      >
        <h2 id={`${id}-title`} style={{ margin: 0, fontSize: 20 }}>
          {text.otpTitle}
        </h2>
        <p role="status">{fill(text.otpSent, { points: pointsText(state.context.points), label })}</p>
        <TextField
          label={text.otp}
          error={otpError}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={state.context.otp}
          onValue={(otp) => flow.send({ type: "CASHOUT.OTP_INPUT", otp })}
        />
        {confirmError !== null ? <Alert>{confirmError}</Alert> : null}
        <Button type="submit" disabled={state.confirming}>
          {state.confirming ? text.confirming : text.confirm}
        </Button>
        <Actions>
          <Button
            variant="link"
            disabled={state.confirming}
            onClick={() => flow.send({ type: "CASHOUT.RESEND" })}
          >
            {text.resend}
          </Button>
          <Button
            variant="link"
            disabled={state.confirming}
            onClick={() => flow.send({ type: "CASHOUT.EDIT" })}
          >
            {text.edit}
          </Button>
        </Actions>
      </Form>
    </FormCard>
  );
};

const TransferStatusPanel = ({
  flow,
  sitePrefix,
  label,
}: {
  readonly flow: Flow;
  readonly sitePrefix: string;
  readonly label: string;
}) => {
  const text = useMessages(cashoutMessages);
  const { priceText, pointsText } = useAmountTexts();
  const context = useSelector(flow, (s) => s.context);
  // Busy while the status is being asked, so a reader (and a test) knows the shown one may change.
  const checking = useSelector(flow, (s) => s.matches({ tracking: "checking" }));
  const status = context.status === null ? "pending" : cashoutStatusOf(context.status.status);
  return (
    <StatusPanel
      data-status={status}
      aria-labelledby="cashout-status-title"
      aria-live="polite"
      aria-busy={checking}
    >
      <h2 id="cashout-status-title">{text.statusTitle}</h2>
      {context.transaction !== null ? (
        <p>{fill(text.reference, { reference: context.transaction.storeRefId })}</p>
      ) : null}
      <p>
        {`${text.status}: `}
        <strong data-testid="cashout-status">{text[status]}</strong>
      </p>
      {context.status !== null ? (
        <>
          <p>{fill(text.to, { destination: context.status.destination })}</p>
          <p>
            {fill(text.amountSent, {
              amount: priceText(context.status.amount, context.status.currency_code),
              points: pointsText(context.status.points),
              label,
            })}
          </p>
        </>
      ) : null}
      {status === "pending" ? <Note>{text.pendingNote}</Note> : null}
      {status === "failed" ? <Note>{fill(text.failedNote, { label })}</Note> : null}
      {status !== "pending" ? <Link href={`${sitePrefix}/cashout`}>{text.another}</Link> : null}
    </StatusPanel>
  );
};
