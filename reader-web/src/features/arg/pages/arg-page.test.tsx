import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMeByPath, type FakeRoute } from '../../../test/fake-api';
import { argPage, posPage } from '../../../test/map-fixtures';
import { renderApp } from '../../../test/render-app';

const nextArg = { body: { CurrentArg: 1, NumArguments: 2, NextArg: '/a/arg2', NextPos: null } };

function argApi(home: FakeRoute = anonymousMe, page = argPage()) {
  return createFakeApi({
    'GET /me': home,
    'GET /arg/get': { body: page },
    'GET /arg/getnextarg': nextArg,
    'GET /quote/list': { body: { Quotes: [] } },
  });
}

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('argument page', () => {
  it('shows the argument in readable sections, with its position and question', async () => {
    const api = argApi();
    renderApp('/a/arg1', api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Free fares cut car traffic' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /arg/get')[0].search).toBe('?argID=arg1');
    // Empty sections are not shown to readers.
    // Then the vote widget and the comments.
    expect(sectionHeadings()).toEqual([
      'Argument',
      'Premises',
      'Further reading',
      'Your take',
      'Comments',
    ]);
    const premises = screen.getByRole('region', { name: 'Premises' });
    expect(premises.querySelector('br')).not.toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Further reading' })).getByRole('link', {
        name: 'https://example.org/tallinn',
      }),
    ).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    // Its tags link to their pages, as a question's do.
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: 'Transport' })).toHaveAttribute('href', '/tags/tag1');
    expect(tags.getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/tags/tag2');

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(
      breadcrumb.getByRole('link', { name: 'Should public transport be free?' }),
    ).toHaveAttribute('href', '/c/convo1');
    expect(breadcrumb.getByRole('link', { name: 'Yes, make it free' })).toHaveAttribute(
      'href',
      '/p/pos1',
    );
  });

  it('links the next argument with #voting, as the server addresses it', async () => {
    renderApp('/a/arg1', argApi());
    const voting = await screen.findByRole('region', { name: 'Keep reading' });
    expect(voting).toHaveAttribute('id', 'voting');
    expect(await within(voting).findByText('Argument 1 of 2 on this question')).toBeVisible();
    expect(within(voting).getByRole('link', { name: 'Next argument' })).toHaveAttribute(
      'href',
      '/a/arg2#voting',
    );
    const pager = screen.getByRole('navigation', { name: 'Arguments of this question' });
    expect(within(pager).getByRole('link')).toHaveAttribute('href', '/a/arg2#voting');
    expect(within(pager).getByRole('link')).toHaveTextContent(
      'Next argumentFares cost more to collect than they bring',
    );
  });

  it('after the last argument of a position, links the next position with #voting', async () => {
    const api = argApi();
    api.routes['GET /arg/getnextarg'] = {
      body: { CurrentArg: 2, NumArguments: 3, NextArg: '/a/arg3', NextPos: '/p/pos2' },
    };
    renderApp('/a/arg1', api);
    const voting = await screen.findByRole('region', { name: 'Keep reading' });
    expect(await within(voting).findByRole('link', { name: 'Next position' })).toHaveAttribute(
      'href',
      '/p/pos2#voting',
    );
    expect(within(voting).getByRole('link', { name: 'Next argument' })).toHaveAttribute(
      'href',
      '/a/arg3#voting',
    );
  });

  it('says so after the last argument of the question', async () => {
    const api = argApi();
    api.routes['GET /arg/getnextarg'] = {
      body: { CurrentArg: 3, NumArguments: 3, NextArg: null, NextPos: null },
    };
    renderApp('/a/arg1', api);
    expect(
      await screen.findByText('This is the last argument of the question.'),
    ).toBeInTheDocument();
  });

  it('shows every section in edit mode, with its edit button, and no vote', async () => {
    renderApp('/edit/a/arg1', argApi(memberMeByPath('Ada')));
    expect(await screen.findByRole('button', { name: 'Edit premises' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Argument',
      'Premises',
      'Rejecting premises',
      'Context',
      'Framing',
      'Counter-arguments',
      'Further reading',
      'References',
      'Proponents',
      'In the Wild',
      'Comments',
    ]);
    for (const label of ['argument', 'rejecting premises', 'counter-arguments', 'references']) {
      expect(screen.getByRole('button', { name: `Edit ${label}` })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Context' })).getByText('Empty'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change parent position' })).toBeInTheDocument();
  });

  it('covers an argument of an offensive question', async () => {
    const page = argPage();
    page.Convo.Offensive = true;
    renderApp('/a/arg1', argApi(anonymousMe, page));
    expect(
      await screen.findByRole('button', { name: 'I understand and wish to continue' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Argument' })).not.toBeInTheDocument();
  });
});

describe('position page', () => {
  it('shows the position, its arguments, its question and its neighbours', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /pos/get': { body: posPage() } });
    renderApp('/p/pos1', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yes, make it free' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /pos/get')[0].search).toBe('?posID=pos1');
    const args = within(screen.getByRole('region', { name: 'Arguments' }));
    expect(args.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/a/arg1',
      '/a/arg2',
    ]);
    expect(
      screen.getByRole('link', { name: 'All positions on “Should public transport be free?”' }),
    ).toHaveAttribute('href', '/c/convo1');
    const pager = screen.getByRole('navigation', { name: 'Positions of this question' });
    expect(within(pager).getByRole('link')).toHaveAttribute('rel', 'next');
    await waitFor(() => expect(document.title).toBe('Yes, make it free | Opinion Encyclopedia'));
  });

  it('links the previous and next positions with #voting, as the server addresses them', async () => {
    const page = posPage();
    page.PrevPos = { ID: 'pos0', Title: 'Only for children', Link: '/p/only-for-children' };
    renderApp('/p/pos1', createFakeApi({ 'GET /me': anonymousMe, 'GET /pos/get': { body: page } }));
    const pager = await screen.findByRole('navigation', { name: 'Positions of this question' });
    expect(
      within(pager).getByRole('link', { name: 'Next position No, keep the fares' }),
    ).toHaveAttribute('href', '/p/pos2#voting');
    expect(
      within(pager).getByRole('link', { name: 'Previous position Only for children' }),
    ).toHaveAttribute('href', '/p/only-for-children#voting');
  });

  it('gives members New Argument and Edit order in edit mode', async () => {
    const api = createFakeApi({
      'GET /me': memberMeByPath('Ada'),
      'GET /pos/get': { body: posPage() },
    });
    renderApp('/edit/p/pos1', api);
    const tools = await screen.findByRole('toolbar', { name: 'Position tools' });
    expect(within(tools).getByRole('button', { name: 'New Argument' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Edit order' })).toBeInTheDocument();
  });
});
