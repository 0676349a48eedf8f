import type { HeaderAccount } from "@domain/header";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { useCatalogueText, useErrorText } from "../i18n/errors";
import { layoutMessages } from "../layout/messages";
import { ProfileMenu } from "../layout/ProfileMenu";
import { type FlowRefs, useFlow, useLateFlow } from "../system";

const SignIn = styled(Link)`
  flex: none;
  padding: 8px 16px;
  border-radius: 999px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font-weight: 600;
  font-size: 14px;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    filter: brightness(1.08);
  }

  @media (max-width: 991px) {
    padding: 6px 12px;
    font-size: 13px;
  }
`;

export interface AccountMenuProps {
  /** The login area of the header model (spec §2.4, §6): Sign In, or the profile menu. */
  readonly account: HeaderAccount;
}

/**
 * The account part of the header (spec §2.4, §6): 'Sign In' when logged out; when logged in, the
 * profile menu, whose Logout sends LOGOUT with the branding custom_url to the logout flow. A
 * failed logout says why next to the menu.
 */
export const AccountMenu = ({ account }: AccountMenuProps) => {
  const text = useMessages(layoutMessages);
  if (account.kind === "signIn") return <SignIn href={account.href}>{text.signIn}</SignIn>;
  return <SignedInMenu fullName={account.fullName} items={account.items} />;
};

type SignedInAccount = Exclude<HeaderAccount, { readonly kind: "signIn" }>;

/**
 * The signed-in profile menu. The logout flow's code loads when this menu is first shown (a
 * guest never needs it); a Logout chosen before it has loaded is sent as soon as it has.
 */
const SignedInMenu = ({ fullName, items }: Pick<SignedInAccount, "fullName" | "items">) => {
  const session = useFlow("session");
  const logout = useLateFlow("logout");
  const customUrl = useSelector(session, (s) => s.context.customUrl);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (logout === null || !waiting) return;
    setWaiting(false);
    logout.send({ type: "LOGOUT", customUrl });
  }, [logout, waiting, customUrl]);
  const onLogout = () => {
    if (logout === null) setWaiting(true);
    else logout.send({ type: "LOGOUT", customUrl });
  };
  return logout === null ? (
    <ProfileMenu fullName={fullName} items={items} onLogout={onLogout} />
  ) : (
    <LogoutAware fullName={fullName} items={items} onLogout={onLogout} logout={logout} />
  );
};

/** The menu with the logout flow's failure, once the flow runs. */
const LogoutAware = ({
  fullName,
  items,
  onLogout,
  logout,
}: Pick<SignedInAccount, "fullName" | "items"> & {
  readonly onLogout: () => void;
  readonly logout: FlowRefs["logout"];
}) => {
  const failed = useSelector(logout, (s) => (s.matches("idle") ? s.context : null));
  const sayText = useCatalogueText();
  const sayError = useErrorText();
  const failure =
    failed === null
      ? null
      : failed.error !== null
        ? sayError(failed.error)
        : failed.message !== null
          ? sayText(failed.message)
          : null;
  return <ProfileMenu fullName={fullName} items={items} onLogout={onLogout} failure={failure} />;
};
