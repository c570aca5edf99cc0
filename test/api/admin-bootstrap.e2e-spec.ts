import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AdminBootstrapService } from '../../backend/src/users/admin-bootstrap.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

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

    it('makes that account exist idempotently, and follows a changed password', async () => {
      const service = t.app.get(AdminBootstrapService);
      await Promise.all([service.ensureAdmin(), service.ensureAdmin()]);
      const rows = await t.sql<{ username_cased: string; role: string }>(
        `SELECT username_cased, role FROM users`,
      );
      expect(rows).toEqual([{ username_cased: 'RootAdmin', role: 'admin' }]);
      const login = await request(t.http)
        .post('/api/login')
        .send({ body: { email: admin.email, password: admin.password } });
      expect(login.status).toBe(200);

      await t.sql(`UPDATE users SET role = 'user'`);
      Object.assign(admin, { password: 'a rotated admin password' });
      await service.ensureAdmin();
      const after = await t.sql<{ role: string }>(`SELECT role FROM users`);
      expect(after).toEqual([{ role: 'admin' }]);
      const relogin = await request(t.http)
        .post('/api/login')
        .send({ body: { email: admin.email, password: 'a rotated admin password' } });
      expect(relogin.status).toBe(200);
    });
  });
});
