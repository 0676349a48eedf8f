/**
 * Hidden on a phone's screen (991 px or less, spec §9), still read by assistive technology: a
 * label a phone's row has no room for (the points pill's label, the account button's name, the
 * categories' heading). Wider screens show it. Declarations for a style, interpolated in the
 * label's rule (`.label { ${visuallyHiddenOnPhone} }`), so it costs the page no script. Elsewhere
 * hidden: the `visuallyHidden` class of theme/a11y.
 */
export const visuallyHiddenOnPhone = `
  @media (max-width: 991px) {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
