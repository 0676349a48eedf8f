import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useMessages } from "../i18n";
import { shellMessages } from "../shell/messages";
import { type FlowRefs, useFlow, useSpawnedFlow } from "../system";
import { Spinner } from "../ui/Spinner";
import { logoutMessages } from "./messages";

const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  background: var(--veil);
  backdrop-filter: blur(2px);
`;

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 16px;
  padding: 24px;
  text-align: center;
  font-size: 17px;
  font-weight: 600;
`;

/** The full-page loading overlay of spec §2.11, with an optional message. */
export const FullPageLoader = ({ message, label }: { readonly message?: string; readonly label: string }) => (
  <Veil role="status" aria-live="polite" aria-label={label}>
    <Box>
      <Spinner size="large" />
      {message !== undefined && <span>{message}</span>}
    </Box>
  </Veil>
);

/**
 * What covers the page while the session or the logout works (spec §2.1 'Loaders', §2.11
 * 'Sign-off'): the sign-off message while logging out, the full-page loader while a logged-in
 * user's details load.
 */
export const SessionOverlays = () => {
  const text = useMessages(shellMessages);
  const session = useFlow("session");
  const logout = useSpawnedFlow("logout");
  const loadingUser = useSelector(session, (s) => s.hasTag("loadingUser"));
  if (logout !== null) return <SigningOff logout={logout} loadingUser={loadingUser} />;
  if (loadingUser) return <FullPageLoader label={text.loadingAccount} />;
  return null;
};

/** {@link SessionOverlays} once the logout flow runs (it is spawned when a signed-in header shows). */
const SigningOff = ({
  logout,
  loadingUser,
}: {
  readonly logout: FlowRefs["logout"];
  readonly loadingUser: boolean;
}) => {
  const text = useMessages(shellMessages);
  const logoutText = useMessages(logoutMessages);
  const signingOff = useSelector(logout, (s) => s.hasTag("signingOff"));
  if (signingOff) return <FullPageLoader label={text.signingOff} message={logoutText.signOff} />;
  if (loadingUser) return <FullPageLoader label={text.loadingAccount} />;
  return null;
};
