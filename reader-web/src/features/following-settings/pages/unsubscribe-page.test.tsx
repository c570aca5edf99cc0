import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'user00000001.abc';

describe('/unsubscribe', () => {
  it('asks before stopping the digests of the link’s reader, without a login', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /digest/unsubscribe': { body: { Username: 'Ada', Digest: 'daily' } },
      'POST /digest/unsubscribe': { body: { Username: 'Ada', Digest: 'off' } },
    });
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByText('Stop e-mail digests for Ada?')).toBeInTheDocument();
    expect(api.callsTo('GET /digest/unsubscribe')[0].search).toBe(
      `?token=${encodeURIComponent(TOKEN)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Stop e-mail digests' }));
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail digests for Ada are off.');
    expect(api.callsTo('POST /digest/unsubscribe')[0].body).toEqual({ body: { Token: TOKEN } });
  });

  it('says so when the link is not valid', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /digest/unsubscribe': {
        status: 400,
        body: { error: 'This unsubscribe link is not valid.' },
      },
    });
    renderApp('/unsubscribe?token=forged', api);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Stop e-mail digests' })).not.toBeInTheDocument();
  });
});
