/** A balance tab of the account area (spec §2.3). */
export const PointsTab = (_: { readonly sitePrefix: string }) => <p>PointsTab</p>;
