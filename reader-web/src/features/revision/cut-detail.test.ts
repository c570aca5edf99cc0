import { describe, expect, it } from '@jest/globals';
import { cutDetail } from './cut-detail';

describe('a revision’s detail text', () => {
  it('is cut at 40 characters, the 40th an ellipsis', () => {
    expect(cutDetail('x'.repeat(40))).toBe('x'.repeat(40));
    expect(cutDetail('x'.repeat(41))).toBe('x'.repeat(39) + '…');
    expect([...cutDetail('é'.repeat(50))]).toHaveLength(40);
  });
});
