import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Each fact has one home (ARCHITECTURE.md): a kind's facts live in its registration, permissions
 * in the access table, and the floors below the domains import none of them. These checks read
 * the sources, so a copy that creeps back fails the suite with the file and line that holds it.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)));
const ROOT = path.resolve(SRC, '..', '..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' ? [] : filesUnder(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

const SOURCE = /\.tsx?$/;
const isTest = (file: string) => /\.(spec|test)\.tsx?$|[/\\]test[/\\]|fixtures/.test(file);
const rel = (file: string) => path.relative(ROOT, file);

/** Every content kind registered in the backend: its type ('convo') and action prefix ('Convo'). */
function registeredKinds(): { type: string; typeName: string; folder: string }[] {
  return filesUnder(SRC, /\.kind\.ts$/).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const type = /\btype: '([a-zA-Z]+)'/.exec(text)?.[1];
    const typeName = /\btypeName: '([a-zA-Z]+)'/.exec(text)?.[1];
    if (!type || !typeName) return [];
    return [{ type, typeName, folder: path.dirname(file) }];
  });
}

const KINDS = registeredKinds();

/** Lines naming a kind: as a quoted word, an object key, or a quoted action name (ConvoDelete). */
function kindMentions(file: string, exempt: ReadonlySet<string>): string[] {
  const kinds = KINDS.filter((k) => !exempt.has(k.type));
  if (kinds.length === 0) return [];
  const types = kinds.map((k) => k.type).join('|');
  const typeNames = kinds.map((k) => k.typeName).join('|');
  const quoted = new RegExp(`['"\`](${types})['"\`]`);
  // An object key ('convo: ...'), not a parameter or field typed by a class ('req: Request').
  const keyTypes = kinds
    .filter((k) => k.type !== 'req')
    .map((k) => k.type)
    .join('|');
  const key = new RegExp(`^\\s*(${keyTypes})\\??\\s*:\\s*(?![A-Z]|string\\b|number\\b|boolean\\b)`);
  const action = new RegExp(`['"\`](${typeNames})[A-Z][a-zA-Z]*['"\`]`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      !/^\s*(\/\/|\*|\/\*)/.test(line) && (quoted.test(line) || key.test(line) || action.test(line))
        ? [`${rel(file)}:${i + 1}: ${line.trim()}`]
        : [],
    )
    .filter((hit) => !ALLOWED.some(([where, text]) => hit.includes(where) && hit.includes(text)));
}

/** Words that are a kind's name by coincidence: [file, text of the line]. */
const ALLOWED: readonly (readonly [string, string])[] = [
  // Open Graph's og:type values, not the article kind.
  ['reader-web/src/features/seo/page-meta.ts', "'website' | 'article' | 'profile'"],
  ['reader-web/src/features/artifact/artifact-meta.ts', "type: 'article',"],
  // The HTML element.
  ['admin-web/src/', 'component="article"'],
];

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
    .map((m) => m[1])
    .filter((s) => s.startsWith('.'));
}

/** The top folder under `base` an import of `file` lands in ('' when it leaves `base`). */
function importedTops(file: string, base: string): { specifier: string; top: string }[] {
  return importsOf(file).map((specifier) => {
    const target = path.relative(base, path.resolve(path.dirname(file), specifier));
    return { specifier, top: target.startsWith('..') ? '' : target.split(path.sep)[0] };
  });
}

/** Backend folders that are machinery shared by every kind (DESIGN.md): they name none. */
const SHARED_BACKEND = [
  'revision',
  'inbox',
  'search',
  'sitemap',
  'me',
  'web',
  'edge',
  'slug',
  'admin',
  'audit',
  'common',
  'database',
];

/** Reader and console folders that serve every kind alike. */
const SHARED_READER = [
  'app',
  'shared',
  'features/artifact',
  'features/revision',
  'features/seo',
  'features/search',
  'features/slug',
  'features/edit',
  'features/log',
];
const SHARED_CONSOLE = ['inbox', 'data', 'dashboard', 'auth'];

describe('architecture', () => {
  it('finds the registered kinds (a moved file must not make the checks pass vacuously)', () => {
    expect(KINDS.map((k) => k.type)).toEqual(
      expect.arrayContaining(['convo', 'pos', 'arg', 'article', 'tag', 'slug']),
    );
  });

  it('the backend machinery names no kind (a folder may name the kind it registers)', () => {
    const found = SHARED_BACKEND.flatMap((dir) => {
      const own = new Set(KINDS.filter((k) => path.basename(k.folder) === dir).map((k) => k.type));
      return filesUnder(path.join(SRC, dir), SOURCE)
        .filter((f) => !isTest(f) && !f.includes(`${path.sep}migrations${path.sep}`))
        .flatMap((f) => kindMentions(f, own));
    });
    expect(found).toEqual([]);
  });

  it("the reader's shell and shared features, and the console's inbox, data, dashboard and auth, name no kind", () => {
    const dirs = [
      ...SHARED_READER.map((d) => path.join(ROOT, 'reader-web/src', d)),
      ...SHARED_CONSOLE.map((d) => path.join(ROOT, 'admin-web/src', d)),
    ];
    const found = dirs.flatMap((dir) =>
      filesUnder(dir, SOURCE)
        .filter((f) => !isTest(f))
        // A feature may name the kind it is about (the slug feature, slugs).
        .flatMap((f) =>
          kindMentions(
            f,
            new Set(
              KINDS.map((k) => k.type).filter((t) => dir.endsWith(`features${path.sep}${t}`)),
            ),
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('web/ imports no domain (the session cookie aside), database/ and common/ none at all', () => {
    const floors: Record<string, readonly string[]> = {
      web: ['web', 'common', 'config', 'database'],
      database: ['database', 'common', 'config'],
      common: ['common', 'config', 'database'],
    };
    const found = Object.entries(floors).flatMap(([dir, allowed]) =>
      filesUnder(path.join(SRC, dir), SOURCE)
        .filter((f) => !isTest(f))
        .flatMap((f) =>
          importedTops(f, SRC)
            .filter(({ top }) => top !== '' && !allowed.includes(top))
            .filter(
              ({ specifier }) =>
                !(dir === 'web' && specifier.endsWith('session/session-cookie.js')),
            )
            .map(({ specifier }) => `${rel(f)} imports ${specifier}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it("the reader's features import nothing from app/ (app/ combines what they export)", () => {
    const features = path.join(ROOT, 'reader-web/src/features');
    const app = path.join(ROOT, 'reader-web/src/app');
    const found = filesUnder(features, SOURCE).flatMap((f) =>
      importsOf(f)
        .filter((s) => path.resolve(path.dirname(f), s).startsWith(app + path.sep))
        .map((s) => `${rel(f)} imports ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('no front-end file compares role names to decide what to show (capabilities from the server do)', () => {
    const roleWord = /['"`](user|editor|mod|admin)['"`]/;
    const aboutRoles = /\brole\b|\bRole\b|roles|hasRole|RANK/i;
    const found = ['reader-web/src', 'admin-web/src']
      .flatMap((dir) => filesUnder(path.join(ROOT, dir), SOURCE))
      // The console's Users screen lists the roles an admin may give.
      .filter(
        (f) => !isTest(f) && !f.includes(`admin-web${path.sep}src${path.sep}users${path.sep}`),
      )
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            (roleWord.test(line) && aboutRoles.test(line)) || /\bhasRole\(/.test(line)
              ? [`${rel(f)}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
