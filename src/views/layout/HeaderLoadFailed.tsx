/**
 * The header's notices for failed loads: the account (a signed-in user's details and balances) and the cart
 * count (spec §8 'Cart fetch failure': the error is stored). Each says the error catalogue's
 * text with a Retry; a failed points balance shows no pill with 0 points instead.
 */
import { BALANCE_STEPS } from "@domain/session";
import type { ErrorData } from "@errors/data";
import { useSelector } from "@views/useSelector";
import { LoadFailed } from "../shell/LoadFailed";
import { useFlow } from "../system";

const ACCOUNT_STEPS = ["userDetails", ...BALANCE_STEPS] as const;

/** The error of the failed user details or balance once the start-up has run, or null. */
export const useBalanceFailure = (): ErrorData | null =>
  useSelector(useFlow("session"), (s) =>
    s.hasTag("startedUp") && s.context.loggedIn
      ? (ACCOUNT_STEPS.map((step) => s.context.errors[step]).find((error) => error !== null) ?? null)
      : null,
  );

export const HeaderLoadFailed = () => {
  const session = useFlow("session");
  const cart = useFlow("cart");
  const balanceError = useBalanceFailure();
  const cartError = useSelector(cart, (s) => (s.hasTag("fetchFailed") ? s.context.fetchError : null));
  const refetching = useSelector(cart, (s) => s.hasTag("fetching"));
  return (
    <>
      {balanceError !== null && (
        <LoadFailed
          compact
          testId="points-load-failed"
          error={balanceError}
          onRetry={() => session.send({ type: "SESSION.RETRY" })}
        />
      )}
      {cartError !== null && (
        <LoadFailed
          compact
          testId="cart-count-failed"
          error={cartError}
          retrying={refetching}
          onRetry={() => cart.send({ type: "CART.RETRY" })}
        />
      )}
    </>
  );
};
