import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'a'.repeat(43);

describe('reset password page', () => {
  it('is linked from the login page', async () => {
    const { user, router } = renderApp('/login', createFakeApi({ 'GET /me': anonymousMe }));
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/resetpassword'));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('asks for a link by e-mail and says what happens, whatever the address', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /user/requestpasswordreset': { body: { Requested: true } },
    });
    const { user } = renderApp('/app/resetpassword', api);
    await user.type(await screen.findByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses ada@example.org, a link to reset its password is on its way.',
    );
    expect(api.callsTo('POST /user/requestpasswordreset')[0].body).toEqual({
      body: { email: 'ada@example.org' },
    });
  });

  it('sets the new password with the link token, then goes home signed in', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /user/resetpassword': { body: memberMe('Ada').body },
    });
    const { user, router } = renderApp(`/app/resetpassword?token=${TOKEN}`, api);
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new passphrase!');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new password and its confirmation differ.',
    );
    expect(api.callsTo('POST /user/resetpassword')).toHaveLength(0);
    await user.type(screen.getByLabelText('Confirm new password'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST /user/resetpassword')[0].body).toEqual({
      body: { token: TOKEN, newPassword: 'a new passphrase' },
    });
  });

  it("shows the server's sentence for a used link", async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'POST /user/resetpassword': {
        status: 400,
        body: {
          error: 'This password reset link has expired or was already used; ask for a new one.',
        },
      },
    });
    const { user } = renderApp(`/app/resetpassword?token=${TOKEN}`, api);
    await user.type(await screen.findByLabelText('New password'), 'a new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
  });
});
