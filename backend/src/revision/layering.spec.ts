import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The content engine sits below the domains: revision/ and inbox/ may import only each other
 * (inbox -> revision), common/ and libraries. A domain plugs in by registering its kind.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE = ['revision', 'inbox'];
const ALLOWED = new Set(['common', ...ENGINE]);

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)];
  return specifiers.map((m) => m[1]).filter((s) => s.startsWith('.'));
}

describe('layering', () => {
  it('finds the engine files (a moved folder must not make this pass vacuously)', () => {
    for (const dir of ENGINE) {
      expect(
        readdirSync(path.join(SRC, dir)).filter((f) => f.endsWith('.ts')).length,
      ).toBeGreaterThan(2);
    }
  });

  it('revision/ and inbox/ import no domain', () => {
    const offending: string[] = [];
    for (const dir of ENGINE) {
      for (const name of readdirSync(path.join(SRC, dir))) {
        if (!name.endsWith('.ts')) continue;
        const file = path.join(SRC, dir, name);
        for (const specifier of importsOf(file)) {
          const target = path.relative(SRC, path.resolve(path.dirname(file), specifier));
          const top = target.split(path.sep)[0];
          if (!ALLOWED.has(top)) offending.push(`${dir}/${name} imports ${specifier}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('revision/ does not import inbox/ (the inbox subscribes to the write path)', () => {
    const offending = readdirSync(path.join(SRC, 'revision'))
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        importsOf(path.join(SRC, 'revision', name))
          .filter((s) => s.includes('/inbox/'))
          .map((s) => `revision/${name} imports ${s}`),
      );
    expect(offending).toEqual([]);
  });
});
