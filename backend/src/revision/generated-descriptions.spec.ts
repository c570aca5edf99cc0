import { describe, expect, it } from '@jest/globals';
import { quotedTitle } from '../common/text-rules.js';
import { revertDescription, undoDescription } from './generated-descriptions.js';

const revision = {
  usernameCased: 'Ada',
  createdAt: new Date('2026-11-29T02:33:59.900Z'),
  artifactName: 'Should towns light their streets all night?',
};

describe('generated descriptions', () => {
  it('name an undone or restored revision by its author, minute and title, not its id', () => {
    expect(undoDescription(revision)).toBe(
      'Undid the edit to “Should towns light their streets all night?” by Ada on 29 Nov 2026, 02:33 UTC',
    );
    expect(revertDescription({ ...revision, createdAt: new Date('2026-03-05T09:05:00Z') })).toBe(
      'Reverted to “Should towns light their streets all night?” as Ada left it on 5 Mar 2026, 09:05 UTC',
    );
  });

  it('quote a title cut to 80 characters, its own curly quotes and line breaks made plain', () => {
    expect(quotedTitle('The “best”\nanswer')).toBe('“The "best" answer”');
    const long = quotedTitle('x'.repeat(100));
    expect([...long]).toHaveLength(82);
    expect(long.endsWith('x…”')).toBe(true);
    expect(quotedTitle('y'.repeat(80))).toBe(`“${'y'.repeat(80)}”`);
  });
});
