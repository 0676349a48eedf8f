/**
 * A free perk's claim (spec §7.6 freePerkCreateOrder: a perk whose price is 0): 'Claim' for a
 * signed-in shopper, busy while the claim is sent, then the claim's code or the partner's link;
 * a refusal (a perk out of stock) shows the catalogue's text. A guest gets a sign-in link. The
 * perk detail page mounts it with the perk's id; it loads the perks flow itself.
 */
import { authPathOf } from "@domain/paths";
import { claimOf } from "@domain/perks";
import { useSelector } from "@views/useSelector";
import { useMessages } from "../i18n";
import { useErrorText } from "../i18n/errors";
import { type FlowRefs, useFlow, useLateFlow } from "../system";
import { Alert, Button, Note } from "../ui";
import { Box } from "./perkParts";
import { perksMessages } from "./perksMessages";

export const PerkClaim = ({
  productId,
  sitePrefix,
}: {
  readonly productId: number;
  readonly sitePrefix: string;
}) => {
  const text = useMessages(perksMessages);
  const loggedIn = useSelector(useFlow("session"), (s) => s.context.loggedIn);
  const flow = useLateFlow("perks");
  if (!loggedIn) {
    return (
      <Box data-testid="perk-claim">
        <a href={authPathOf(sitePrefix)}>{text.signInToClaim}</a>
      </Box>
    );
  }
  if (flow === null) {
    return (
      <Box data-testid="perk-claim">
        <Button disabled>{text.claim}</Button>
      </Box>
    );
  }
  return <PerkClaimWith productId={productId} flow={flow} />;
};

const PerkClaimWith = ({
  productId,
  flow,
}: {
  readonly productId: number;
  readonly flow: FlowRefs["perks"];
}) => {
  const text = useMessages(perksMessages);
  const sayError = useErrorText();
  // One claim at a time: another perk's claim holds this button too.
  const claiming = useSelector(flow, (s) => s.hasTag("claiming"));
  const busy = useSelector(flow, (s) => s.hasTag("claiming") && s.context.claimingProductId === productId);
  const claim = useSelector(flow, (s) => claimOf(s.context.claims, productId));
  const error = useSelector(flow, (s) =>
    s.context.claimError?.productId === productId ? s.context.claimError.error : null,
  );
  if (claim !== null) {
    return (
      <Box data-testid="perk-claim" data-claimed="true">
        <Alert variant="success">
          {text.claimed} <code data-testid="perk-code">{claim.claim_code ?? ""}</code>
        </Alert>
        {claim.link !== undefined && (
          <a href={claim.link} target="_blank" rel="noopener noreferrer">
            {text.claimLink}
          </a>
        )}
      </Box>
    );
  }
  return (
    <Box data-testid="perk-claim">
      <Button busy={busy} disabled={claiming} onClick={() => flow.send({ type: "PERKS.CLAIM", productId })}>
        {busy ? text.claiming : text.claim}
      </Button>
      {error !== null && (
        <Note tone="danger" live>
          {sayError(error)}
        </Note>
      )}
    </Box>
  );
};
