/**
 * The airline-loyalty member id (spec §3 Order 'an airline-loyalty member id', §7.6
 * validate_miles_memberId {memberId, productId}): its form, checked before any call. The spec
 * states no form; the storefront's rule is 6 to 16 letters and digits with at least one digit,
 * spaces around it ignored. Whether the airline knows the id is the server's answer.
 */

/** The shortest and the longest member id. */
export const MEMBER_ID_MIN_LENGTH = 6;
export const MEMBER_ID_MAX_LENGTH = 16;

const FORM = /^[A-Za-z0-9]+$/;
const HAS_DIGIT = /[0-9]/;

/** What is wrong with the form of a member id, or null when it may be checked with the airline. */
export type MemberIdProblem = "empty" | "form";

export const memberIdProblem = (text: string): MemberIdProblem | null => {
  const id = text.trim();
  if (id === "") return "empty";
  if (id.length < MEMBER_ID_MIN_LENGTH || id.length > MEMBER_ID_MAX_LENGTH) return "form";
  return FORM.test(id) && HAS_DIGIT.test(id) ? null : "form";
};

/** Whether the member id has the form the airline check takes. */
export const isMemberIdWellFormed = (text: string): boolean => memberIdProblem(text) === null;

/** The member id as it is sent and stored: without the spaces around it, in capitals. */
export const canonicalMemberId = (text: string): string => text.trim().toUpperCase();
