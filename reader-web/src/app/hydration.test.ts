import { describe, expect, it } from '@jest/globals';
import { isRouteErrorResponse } from 'react-router-dom';
import {
  APP_STATE_ID,
  appStateScript,
  deserializeRouterErrors,
  readAppState,
  serializeRouterErrors,
} from './hydration';

describe('router error serialization', () => {
  it('keeps error responses recognisable and hides other errors behind a generic one', () => {
    const serialized = serializeRouterErrors({
      page: { status: 404, statusText: 'Not Found', data: 'Not Found', internal: false },
      root: new Error('database password is hunter2'),
    });
    const revived = deserializeRouterErrors(JSON.parse(JSON.stringify(serialized)))!;

    expect(isRouteErrorResponse(revived.page)).toBe(true);
    expect(revived.page).toMatchObject({ status: 404 });
    expect(revived.root).toBeInstanceOf(Error);
    expect((revived.root as Error).message).toBe('Unexpected Server Error');
  });

  it('passes null through', () => {
    expect(serializeRouterErrors(null)).toBeNull();
    expect(deserializeRouterErrors(undefined)).toBeNull();
  });
});

describe('app state script', () => {
  it('escapes < and round-trips through the document', () => {
    const state = {
      store: { api: { note: '</script><script>alert(1)</script> <!--' } },
      router: { loaderData: { root: null }, errors: null },
    };
    const script = appStateScript(state);

    expect(script.startsWith(`<script id="${APP_STATE_ID}" type="application/json">`)).toBe(true);
    expect(script.slice(1, -'</script>'.length)).not.toContain('<');
    document.body.innerHTML = script;
    expect(readAppState(document)).toEqual(state);
  });

  it('is null without a server render', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readAppState(document)).toBeNull();
  });
});
