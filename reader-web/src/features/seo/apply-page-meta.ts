import { metaTags, type PageMeta } from './page-meta';
import { scriptJson } from './structured-data';

function applyStructuredData(doc: Document, meta: PageMeta): void {
  let script = doc.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  if (!meta.structuredData) {
    script?.remove();
    return;
  }
  if (!script) {
    script = doc.createElement('script');
    script.type = 'application/ld+json';
    doc.head.appendChild(script);
  }
  script.textContent = scriptJson(meta.structuredData);
}

/** Brings the head in line with the page after a client-side navigation. */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  applyStructuredData(doc, meta);
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
