// Fails when the JavaScript an anonymous read page loads first (reader-web's entry chunk and every
// chunk it imports statically, as Vite's manifest lists them) is over the budget, gzipped.
// Usage: node scripts/check-bundle-size.mjs [--budget-kb N]   (after `npm run build -w reader-web`)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The goal is 100 kB; the stack alone does not fit in it. Measured from the client
 * build's source maps (gzipped share of the first-load chunks, 2026-11-23): react-dom 63.4 kB,
 * react + scheduler 3.9, react-router 31.0, RTK Query 14.8, RTK core 3.4, immer 4.2, redux,
 * reselect, react-redux and use-sync-external-store 3.0: about 125 kB before any app code
 * (about 19 kB: votes 2.5, comments 2.1, edit tools 1.5, the rest read-page code). Total 145.4 kB,
 * in ten chunks; in one chunk (vite.config.ts) 143.9 kB, and 148.4 kB once an argument's page
 * showed its proponents, links and references and pages answered by slug (issue 11).
 * So the budget holds the line where the split pages leave it: a rise above it is a regression.
 */
const DEFAULT_BUDGET_KB = 150;

const client = fileURLToPath(new URL('../reader-web/dist/client/', import.meta.url));
const manifestFile = path.join(client, '.vite/manifest.json');

const flag = process.argv.indexOf('--budget-kb');
const budgetKb = flag === -1 ? DEFAULT_BUDGET_KB : Number(process.argv[flag + 1]);
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error('--budget-kb needs a positive number of kilobytes.');
  process.exit(2);
}
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run "npm run build -w reader-web" first.`);
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry in the manifest, found ${entries.length}.`);
  process.exit(2);
}

/** The entry and its static imports, each once (dynamic imports load later, when needed). */
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entries[0][0]);

let total = 0;
for (const file of [...files].sort()) {
  const size = zlib.gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1000).toFixed(1).padStart(7)} kB  ${file}`);
}
const totalKb = total / 1000;
console.log(
  `${totalKb.toFixed(1).padStart(7)} kB  initial JavaScript, gzipped (budget ${budgetKb} kB)`,
);
if (totalKb > budgetKb) {
  console.error(
    `The read page's initial JavaScript is over its budget by ${(totalKb - budgetKb).toFixed(1)} kB.`,
  );
  process.exit(1);
}
