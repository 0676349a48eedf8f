/**
 * The page's meta description. index.html carries one `<meta name="description">` with the
 * default text (for a reader of the page without scripts); this component keeps that one tag's
 * content in step with the page instead of adding a second tag. Only one of these is mounted at
 * a time (the screen decides which), and leaving puts the default back.
 */

import { DEFAULT_META_DESCRIPTION, type MetaProduct, metaDescription } from "@domain/meta";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { useFlow } from "../system";

const descriptionTag = (): HTMLMetaElement => {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found !== null) return found;
  const tag = document.createElement("meta");
  tag.name = "description";
  document.head.append(tag);
  return tag;
};

/** Sets the description tag's content to `content` while mounted. */
const MetaDescription = ({ content }: { readonly content: string }) => {
  useEffect(() => {
    const tag = descriptionTag();
    tag.content = content;
    return () => {
      tag.content = DEFAULT_META_DESCRIPTION;
    };
  }, [content]);
  return null;
};

/** The description of a page of the site: its name and points label, or of `product` on its page. */
export const PageMetaDescription = ({ product = null }: { readonly product?: MetaProduct | null }) => {
  const companyName = useSelector(useFlow("site"), (s) => s.context.settings.companyName);
  const customText = useSelector(useFlow("site"), (s) => s.context.settings.customText);
  return <MetaDescription content={metaDescription({ companyName, customText }, product)} />;
};
