import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const QUESTION = 'Should cities ban private cars?';
const WHY = 'Several cities are voting on it this year.';

describe('suggest page', () => {
  it('saves the question and why it matters as a suggestion, Submitting... while it is sent', async () => {
    const saved = deferred({ status: 201, body: { ReqID: 'req9', Location: '/req/req9' } });
    const api = createFakeApi({ 'GET /me': memberMe('Ada'), 'POST /req/new': saved.route });
    const { user } = renderApp('/suggest', api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suggest a question' }),
    ).toBeInTheDocument();
    const question = await screen.findByRole('textbox', { name: 'Your question' });
    const why = screen.getByRole('textbox', { name: 'Why it matters' });
    await user.type(question, `  ${QUESTION}`);
    await user.type(why, WHY);
    expect(screen.getByText(/^\d+ characters \(10 to 75\)$/)).toHaveClass('char-counter--within');
    expect(screen.getByText(/^\d+ characters \(20 to 300\)$/)).toHaveClass('char-counter--within');
    await user.click(screen.getByRole('button', { name: 'Suggest' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    saved.release();
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Thank you: your suggestion is saved');
    expect(within(done).getByRole('link', { name: 'on its page' })).toHaveAttribute(
      'href',
      '/req/req9',
    );
    expect(within(done).getByRole('link', { name: 'on your profile' })).toHaveAttribute(
      'href',
      '/u/ada#suggestions',
    );
    expect(api.callsTo('POST /req/new')[0].body).toEqual({
      body: { artifactType: 'suggest', title: QUESTION, issue: WHY },
    });

    // Another one starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Suggest another question' }));
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toHaveValue('');
  });

  it("shows the server's error, keeps what was typed, and lets the reader try again", async () => {
    let calls = 0;
    const api = createFakeApi({
      'GET /me': memberMe('Ada'),
      'POST /req/new': () =>
        (calls += 1) === 1
          ? {
              status: 400,
              body: { error: 'The reason it matters must be 20 to 300 characters; it has 5.' },
            }
          : { status: 201, body: { ReqID: 'req2', Location: '/req/req2' } },
    });
    const { user } = renderApp('/suggest', api);
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), QUESTION);
    const why = screen.getByRole('textbox', { name: 'Why it matters' });
    await user.type(why, 'Short');
    expect(screen.getByText('5 characters (20 to 300): too short')).toHaveClass(
      'char-counter--outside',
    );
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reason it matters must be 20 to 300 characters; it has 5.',
    );
    expect(screen.getByRole('button', { name: 'Suggest' })).toBeEnabled();
    expect(why).toHaveValue('Short');
    await user.type(why, ' but now long enough to count.');
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your suggestion is saved');
    expect(calls).toBe(2);
  });

  it('says when the network fails', async () => {
    const api = createFakeApi({ 'GET /me': memberMe('Ada'), 'POST /req/new': 'network-error' });
    const { user } = renderApp('/suggest', api);
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), QUESTION);
    await user.type(screen.getByRole('textbox', { name: 'Why it matters' }), WHY);
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
  });

  it('asks anonymous visitors to sign up or log in, with no form', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe });
    renderApp('/suggest', api);
    const page = within(await screen.findByRole('region', { name: 'Suggest a question' }));
    expect(await page.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /req/new')).toHaveLength(0));
  });
});
