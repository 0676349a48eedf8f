/**
 * Pieces of a cart line that the cart and the checkout's order summary show alike (spec §5 'Cart'):
 * the options after the line's name and the price before a discount.
 */
import { visuallyHidden } from "../theme/a11y";

/** The line's options after its name (' 25 USD'), in their own span for the test that reads them. */
export const LineOptions = ({ options, testId }: { readonly options: string; readonly testId: string }) =>
  options === "" ? null : (
    <span data-part="options" data-testid={testId}>
      {" "}
      {options}
    </span>
  );

/** The price before the discount, struck through and introduced to assistive technology by `label`. */
export const OriginalPrice = ({ label, price }: { readonly label: string; readonly price: string }) => (
  <s data-part="original">
    <span className={visuallyHidden}>{label} </span>
    {price}
  </s>
);
