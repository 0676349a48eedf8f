/**
 * REWARD_POINTS (spec §2.3): '/reward-redemption' shows the points and where to spend, see or
 * convert them; '/point-conversion' converts them (./ConversionPanel.tsx).
 */
import { fill, useMessages } from "../../i18n";
import { usePointsLabel } from "../../site/siteWords";
import { Note } from "../../ui/Alert";
import { ConversionPanel } from "./ConversionPanel";
import { balancesMessages } from "./messages";
import { PointsTab } from "./PointsTab";

export const RewardPointsTab = ({
  page,
  sitePrefix,
}: {
  readonly page: "rewardRedemption" | "pointConversion";
  readonly sitePrefix: string;
}) => {
  const text = useMessages(balancesMessages);
  const label = usePointsLabel();
  if (page === "pointConversion") return <ConversionPanel />;
  return (
    <>
      <Note>{fill(text.redemptionIntro, { label })}</Note>
      <PointsTab sitePrefix={sitePrefix} />
    </>
  );
};
