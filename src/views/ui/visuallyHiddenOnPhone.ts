/**
 * Shown on a desktop; below 992 px it leaves the screen and is still read by assistive technology
 * (a panel's heading that a docked bar has no room for). A class, like the theme's
 * `visuallyHidden`, for the element to keep its own tag and role.
 */
import { css } from "@linaria/core";

export const visuallyHiddenOnPhone = css`
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
