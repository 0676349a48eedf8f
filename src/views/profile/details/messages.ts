import { defineMessages } from "../../i18n";

/**
 * Texts of the PROFILE tab (spec §2.3, §3 'User', §7.5 'Profile'): the user's details, the edit
 * form, the change-password form and the alternate e-mail. Refusals and failures are the error
 * catalogue's (src/errors/catalogue.ts).
 */
export const profileDetailsMessages = defineMessages("profileDetails", {
  detailsTitle: "Your details",
  loading: "Loading your details…",
  retry: "Try again",
  logoAlt: "Profile picture of {name}",
  name: "Name",
  email: "E-mail",
  mobile: "Mobile",
  company: "Company",
  memberSince: "Member since",
  none: "Not given",
  edit: "Edit profile",
  editTitle: "Edit profile",
  firstName: "First name",
  lastName: "Last name",
  phoneCountry: "Phone country",
  mobileNumber: "Mobile number",
  mobileHint: "{min} to {max} digits for {country}",
  mobileHintExact: "{min} digits for {country}",
  currentPasswordHint: "Changing your e-mail address or mobile number needs your current password.",
  emailCode: "Code from the e-mail",
  emailCodeSent:
    "We have sent a 6-digit code to {email}. Your sign-in e-mail changes once you confirm it with that code.",
  confirmEmail: "Confirm and save",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  saved: "Your profile has been updated.",
  passwordTitle: "Change password",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  changePassword: "Change password",
  changing: "Changing…",
  passwordChanged: "Your password has been changed. Use the new one the next time you sign in.",
  alternateTitle: "Alternate e-mail",
  alternateLead: "An alternate e-mail address where we can also reach you.",
  alternateCurrent: "Your alternate e-mail: {email}",
  alternateNone: "You have not added an alternate e-mail yet.",
  alternateLabel: "Alternate e-mail address",
  alternateAdd: "Add alternate e-mail",
  alternateChange: "Change alternate e-mail",
  alternateSaved: "Your alternate e-mail has been saved.",
});
