import type { FakeApi } from './fake-api';

/**
 * The body of the first edit the fake API received on `call` (e.g. 'POST /arg/edit'), its
 * action's ArgsJSON parsed, so that a test can compare it as an object.
 */
export function sentEdit(
  api: FakeApi,
  call = 'POST /arg/edit',
): Record<string, unknown> & {
  revDesc: string;
  action: { ActionName: string; ArgsJSON: unknown };
} {
  const body = (api.callsTo(call)[0].body as { body: Record<string, unknown> }).body;
  const action = body.action as { ActionName: string; ArgsJSON: string };
  return {
    ...body,
    revDesc: body.revDesc as string,
    action: { ...action, ArgsJSON: JSON.parse(action.ArgsJSON) as unknown },
  };
}
