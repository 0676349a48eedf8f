/**
 * The choice of the way to pay an amount due (spec §1 'Ways to pay', §7.6 getPaymentMethods): the
 * card gateway or one of the payment providers taking the cart's currency. Shown while an amount
 * is due; it tells the "providers" flow the currency (PROVIDERS.LOAD) and the shopper's pick
 * (PROVIDERS.CHOOSE); the flow tells the checkout which provider its order names. A skeleton of
 * the list's size shows while the ways load; a failure keeps the card gateway and offers a retry.
 */

import { isGatewayDisabled } from "@domain/payment";
import { styled } from "@linaria/react";
import { methodOf, offeredOf } from "@machines/providers";
import { useSelector } from "@views/useSelector";
import { useMessages } from "../i18n";
import { useSendOnShow } from "../sendOnShow";
import { LoadFailed } from "../shell/LoadFailed";
import { type FlowRefs, useLateFlow } from "../system";
import { providerMessages } from "./providerMessages";

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-height: 96px;

  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--line);
    border-radius: var(--radius);
    cursor: pointer;
  }

  label[data-checked="1"] {
    border-color: var(--brand-primary);
    background: var(--brand-primary-soft);
  }

  input {
    width: 18px;
    height: 18px;
    accent-color: var(--brand-primary);
  }
`;

const Skeleton = styled.div`
  height: 44px;
  border-radius: var(--radius);
  background: var(--line);
  opacity: 0.5;
`;

const Choice = ({
  flow,
  currency,
  gatewayDisabled,
  locked,
}: {
  readonly flow: FlowRefs["providers"];
  readonly currency: string;
  readonly gatewayDisabled: boolean;
  readonly locked: boolean;
}) => {
  const text = useMessages(providerMessages);
  const loading = useSelector(flow, (s) => s.hasTag("loading"));
  const error = useSelector(flow, (s) => (s.matches("failed") ? s.context.error : null));
  const offered = useSelector(flow, (s) => offeredOf(s.context));
  const chosen = useSelector(flow, (s) => methodOf(s.context));

  // On the server for a page it renders, so the ways to pay arrive with the page.
  useSendOnShow(flow, { type: "PROVIDERS.LOAD", currency, gatewayDisabled });

  if (error !== null) {
    return (
      <LoadFailed
        testId="providers-failed"
        error={error}
        compact
        onRetry={() => flow.send({ type: "PROVIDERS.RETRY" })}
      />
    );
  }
  // One way to pay (or none): nothing to choose.
  if (!loading && offered.length < 2) return null;
  return (
    <Fieldset data-testid="provider-choice" aria-busy={loading} disabled={locked}>
      <legend>{text.title}</legend>
      {loading ? (
        <>
          <Skeleton role="status" aria-label={text.loading} />
          <Skeleton aria-hidden="true" />
        </>
      ) : (
        offered.map((method) => (
          <label key={method.id} data-checked={chosen === method.id ? "1" : "0"}>
            <input
              type="radio"
              name="payment-method"
              value={method.id}
              checked={chosen === method.id}
              onChange={() => flow.send({ type: "PROVIDERS.CHOOSE", method: method.id })}
            />
            <span>{text[method.id]}</span>
          </label>
        ))
      )}
    </Fieldset>
  );
};

/** The choice, once the "providers" flow runs; nothing while nothing is due. */
export const ProviderChoice = ({
  currency,
  productIds,
  access,
  due,
  locked,
}: {
  /** The currency of the amount due, or null while none is due. */
  readonly currency: string | null;
  readonly productIds: readonly number[];
  readonly access: Parameters<typeof isGatewayDisabled>[1];
  readonly due: boolean;
  readonly locked: boolean;
}) => {
  const flow = useLateFlow("providers");
  if (flow === null || currency === null || !due) return null;
  return (
    <Choice
      flow={flow}
      currency={currency}
      gatewayDisabled={isGatewayDisabled(productIds, access)}
      locked={locked}
    />
  );
};
