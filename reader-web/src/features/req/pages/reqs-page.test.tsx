import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, canDo, createFakeApi, memberMe } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { reqList } from '../req-fixtures';

describe('discussion pages (/reqs/...)', () => {
  it("lists an argument's requests, each linking to its page, with a link back", async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /req/list': { body: reqList() } });
    renderApp('/reqs/a/arg1', api);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByRole('link', { name: 'Free buses cut traffic' })).toHaveAttribute(
      'href',
      '/a/arg1',
    );
    expect(api.callsTo('GET /req/list')[0].search).toBe('?artifactType=arg&artifactID=arg1');
    const list = within(screen.getByRole('list', { name: 'Requests' }));
    expect(list.getByRole('link', { name: 'Cite the Tallinn study' })).toHaveAttribute(
      'href',
      '/req/req1',
    );
    expect(list.getAllByRole('listitem')[0]).toHaveTextContent('by Ada, 4 Mar 2026, 10:20 UTC');
    // The argument's tabs, Discuss current.
    const tabs = screen.getByRole('navigation', { name: 'Argument pages' });
    expect(within(tabs).getByRole('link', { name: 'Discuss' })).toHaveClass('active');
    await waitFor(() =>
      expect(document.title).toBe('Discuss: Free buses cut traffic | Opinion Encyclopedia'),
    );
  });

  it('asks anonymous visitors to sign up or log in instead of New Request', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /req/list': { body: reqList() } });
    renderApp('/reqs/c/convo1', api);
    const prompt = await screen.findByText(/to open a request/);
    expect(prompt).toHaveTextContent('Sign up or log in to open a request.');
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(prompt).getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'New Request' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /req/list')[0].search).toBe('?artifactType=convo&artifactID=convo1');
  });

  it('gives members New Request, which opens the modal with its hint', async () => {
    const api = createFakeApi({
      'GET /me': memberMe('Ada'),
      'GET /req/list': { body: reqList({ Reqs: [] }) },
    });
    const { user } = renderApp('/reqs/a/arg1', api);
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'New Request' }));
    expect(await screen.findByRole('dialog', { name: 'New Request' })).toHaveTextContent(
      'Requests resolve disagreements about content',
    );
  });

  it('shows the 404 page for an unknown argument', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /req/list': { status: 404, body: { error: 'There is no arg with id x.' } },
    });
    renderApp('/reqs/a/x', api);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('lists admin requests, with New Admin Request and New Article for those who may create them', async () => {
    const admin = reqList({
      ArtifactType: 'admin',
      ArtifactID: '',
      ArtifactTitle: '',
      ArtifactLink: '',
      Reqs: [
        {
          ReqID: 'adm1',
          Title: 'Add a Health category',
          Link: '/req/adm1',
          Status: 'open',
          CreatedBy: 'Ed',
          Created: '2026-03-04T10:20:00.000Z',
        },
      ],
    });
    const editorApi = createFakeApi({
      'GET /me': memberMe('Ed', canDo({ adminReq: { Create: true }, article: { Create: true } })),
      'GET /req/list': { body: admin },
    });
    const { user, unmount } = renderApp('/reqs/admin', editorApi);
    expect(
      await screen.findByRole('heading', { name: 'Requests about the site' }),
    ).toBeInTheDocument();
    expect(editorApi.callsTo('GET /req/list')[0].search).toBe('?artifactType=admin');
    expect(screen.getByRole('link', { name: 'Add a Health category' })).toHaveAttribute(
      'href',
      '/req/adm1',
    );
    await user.click(await screen.findByRole('button', { name: 'New Admin Request' }));
    expect(await screen.findByRole('dialog', { name: 'New Admin Request' })).toHaveTextContent(
      'Requests about the site discuss changes to any part of it',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'New Article' }));
    expect(await screen.findByRole('dialog', { name: 'New Article' })).toBeInTheDocument();
    unmount();

    // Opening requests about questions is not opening admin requests.
    const userApi = createFakeApi({
      'GET /me': memberMe('Ada', canDo({ req: { Create: true } })),
      'GET /req/list': { body: admin },
    });
    const plain = renderApp('/reqs/admin', userApi);
    expect(
      await screen.findByRole('heading', { name: 'Requests about the site' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(userApi.callsTo('GET /me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'New Admin Request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Article' })).not.toBeInTheDocument();
    plain.unmount();

    const requesterApi = createFakeApi({
      'GET /me': memberMe('Ed', canDo({ adminReq: { Create: true } })),
      'GET /req/list': { body: admin },
    });
    renderApp('/reqs/admin', requesterApi);
    expect(await screen.findByRole('button', { name: 'New Admin Request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Article' })).not.toBeInTheDocument();
  });
});
