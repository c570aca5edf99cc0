import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readClientManifest } from './page-renderer.js';

describe('readClientManifest', () => {
  let dist: string;

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'reader-dist-'));
  });

  afterEach(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  function writeManifest(text: string): void {
    mkdirSync(path.join(dist, 'client/.vite'), { recursive: true });
    writeFileSync(path.join(dist, 'client/.vite/manifest.json'), text);
  }

  it('reads the client build’s manifest', () => {
    const manifest = {
      'index.html': { file: 'assets/index-E.js', isEntry: true },
      'src/pages/history-page.tsx': {
        file: 'assets/history-page-H.js',
        css: ['assets/history-page-H.css'],
      },
    };
    writeManifest(JSON.stringify(manifest));
    expect(readClientManifest(dist)).toEqual(manifest);
  });

  it('answers undefined without a build', () => {
    expect(readClientManifest(dist)).toBeUndefined();
  });

  it('refuses a file that is not a manifest', () => {
    writeManifest('[]');
    expect(() => readClientManifest(dist)).toThrow('is not a Vite manifest');
  });
});
