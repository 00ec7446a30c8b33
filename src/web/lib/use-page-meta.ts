import { useEffect } from "react";
import { STORE_NAME, STORE_TAGLINE } from "../../domain/kernel/store";

function setMeta(attr: "name" | "property", key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attr, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Title, description and Open Graph tags of a storefront page, kept current while the visitor
 * navigates. Crawlers that do not run scripts get the same tags from the server (server/seo).
 */
export function usePageMeta(title: string | undefined, description: string = STORE_TAGLINE, image?: string) {
  useEffect(() => {
    const full = title ? `${title} · ${STORE_NAME}` : `${STORE_NAME} · ${STORE_TAGLINE}`;
    document.title = full;
    setMeta("name", "description", description);
    setMeta("property", "og:title", full);
    setMeta("property", "og:description", description);
    setMeta("property", "og:type", image ? "product" : "website");
    if (image) setMeta("property", "og:image", new URL(image, window.location.origin).href);
  }, [title, description, image]);
}
