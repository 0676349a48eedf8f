import { css } from "@linaria/core";

/** What hides an element on screen and leaves it to assistive technology. */
const hidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  ${hidden}
`;

/**
 * Hidden on a phone's screen only (991 px or less, spec §9), still read by assistive technology:
 * a label a phone's row has no room for (the points pill's label, the account button's name, the
 * categories' heading). Declarations interpolated in the label's rule (`.label { ${…} }`), so the
 * page's script carries none of it.
 */
export const visuallyHiddenOnPhone = `
  @media (max-width: 991px) {
    ${hidden}
  }
`;
