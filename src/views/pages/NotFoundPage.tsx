import { styled } from "@linaria/react";
import { useLocation } from "wouter";

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
`;

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

/** The not-found page (spec §2.11): the button replaces the location with '/'. */
export const NotFoundPage = () => {
  const [, navigate] = useLocation();
  return (
    <Wrap aria-labelledby="not-found-title">
      <img src="/brand/404.svg" alt="404 error" width={320} height={180} />
      <h1 id="not-found-title">Oh no! Error 404</h1>
      <p>We are trying hard to fix it. Shop through other pages.</p>
      <HomeButton type="button" onClick={() => navigate("/", { replace: true })}>
        Go to home page
      </HomeButton>
    </Wrap>
  );
};
