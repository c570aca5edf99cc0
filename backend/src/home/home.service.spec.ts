import { describe, expect, it } from '@jest/globals';
import type { UserEntity } from '../users/user.entity.js';
import { HomeService } from './home.service.js';

const user = { id: 'u1', username: 'ada', usernameCased: 'Ada', role: 'editor' } as UserEntity;

describe('HomeService.globals', () => {
  const home = new HomeService();

  it('gives anonymous globals', () => {
    expect(home.globals(undefined, '/edit/c/1')).toEqual({
      User: null,
      edit: false,
      role: null,
      uid: null,
      username: null,
    });
  });

  it('gives the user and the edit flag on /edit/ pages', () => {
    expect(home.globals(user, '/edit/c/1')).toEqual({
      User: {
        uid: 'u1',
        username: 'ada',
        Username: 'Ada',
        role: 'editor',
        ProfileImage: '/api/user/profileimage/ada',
      },
      edit: true,
      role: 'editor',
      uid: 'u1',
      username: 'ada',
    });
    expect(home.globals(user, '/c/1').edit).toBe(false);
    expect(home.globals(user, undefined).edit).toBe(false);
  });
});
