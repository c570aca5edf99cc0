import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules (axe-core's tags for them). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

let source: Promise<string> | undefined;
const axeSource = () =>
  (source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** A violation per line: its rule, impact and help, then each element's selector, indented. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? 'no impact'}): ${v.help}`,
        ...v.nodes.map((n) => `    ${n.target.map(String).join(' > ')}`),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe-core's WCAG 2.1 A/AA rules on the page as it stands, and answers its violations as
 * readable lines ('' when there are none). The source is evaluated through the DevTools protocol,
 * which the site's Content-Security-Policy does not govern (an injected script tag it would block).
 * `disable`: rules that cannot apply to a page, each with the caller's reason.
 */
export async function axeViolations(page: Page, disable: string[] = []): Promise<string> {
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(await axeSource());
  const violations = (await page.evaluate(
    async ([tags, off]) => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      })) as { violations: unknown };
      return result.violations;
    },
    [WCAG_21_AA, disable] as const,
  )) as AxeViolation[];
  return describeViolations(violations);
}
