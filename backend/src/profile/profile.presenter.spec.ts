import { describe, expect, it } from '@jest/globals';
import type { UserEntity } from '../users/user.entity.js';
import { emptyProfile, toProfileFields, toPublicProfile } from './profile.presenter.js';

const user = {
  id: 'u1',
  username: 'ada-l',
  usernameCased: 'Ada-L',
  email: 'ada@example.org',
  passwordHash: '$argon2id$secret',
  role: 'admin',
  createdAt: new Date(),
  updatedAt: new Date(),
} as UserEntity;

const profile = {
  ...emptyProfile('u1'),
  fullName: 'Ada Lovelace',
  bio: 'Bio',
  location: 'London',
  link: 'https://example.org',
  expertise: 'Engines',
  categoryIds: ['c2', 'gone', 'c1'],
};
const cats = [
  { CategoryID: 'c1', Title: 'Alpha' },
  { CategoryID: 'c2', Title: 'Beta' },
];

describe('profile presenter', () => {
  it('shows only public fields, never the e-mail, hash, role or ids of the account', () => {
    const shown = toPublicProfile(user, profile, cats);
    expect(Object.keys(shown).sort()).toEqual(
      [
        'Bio',
        'Categories',
        'FullName',
        'Link',
        'Location',
        'ProfileImage',
        'UserCats',
        'UserExpertise',
        'Username',
      ].sort(),
    );
    const text = JSON.stringify(shown);
    expect(text).not.toContain('ada@example.org');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('admin');
    expect(shown.Username).toBe('Ada-L');
    expect(shown.ProfileImage).toBe('/api/user/profileimage/ada-l');
  });

  it("names the uploaded image's version in the image address", () => {
    const id = 'ab'.repeat(32);
    expect(toPublicProfile(user, profile, cats, id).ProfileImage).toBe(
      `/api/user/profileimage/ada-l?v=${id.slice(0, 16)}`,
    );
    expect(
      toPublicProfile({ username: 'a b', usernameCased: 'A b' }, profile, [], null).ProfileImage,
    ).toBe('/api/user/profileimage/a%20b');
  });

  it('keeps the saved order of categories and drops those that no longer exist', () => {
    expect(toPublicProfile(user, profile, cats).UserCats).toEqual(['c2', 'c1']);
    const own = toProfileFields(profile, cats);
    expect(own.UserCats).toEqual(['c2', 'c1']);
    expect(own.AllCategories).toBe(cats);
    expect(own.UserExpertise).toBe('Engines');
  });

  it('gives an empty profile to a user who never saved one', () => {
    expect(toProfileFields(emptyProfile('u2'), [])).toEqual({
      FullName: '',
      Bio: '',
      Location: '',
      Link: '',
      UserExpertise: '',
      UserCats: [],
      AllCategories: [],
    });
  });
});
