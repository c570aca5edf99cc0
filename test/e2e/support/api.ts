import { expect } from '@jest/globals';
import { e2eAdmin } from './accounts.js';
import { BASE_URL, uniqueAccount } from './browser.js';

/** Direct API calls for test setup (the browser flows under test never use these). */
export async function apiPost<T>(
  path: string,
  body: object,
  cookie?: string,
): Promise<{ status: number; json: T; cookie?: string }> {
  const res = await fetch(`${BASE_URL()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ body }),
  });
  const setCookie = res.headers.get('set-cookie')?.split(';')[0];
  return { status: res.status, json: (await res.json()) as T, cookie: setCookie ?? cookie };
}

export async function apiGet<T>(path: string, cookie?: string): Promise<T> {
  const res = await fetch(`${BASE_URL()}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return (await res.json()) as T;
}

export async function createAccount(account: {
  email: string;
  username: string;
  password: string;
}) {
  const res = await apiPost<{ User: { uid: string } }>('/api/signup', account);
  if (res.status !== 201) throw new Error(`signup failed with ${res.status}`);
  return { ...account, uid: res.json.User.uid, cookie: res.cookie! };
}

/** A new account (named after prefix) that the suite's admin gives a role through the admin API. */
export async function createAccountWithRole(prefix: string, role: 'editor' | 'mod') {
  const admin = e2eAdmin();
  const login = await apiPost('/api/login', { email: admin.email, password: admin.password });
  expect(login.status).toBe(200);
  const account = await createAccount(uniqueAccount(prefix));
  const set = await apiPost('/api/admin/users/setrole', { uid: account.uid, role }, login.cookie);
  expect(set.status).toBe(200);
  return account;
}
