/** A balance tab of the account area (spec §2.3). */
export const RewardHistoryTab = (_: { readonly sitePrefix: string }) => <p>RewardHistoryTab</p>;
