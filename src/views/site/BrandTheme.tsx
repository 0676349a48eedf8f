import { brandColorsOf } from "@domain/site";
import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import type { CSSProperties, ReactNode } from "react";
import { LanguageProvider, useLanguage } from "../i18n";
import { useFlow } from "../system";

/** Adds no box of its own: the page lays out as if the wrapper were not there. */
const Theme = styled.div`
  display: contents;
`;

type ThemeStyle = CSSProperties & Readonly<Record<`--${string}`, string>>;

export interface BrandThemeProps {
  readonly children: ReactNode;
}

/**
 * The client's branding as theme variables (spec §1 'White-labelling', §3 primaryColor):
 * `--brand-primary`, its black-or-white text colour `--brand-primary-contrast` and the pale
 * `--brand-primary-soft`, for everything inside; and the site's interface language (spec §4),
 * shown once its texts have loaded.
 */
export const BrandTheme = ({ children }: BrandThemeProps) => {
  const site = useFlow("site");
  const primaryColor = useSelector(site, (s) => s.context.primaryColor);
  const language = useSelector(site, (s) => s.context.language);
  const colors = brandColorsOf(primaryColor);
  const style: ThemeStyle = {
    "--brand-primary": colors.primary,
    "--brand-primary-contrast": colors.contrast,
    "--brand-primary-soft": colors.soft,
  };
  return (
    <LanguageProvider language={language}>
      <Themed style={style}>{children}</Themed>
    </LanguageProvider>
  );
};

/** The theme's box, marked with the language the page is shown in. */
const Themed = ({ style, children }: { readonly style: ThemeStyle; readonly children: ReactNode }) => (
  <Theme style={style} lang={useLanguage()} data-testid="brand-theme">
    {children}
  </Theme>
);
