import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AdminBootstrapService } from '../../backend/src/users/admin-bootstrap.service.js';
import { signup, startTestApp, type TestApp } from './support/test-app.js';

describe('admin bootstrap', () => {
  describe('without ADMIN_* settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('creates one admin with a generated password on the first start only', async () => {
      const first = await t.app.get(AdminBootstrapService).ensureAdmin();
      expect(first.generated).toMatchObject({ username: 'admin', email: 'admin@localhost' });
      const second = await t.app.get(AdminBootstrapService).ensureAdmin();
      expect(second.generated).toBeUndefined();
      expect(await t.sql(`SELECT 1 FROM users WHERE role = 'admin'`)).toHaveLength(1);
      const login = await request(t.http)
        .post('/api/login')
        .send({ body: { email: 'admin@localhost', password: first.generated!.password } });
      expect(login.status).toBe(200);
      expect(login.body.User.role).toBe('admin');
    });
  });

  describe('with ADMIN_* settings', () => {
    let t: TestApp;
    const admin = {
      email: 'Root@Example.org',
      username: 'RootAdmin',
      password: 'configured admin password',
    };
    beforeAll(async () => {
      t = await startTestApp({ admin });
    });
    afterAll(() => t.close());
    beforeEach(() => t.sql('DELETE FROM users'));

    function login(email: string, password: string) {
      return request(t.http).post('/api/login').send({ body: { email, password } });
    }

    it('refuses to start, changing nothing, when someone else registered ADMIN_EMAIL first', async () => {
      const squatter = t.agent();
      const { uid } = await signup(squatter, {
        email: 'root@example.org',
        username: 'squatter',
        password: 'a claim jumper passphrase',
      });
      const service = t.app.get(AdminBootstrapService);
      await expect(service.ensureAdmin()).rejects.toThrow(
        'ADMIN_EMAIL root@example.org belongs to an existing account (squatter) that is not an admin, ' +
          'and ADMIN_PASSWORD is not its password, so it was not made admin. If that account is yours, ' +
          'set ADMIN_PASSWORD to its password (or run `npm run set-role -- root@example.org admin`); ' +
          'otherwise set ADMIN_EMAIL to an address no account uses.',
      );
      expect(await t.sql(`SELECT id, role FROM users`)).toEqual([{ id: uid, role: 'user' }]);
      expect((await squatter.get('/api/home')).body.User).toMatchObject({ uid, role: 'user' });
      expect((await login(admin.email, admin.password)).status).toBe(401);
    });

    it('promotes an existing account whose password is ADMIN_PASSWORD, and ends its sessions', async () => {
      const earlier = t.agent();
      const { uid } = await signup(earlier, {
        email: 'ROOT@example.org',
        username: 'Operator',
        password: admin.password,
      });
      await t.app.get(AdminBootstrapService).ensureAdmin();
      expect(await t.sql(`SELECT id, username_cased, role FROM users`)).toEqual([
        { id: uid, username_cased: 'Operator', role: 'admin' },
      ]);
      expect((await earlier.get('/api/home')).body.User).toBeNull();
      const fresh = await login(admin.email, admin.password);
      expect(fresh.status).toBe(200);
      expect(fresh.body.User).toMatchObject({ uid, role: 'admin' });
    });

    it('makes the admin exist idempotently, even when two starts race', async () => {
      const service = t.app.get(AdminBootstrapService);
      await Promise.all([service.ensureAdmin(), service.ensureAdmin()]);
      await service.ensureAdmin();
      expect(await t.sql(`SELECT username_cased, role FROM users`)).toEqual([
        { username_cased: 'RootAdmin', role: 'admin' },
      ]);
      const login1 = await login(admin.email, admin.password);
      expect(login1.status).toBe(200);
      expect(login1.body.User.role).toBe('admin');
    });

    it('gives the existing admin a changed ADMIN_PASSWORD and logs it out everywhere', async () => {
      const service = t.app.get(AdminBootstrapService);
      await service.ensureAdmin();
      const session = t.agent();
      await session
        .post('/api/login')
        .send({ body: { email: admin.email, password: admin.password } });
      expect((await session.get('/api/home')).body.User.role).toBe('admin');
      const configured = admin.password;
      try {
        admin.password = 'a rotated admin password';
        await service.ensureAdmin();
        expect((await session.get('/api/home')).body.User).toBeNull();
        expect((await login(admin.email, configured)).status).toBe(401);
        expect((await login(admin.email, 'a rotated admin password')).status).toBe(200);
      } finally {
        admin.password = configured;
      }
    });

    it('refuses an ADMIN_USERNAME that another account has', async () => {
      await signup(t.agent(), {
        email: 'someone@example.org',
        username: 'rootadmin',
        password: 'a different passphrase',
      });
      await expect(t.app.get(AdminBootstrapService).ensureAdmin()).rejects.toThrow(
        'ADMIN_USERNAME "RootAdmin" belongs to another account (someone@example.org); choose another.',
      );
    });
  });
});
