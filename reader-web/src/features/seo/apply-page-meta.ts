import { metaTags, type PageMeta } from './page-meta';

/** Brings the head in line with the page after a client-side navigation. */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  const wanted = metaTags(meta);
  for (const tag of wanted) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${tag.key}="${tag.id}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(tag.key, tag.id);
      doc.head.appendChild(element);
    }
    element.content = tag.content;
  }
  if (!wanted.some((tag) => tag.id === 'robots')) {
    doc.head.querySelector('meta[name="robots"]')?.remove();
  }
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (meta.canonical === null) {
    canonical?.remove();
    return;
  }
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.appendChild(canonical);
  }
  canonical.href = meta.canonical;
}
