export interface TemplateParts {
  head: string;
  app: string;
  state: string;
}

function insert(
  html: string,
  placeholder: string,
  content: string,
  fallbackBefore: string,
): string {
  // Replacer functions, because a string replacement would expand `$&` and friends in content.
  if (html.includes(placeholder)) return html.replace(placeholder, () => content);
  return html.replace(fallbackBefore, () => content + fallbackBefore);
}

/** Fills the placeholders of index.html: <!--app-head-->, <!--app-html--> and <!--app-state-->. */
export function fillTemplate(template: string, parts: TemplateParts): string {
  let html = insert(template, '<!--app-head-->', parts.head, '</head>');
  html = insert(html, '<!--app-html-->', parts.app, '</body>');
  return insert(html, '<!--app-state-->', parts.state, '</body>');
}
