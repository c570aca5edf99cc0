import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi } from '../../../test/fake-api';
import type { SuggestionStateDto } from '../../../api/types';
import { renderApp } from '../../../test/render-app';
import { meWith, reqPage } from '../req-fixtures';

const REQ_PAGE = /^\/(?:edit\/)?req\/|^\/internal\/admin\/edit\/req\//;

describe('request pages', () => {
  it('shows the title, the issue, what it is about and the Read/Edit/History tabs', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /req/get': { body: reqPage() } });
    renderApp('/req/req1', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cite the Tallinn study' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /req/get')[0].search).toBe('?reqID=req1');
    expect(
      screen.getByText('The argument claims fewer cars but cites nothing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free buses cut traffic' })).toHaveAttribute(
      'href',
      '/a/arg1',
    );
    expect(screen.getByRole('link', { name: 'All requests about it' })).toHaveAttribute(
      'href',
      '/reqs/a/arg1',
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Request pages' }));
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/req/req1',
      '/edit/req/req1',
      '/history/req/req1',
    ]);
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Cite the Tallinn study | Opinion Encyclopedia'),
    );
  });

  it('shows a suggested question with what became of it, and no artifact it is about', async () => {
    const suggestion = (state: Partial<SuggestionStateDto>) =>
      reqPage({
        Title: 'Should cities ban private cars?',
        Issue: 'Several cities are voting on it this year.',
        ArtifactType: 'suggest',
        ArtifactID: '',
        ArtifactTitle: '',
        ArtifactLink: '',
        Suggestion: true,
        SuggestionState: {
          Outcome: 'open',
          ConvoID: '',
          ConvoLink: '',
          DeclineReason: '',
          ...state,
        },
      });
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /req/get': {
        body: suggestion({ Outcome: 'question', ConvoID: 'c7', ConvoLink: '/c/c7' }),
      },
    });
    renderApp('/req/req1', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Should cities ban private cars?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Suggested question')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'read the question' })).toHaveAttribute(
      'href',
      '/c/c7',
    );
    expect(screen.getByRole('heading', { name: 'Why it matters' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All requests about it' })).not.toBeInTheDocument();
  });

  it('discusses the request in its own comment thread', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /req/get': { body: reqPage() },
      'POST /comment/get': {
        body: { Comments: [], HasMore: false, NextCursor: null, canDeleteComments: false },
      },
    });
    renderApp('/req/req1', api);
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /comment/get')).toHaveLength(1));
    expect(api.callsTo('POST /comment/get')[0].body).toEqual({ body: { threadID: 'req1' } });
  });

  it('lets a member edit the title and issue on /edit/req/, without Delete unless the request Delete flag says so', async () => {
    const api = createFakeApi({
      'GET /me': meWith('Ada', canDo({ req: { Edit: true } }), (path) => REQ_PAGE.test(path)),
      'GET /req/get': { body: reqPage() },
      'GET /getfield': { body: { Value: 'Cite the Tallinn study' } },
    });
    const { user } = renderApp('/edit/req/req1', api);
    expect(await screen.findByRole('button', { name: 'Edit issue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: /title/i })).toHaveValue(
      'Cite the Tallinn study',
    );
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('offers Delete with the request Delete flag', async () => {
    const api = createFakeApi({
      'GET /me': meWith('Ed', canDo({ req: { Edit: true, Delete: true } }), (path) =>
        REQ_PAGE.test(path),
      ),
      'GET /req/get': { body: reqPage() },
      'GET /getfield': { body: { Value: 'Cite the Tallinn study' } },
    });
    const { user } = renderApp('/edit/req/req1', api);
    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    expect(await screen.findByRole('button', { name: 'Delete this request' })).toBeInTheDocument();
  });

  it('asks anonymous visitors on an edit page to sign up or log in', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /req/get': { body: reqPage() } });
    renderApp('/edit/req/req1', api);
    expect(
      await screen.findByText(/Anyone with an account can edit this request/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
  });

  it("moves an admin request's edit page to the internal admin area, editable by editors", async () => {
    const admin = reqPage({
      ReqID: 'adm1',
      Link: '/req/adm1',
      Admin: true,
      ArtifactType: 'admin',
      ArtifactID: '',
      ArtifactTitle: '',
      ArtifactLink: '',
    });
    const api = createFakeApi({
      'GET /me': meWith('Ed', canDo({ adminReq: { Edit: true } }), (path) => REQ_PAGE.test(path)),
      'GET /req/get': { body: admin },
    });
    const { router } = renderApp('/edit/req/adm1', api);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/internal/admin/edit/req/adm1'),
    );
    expect(await screen.findByRole('button', { name: 'Edit issue' })).toBeInTheDocument();
    expect(screen.getByText('Request about the site')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All requests about the site' })).toHaveAttribute(
      'href',
      '/reqs/admin',
    );
    const tabs = within(screen.getByRole('navigation', { name: 'Request pages' }));
    expect(tabs.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/internal/admin/edit/req/adm1',
    );
  });

  it('shows no edit tools to a plain user in the internal admin area (the server says so)', async () => {
    const admin = reqPage({ ReqID: 'adm1', Admin: true, ArtifactType: 'admin' });
    const api = createFakeApi({
      'GET /me': meWith(
        'Ada',
        canDo({ req: { Edit: true } }),
        (path) => !path.startsWith('/internal/'),
      ),
      'GET /req/get': { body: admin },
    });
    renderApp('/internal/admin/edit/req/adm1', api);
    expect(
      await screen.findByText(
        'Your account cannot edit this request about the site. You can still read it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit issue' })).not.toBeInTheDocument();
  });
});
