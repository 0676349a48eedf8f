/**
 * A link drawn as the storefront's button, for a page's next step ('Continue shopping', 'Browse
 * gift cards'): a link to assistive technology, moved to by the storefront's router without a
 * page load, in the primary or secondary look of {@link ButtonLook}.
 */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ButtonLook } from "./Button";

export const LinkButton = ({
  href,
  variant = "primary",
  children,
}: {
  readonly href: string;
  readonly variant?: "primary" | "secondary";
  readonly children: ReactNode;
}) => (
  <Link href={href} asChild>
    <ButtonLook as="a" data-variant={variant}>
      {children}
    </ButtonLook>
  </Link>
);
