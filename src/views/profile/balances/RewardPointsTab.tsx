/**
 * REWARD_POINTS (spec §2.3): '/reward-redemption' shows the points and where to spend, see or
 * convert them; '/point-conversion' converts them (./ConversionPanel.tsx).
 */
import { useSelector } from "@views/useSelector";
import { fill, useMessages } from "../../i18n";
import { useFlow } from "../../system";
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
  const label = useSelector(useFlow("site"), (s) => s.context.pointsLabel);
  if (page === "pointConversion") return <ConversionPanel />;
  return (
    <>
      <Note>{fill(text.redemptionIntro, { label })}</Note>
      <PointsTab sitePrefix={sitePrefix} />
    </>
  );
};
