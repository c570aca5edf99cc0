/** The admin the browser tests' server was started with (global setup passes it through the environment). */
export function e2eAdmin(): { email: string; username: string; password: string } {
  const json = process.env.E2E_ADMIN_JSON;
  if (!json) throw new Error('E2E_ADMIN_JSON is not set: run through `npm run test:e2e`.');
  return JSON.parse(json);
}
