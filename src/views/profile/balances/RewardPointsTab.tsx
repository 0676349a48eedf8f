/** REWARD_POINTS (spec §2.3): '/reward-redemption' and '/point-conversion'. */
export const RewardPointsTab = ({
  page,
}: {
  readonly page: "rewardRedemption" | "pointConversion";
  readonly sitePrefix: string;
}) => <p>{page}</p>;
