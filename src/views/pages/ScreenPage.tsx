import type { ScreenName } from "@domain/routes";
import { styled } from "@linaria/react";
import { useId } from "react";
import { Link } from "wouter";
import { useMessages } from "../i18n";
import { pageMessages, screenTitles } from "./messages";

const Wrap = styled.section`
  display: grid;
  gap: 12px;
  max-width: 640px;
  margin: 24px auto;
  padding: 32px;
  background: var(--surface);
  border: 1px solid var(--line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);

  h1 {
    margin: 0;
    font-size: 26px;
  }

  p {
    margin: 0;
    color: var(--ink-muted);
  }

  a {
    justify-self: start;
    color: var(--brand-primary);
    font-weight: 600;
  }

  @media (max-width: 991px) {
    margin: 8px auto;
    padding: 20px 16px;

    h1 {
      font-size: 22px;
    }
  }
`;

export interface ScreenPageProps {
  /** The screen of the route table (spec §2.3) this page stands for. */
  readonly screen: ScreenName;
  /** The site's home, e.g. '/marketplace'. */
  readonly homeHref: string;
}

/**
 * A screen of the route table (spec §2.3) that is not built yet: its title, the statement that
 * it is not available yet, and a link to the site's home.
 */
export const ScreenPage = ({ screen, homeHref }: ScreenPageProps) => {
  const text = useMessages(pageMessages);
  const titles = useMessages(screenTitles);
  const titleId = useId();
  return (
    <Wrap aria-labelledby={titleId} data-screen={screen}>
      <h1 id={titleId}>{titles[screen]}</h1>
      <p role="status">{text.notAvailable}</p>
      <Link href={homeHref}>{text.backHome}</Link>
    </Wrap>
  );
};
