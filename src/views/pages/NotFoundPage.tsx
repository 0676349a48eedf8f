import { styled } from "@linaria/react";
import { useLocation } from "wouter";
import { useMessages } from "../i18n";
import { pageMessages } from "./messages";

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: 12px;
  padding: 48px 16px;

  img {
    width: min(320px, 80vw);
    height: auto;
  }

  h1 {
    margin: 8px 0 0;
    font-size: 28px;
  }

  p {
    margin: 0;
    color: var(--ink-muted);
  }

  @media (max-width: 991px) {
    padding: 24px 8px;

    h1 {
      font-size: 22px;
    }
  }
`;

/**
 * Its own button, not the storefront's Button: this page is part of the landing page's code, whose
 * size budget the shared primitives would overrun.
 */
const HomeButton = styled.button`
  margin-top: 12px;
  padding: 12px 24px;
  border: 0;
  border-radius: 999px;
  background: var(--brand-primary);
  color: var(--brand-primary-contrast);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    filter: brightness(1.08);
  }
`;

/**
 * The not-found page (spec §2.11), shown inside the layout with the payment header: image alt
 * '404 error', heading 'Oh no! Error 404', 'We are trying hard to fix it. Shop through other
 * pages.', and 'Go to home page', which replaces the location with '/'.
 */
export const NotFoundPage = () => {
  const text = useMessages(pageMessages);
  const [, navigate] = useLocation();
  return (
    <Wrap aria-labelledby="not-found-title">
      <img src="/brand/404.svg" alt={text.notFoundImageAlt} width={320} height={180} />
      <h1 id="not-found-title">{text.notFoundHeading}</h1>
      <p>{text.notFoundText}</p>
      <HomeButton type="button" onClick={() => navigate("/", { replace: true })}>
        {text.goHome}
      </HomeButton>
    </Wrap>
  );
};
