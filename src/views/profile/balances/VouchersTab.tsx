/** A balance tab of the account area (spec §2.3). */
export const VouchersTab = (_: { readonly sitePrefix: string }) => <p>VouchersTab</p>;
