import { describe, expect, it } from '@jest/globals';
import type { DiffEntry } from '../revision/revision.entity.js';
import { auditActionOf, auditReasonOf } from './audit-recorder.js';

const revision = (diff: DiffEntry[], args: object = {}) => ({
  argsJson: JSON.stringify(args),
  diff,
});
const deleted = (Old: string | null, New: string | null): DiffEntry => ({
  Field: 'Deleted',
  Old,
  New,
});
const title: DiffEntry = { Field: 'Title', Old: 'a', New: 'b' };

describe('auditActionOf', () => {
  it('reads a deletion from Deleted false -> true', () => {
    expect(auditActionOf(revision([deleted('false', 'true')]))).toBe('delete');
    expect(auditActionOf(revision([title, deleted(null, 'true')]))).toBe('delete');
  });

  it('reads a restore from Deleted true -> false (a revert of a deletion)', () => {
    expect(auditActionOf(revision([deleted('true', 'false')], { RevID: 'r1' }))).toBe('restore');
    expect(auditActionOf(revision([deleted('true', null), title]))).toBe('restore');
  });

  it('reads an inbox undo from its args, before anything it changed', () => {
    expect(auditActionOf(revision([title], { RevID: 'r1', Undo: true }))).toBe('undo');
    expect(auditActionOf(revision([deleted('false', 'true')], { RevID: 'r', Undo: true }))).toBe(
      'undo',
    );
    expect(auditActionOf(revision([deleted('true', 'false')], { RevID: 'r', Undo: true }))).toBe(
      'undo',
    );
  });

  it('records nothing for other revisions', () => {
    expect(auditActionOf(revision([title]))).toBeNull();
    expect(auditActionOf(revision([]))).toBeNull();
    // A creation does not record "not deleted"; a revert that keeps the deletion changes nothing.
    expect(auditActionOf(revision([deleted(null, 'false')]))).toBeNull();
    expect(auditActionOf(revision([title], { RevID: 'r1', Undo: false }))).toBeNull();
    expect(auditActionOf(revision([title], { RevID: 'r1', Undo: 'true' }))).toBeNull();
  });

  it('reads args that are not an object, or not JSON, as no undo', () => {
    for (const argsJson of ['null', '[]', '"Undo"', '{', ''])
      expect(auditActionOf({ argsJson, diff: [title] })).toBeNull();
  });
});

describe('auditReasonOf', () => {
  it('is the description, or nothing when the write path filled in its default', () => {
    expect(auditReasonOf({ userDescription: 'Spam' })).toBe('Spam');
    expect(auditReasonOf({ userDescription: 'Added content' })).toBe('');
  });
});
