import { BadRequestException, ConflictException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { ArtifactSlugEntity } from './slug.entity.js';
import { checkSlug, slugKind } from './slug.kind.js';
import { slugAvailability, slugCreated, slugOfArtifact } from './slug.presenter.js';

// Paths that never reach the database: no manager is used (the API tests cover the rest).
const noManager = {} as EntityManager;

function record(slug = 'should-voting-be-compulsory'): ArtifactSlugEntity {
  return {
    id: 'abcdefghijkl',
    artifactType: 'convo',
    slug,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

describe('checkSlug', () => {
  it('returns the normalised slug', () => {
    expect(checkSlug('Should Voting be compulsory?')).toBe('should-votingbecompulsory');
  });

  it('refuses a slug that breaks a rule with 400, naming the normalised slug', () => {
    expect(() => checkSlug('!!!')).toThrow(BadRequestException);
    expect(() => checkSlug('A!')).toThrow('The slug "a" must be at least 3');
  });
});

describe('slugKind', () => {
  it('snapshots the slug, never deleted', async () => {
    expect(await slugKind.snapshot(noManager, record())).toEqual({
      Slug: 'should-voting-be-compulsory',
      Deleted: 'false',
    });
  });

  it("links to the short link of the artifact, at its kind's level", () => {
    const kinds = {
      has: (type: string) => type === 'convo' || type === 'req',
      get: (type: string) => ({
        page: type === 'convo' ? { level: 'c', slugged: true } : { level: 'req' },
      }),
    };
    expect(slugKind.link(record(), kinds)).toBe('/c/should-voting-be-compulsory');
    expect(slugKind.link({ ...record(), artifactType: 'req' }, kinds)).toBe(
      '/should-voting-be-compulsory',
    );
    expect(slugKind.name(record())).toBe('should-voting-be-compulsory');
  });

  it('cannot be removed, only changed', async () => {
    await expect(slugKind.applyField(noManager, record(), 'Deleted', 'true')).rejects.toThrow(
      ConflictException,
    );
    await expect(
      slugKind.applyField(noManager, record(), 'Deleted', 'false'),
    ).resolves.toBeUndefined();
  });

  it('refuses unknown fields and bad slugs before touching the database', async () => {
    await expect(slugKind.applyField(noManager, record(), 'Title', 'x')).rejects.toThrow(
      BadRequestException,
    );
    await expect(slugKind.applyField(noManager, record(), 'Slug', 'ab')).rejects.toThrow(
      /at least 3 characters/,
    );
    await expect(slugKind.applyField(noManager, record(), 'Slug', null)).rejects.toThrow(
      /is empty/,
    );
  });

  it('lets editors and up set slugs, and nobody delete one', () => {
    expect(slugKind.access?.rules?.create?.who).toBe('editor');
    expect(slugKind.access?.rules?.edit?.who).toBe('editor');
    expect(slugKind.access?.rules?.delete?.who).toBe('nobody');
  });
});

describe('slug presenter', () => {
  it('gives the spec fields', () => {
    expect(slugAvailability('abc', true)).toEqual({ Slug: 'abc', Available: true });
    expect(slugAvailability('abc', false, 'why')).toEqual({
      Slug: 'abc',
      Available: false,
      Reason: 'why',
    });
    expect(slugOfArtifact(null)).toEqual({ Slug: '' });
    expect(slugOfArtifact(record())).toEqual({ Slug: 'should-voting-be-compulsory' });
    expect(slugCreated({ id: 'i', slug: 's', artifactType: 'tag' }, '/tags/s', 'r')).toEqual({
      Slug: 's',
      ArtifactType: 'tag',
      ArtifactID: 'i',
      Link: '/tags/s',
      RevID: 'r',
    });
  });
});
