import { match } from "ts-pattern";
import { Redirect, useLocation } from "wouter";
import { resolveShellRoute } from "../domain/paths";
import { Layout } from "./layout/Layout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";

/** The storefront shell: resolves the path (spec §2.1, §2.3) to a screen inside the layout. */
export const App = () => {
  const [location] = useLocation();
  return match(resolveShellRoute(location))
    .with({ kind: "redirect" }, ({ to }) => <Redirect to={to} replace />)
    .with({ kind: "home" }, ({ site }) => (
      <Layout homeHref={`/${site}`}>
        <HomePage site={site} />
      </Layout>
    ))
    .with({ kind: "not-found" }, () => (
      <Layout homeHref="/" variant="payment">
        <NotFoundPage />
      </Layout>
    ))
    .exhaustive();
};
