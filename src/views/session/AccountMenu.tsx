import { styled } from "@linaria/react";
import { useSelector } from "@xstate/react";
import { Link } from "wouter";
import { useFlow } from "../system";

const Area = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 15px;

  @media (max-width: 991px) {
    gap: 8px;
    font-size: 14px;
  }
`;

const SignIn = styled(Link)`
  padding: 8px 16px;
  border-radius: 999px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font-weight: 600;
  text-decoration: none;
`;

const Name = styled.span`
  font-weight: 600;
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* Phones: the logo and the buttons take the width; the name shows from 992 px. */
  @media (max-width: 991px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const LogoutButton = styled.button`
  flex: none;
  padding: 8px 14px;
  border: 1px solid var(--line);
  border-radius: 999px;
  background: var(--surface);
  color: var(--ink);
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: var(--brand-primary);
  }
`;

const Failure = styled.p`
  margin: 0;
  color: var(--danger);
  font-size: 13px;
`;

/**
 * The account part of the header (spec §2.4): 'Sign In' when logged out; when logged in, the
 * user's full name and 'Logout'. A failed logout says why next to the button.
 */
export const AccountMenu = ({ siteHref }: { readonly siteHref: string }) => {
  const session = useFlow("session");
  const logout = useFlow("logout");
  const loggedIn = useSelector(session, (s) => s.context.loggedIn);
  const user = useSelector(session, (s) => s.context.user);
  const customUrl = useSelector(session, (s) => s.context.customUrl);
  const failure = useSelector(logout, (s) => (s.matches("idle") ? s.context.message : null));

  if (!loggedIn) {
    return (
      <Area>
        <SignIn href={`${siteHref}/login`}>Sign In</SignIn>
      </Area>
    );
  }
  return (
    <Area>
      {user !== null && <Name data-testid="user-name">{`${user.first_name} ${user.last_name}`}</Name>}
      <LogoutButton type="button" onClick={() => logout.send({ type: "LOGOUT", customUrl })}>
        Logout
      </LogoutButton>
      {failure !== null && <Failure role="alert">{failure}</Failure>}
    </Area>
  );
};
