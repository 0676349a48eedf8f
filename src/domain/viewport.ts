/** Layout breakpoints (spec §9 'Breakpoints': desktop at 992 px, mobile at 991 px or less). */

/** Widest viewport that gets the phone layout. */
export const PHONE_MAX_WIDTH_PX = 991;

/** Whether a viewport `width` wide gets the phone layout (spec §2.6, §2.7, §9). */
export const isPhoneWidth = (width: number): boolean => width <= PHONE_MAX_WIDTH_PX;
