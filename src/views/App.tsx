import { match } from "ts-pattern";
import { Redirect, useLocation } from "wouter";
import { resolveShellRoute } from "../domain/paths";
import { Layout } from "./layout/Layout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { SignInPage } from "./pages/SignInPage";
import { FullPageLoader, SessionOverlays } from "./session/Overlays";

/** The storefront shell: resolves the path (spec §2.1, §2.3) to a screen inside the layout. */
export const App = () => {
  const [location] = useLocation();
  const screen = match(resolveShellRoute(location))
    .with({ kind: "redirect" }, ({ to }) => <Redirect to={to} replace />)
    .with({ kind: "home" }, ({ site }) => (
      <Layout homeHref={`/${site}`}>
        <HomePage site={site} />
      </Layout>
    ))
    .with({ kind: "login" }, ({ site }) => (
      <Layout homeHref={`/${site}`}>
        <SignInPage />
      </Layout>
    ))
    // The session stores the SSO token, runs the start-up and then opens the landing page.
    .with({ kind: "sso" }, () => <FullPageLoader label="Signing you in" message="Signing you in…" />)
    .with({ kind: "not-found" }, () => (
      <Layout homeHref="/" variant="payment">
        <NotFoundPage />
      </Layout>
    ))
    .exhaustive();
  return (
    <>
      {screen}
      <SessionOverlays />
    </>
  );
};
