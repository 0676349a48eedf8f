/**
 * What each refused field of the PROFILE tab's forms says while the user types (spec §5): the
 * catalogue's texts, so the live check and the machine's refusal say the same words.
 */
import type { AlternateEmailProblem, ProfileProblem } from "@domain/profile";
import type { CatalogueText } from "@errors/catalogue";

export const profileProblemText: Readonly<Record<ProfileProblem, CatalogueText>> = {
  first_name: { key: "profileFirstName" },
  last_name: { key: "profileLastName" },
  email: { key: "profileEmail" },
  // spec §5 'Mobile number': 'Mobile number should be between 7 to 16 digits only'.
  mobile: { key: "invalidMobileNumber" },
  password: { key: "profileCurrentPassword" },
  email_otp: { key: "profileEmailCode" },
};

export const alternateProblemText: Readonly<Record<AlternateEmailProblem, CatalogueText>> = {
  email: { key: "alternateEmailInvalid" },
  samePrimary: { key: "alternateEmailSame" },
};
