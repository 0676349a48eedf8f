import { styled } from "@linaria/react";
import type { ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 24px 16px 48px;

  @media (max-width: 991px) {
    padding: 16px 12px 32px;
  }
`;

export interface LayoutProps {
  readonly homeHref: string;
  readonly variant?: "full" | "payment";
  readonly children: ReactNode;
}

/** Header, page, footer. Payment pages get the logo-only header and the legal-row footer. */
export const Layout = ({ homeHref, variant = "full", children }: LayoutProps) => (
  <>
    <Header homeHref={homeHref} variant={variant} />
    <Main id="main">{children}</Main>
    <Footer variant={variant} />
  </>
);
