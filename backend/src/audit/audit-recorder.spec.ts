import { describe, expect, it } from '@jest/globals';
import type { DiffEntry } from '../revision/revision.entity.js';
import { auditActionOf, auditReasonOf } from './audit-recorder.js';

const deleted = (Old: string | null, New: string | null): DiffEntry => ({
  Field: 'Deleted',
  Old,
  New,
});
const title: DiffEntry = { Field: 'Title', Old: 'a', New: 'b' };

describe('auditActionOf', () => {
  it('reads a deletion from Deleted false -> true', () => {
    expect(auditActionOf([deleted('false', 'true')], false)).toBe('delete');
    expect(auditActionOf([title, deleted(null, 'true')], false)).toBe('delete');
  });

  it('reads a restore from Deleted true -> false (a revert of a deletion)', () => {
    expect(auditActionOf([deleted('true', 'false')], false)).toBe('restore');
    expect(auditActionOf([deleted('true', null), title], false)).toBe('restore');
  });

  it('reads an inbox undo as an undo, whatever it changed', () => {
    expect(auditActionOf([title], true)).toBe('undo');
    expect(auditActionOf([deleted('false', 'true')], true)).toBe('undo');
    expect(auditActionOf([deleted('true', 'false')], true)).toBe('undo');
  });

  it('records nothing for other revisions', () => {
    expect(auditActionOf([title], false)).toBeNull();
    expect(auditActionOf([], false)).toBeNull();
    // A creation does not record "not deleted"; a revert that keeps the deletion changes nothing.
    expect(auditActionOf([deleted(null, 'false')], false)).toBeNull();
  });
});

describe('auditReasonOf', () => {
  it('is the description, or nothing when the write path filled in its default', () => {
    expect(auditReasonOf({ userDescription: 'Spam' })).toBe('Spam');
    expect(auditReasonOf({ userDescription: 'Added content' })).toBe('');
  });
});
