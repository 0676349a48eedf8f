/** The PROFILE tab (spec §2.3): the user's details. */
export const ProfileDetailsTab = (_: { readonly sitePrefix: string }) => <p>Profile</p>;
