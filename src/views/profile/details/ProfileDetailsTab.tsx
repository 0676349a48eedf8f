/**
 * The PROFILE tab (spec §2.3, §3 'User', §7.5 'Profile'): the user's details and profile logo
 * (initials when there is none), the edit form, change password and, where the menu data enables
 * it (spec §3 showAlternateEmail), the alternate e-mail. The "profile" flow loads and sends
 * everything; this view lays it out at 1280 px and 390 px.
 */
import { initialsOf, memberSinceOf, type ProfileDetails } from "@domain/profile";
import { useSelector } from "@views/useSelector";
import { useEffect, useId } from "react";
import { fill, useLanguage, useMessages } from "../../i18n";
import { useErrorText } from "../../i18n/errors";
import { type FlowRefs, useFlow, useLateFlow } from "../../system";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { KybStatusCard } from "../kyb/KybStatusCard";
import { AlternateEmailForm } from "./AlternateEmailForm";
import { EditProfileForm } from "./EditProfileForm";
import { profileDetailsMessages } from "./messages";
import { PasswordForm } from "./PasswordForm";
import { Card, DetailList, Identity, Skeleton } from "./styles";

const memberSinceText = (creationDate: string, language: string): string | null => {
  const day = memberSinceOf(creationDate);
  if (day === null) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(day.year, day.month - 1, day.day)),
  );
};

const Loading = () => {
  const text = useMessages(profileDetailsMessages);
  return (
    <Card aria-busy="true">
      <h2>{text.detailsTitle}</h2>
      <p role="status">{text.loading}</p>
      <Skeleton aria-hidden="true">
        <span className="avatar" />
        <span />
        <span />
        <span />
      </Skeleton>
    </Card>
  );
};

const Details = ({
  flow,
  details,
  logoUrl,
}: {
  readonly flow: FlowRefs["profile"];
  readonly details: ProfileDetails;
  readonly logoUrl: string | null;
}) => {
  const text = useMessages(profileDetailsMessages);
  const language = useLanguage();
  const titleId = useId();
  const editing = useSelector(
    flow,
    (s) => s.matches({ ready: { details: "editing" } }) || s.hasTag("saving"),
  );
  const saved = useSelector(flow, (s) => s.matches({ ready: { details: { viewing: "saved" } } }));
  const fullName = `${details.first_name} ${details.last_name}`.trim();
  const mobile = details.mobile === "" ? text.none : `+${details.mobile_code} ${details.mobile}`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{text.detailsTitle}</h2>
      <Identity>
        {logoUrl === null ? (
          <span className="avatar" aria-hidden="true">
            {initialsOf(details.first_name, details.last_name)}
          </span>
        ) : (
          <img className="avatar" src={logoUrl} alt={fill(text.logoAlt, { name: fullName })} />
        )}
        <p className="name">{fullName}</p>
      </Identity>
      <DetailList>
        <div>
          <dt>{text.email}</dt>
          <dd>{details.email}</dd>
        </div>
        <div>
          <dt>{text.mobile}</dt>
          <dd>{mobile}</dd>
        </div>
        <div>
          <dt>{text.company}</dt>
          <dd>{details.company}</dd>
        </div>
        <div>
          <dt>{text.memberSince}</dt>
          <dd>{memberSinceText(details.member_since, language) ?? text.none}</dd>
        </div>
      </DetailList>
      {saved && <Alert variant="success">{text.saved}</Alert>}
      {editing ? (
        <EditProfileForm flow={flow} details={details} />
      ) : (
        <Button type="button" onClick={() => flow.send({ type: "PROFILE.EDIT" })}>
          {text.edit}
        </Button>
      )}
    </Card>
  );
};

const Tab = ({ flow }: { readonly flow: FlowRefs["profile"] }) => {
  const text = useMessages(profileDetailsMessages);
  const errorText = useErrorText();
  const profile = useSelector(flow, (s) => s.context.profile);
  const loadError = useSelector(flow, (s) => (s.matches("failed") ? s.context.loadError : null));
  const showAlternate = useSelector(useFlow("session"), (s) => s.context.menu?.showAlternateEmail === true);

  useEffect(() => {
    flow.send({ type: "PROFILE.OPEN" });
  }, [flow]);

  if (loadError !== null)
    return (
      <Card>
        <h2>{text.detailsTitle}</h2>
        <Alert>{errorText(loadError)}</Alert>
        <Button type="button" onClick={() => flow.send({ type: "PROFILE.OPEN" })}>
          {text.retry}
        </Button>
      </Card>
    );
  if (profile === null) return <Loading />;
  return (
    <>
      <Details flow={flow} details={profile.details} logoUrl={profile.logo_url} />
      <PasswordForm flow={flow} />
      {showAlternate && (
        <AlternateEmailForm
          flow={flow}
          primaryEmail={profile.details.email}
          current={profile.alternative_email}
        />
      )}
      <KybStatusCard />
    </>
  );
};

/** The PROFILE tab (spec §2.3): the user's details. */
export const ProfileDetailsTab = (_: { readonly sitePrefix: string }) => {
  const flow = useLateFlow("profile");
  return flow === null ? <Loading /> : <Tab flow={flow} />;
};
