import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  type FakeRoute,
  memberMeByPath,
} from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

/** A member whose rights include renaming tags (a tag's Name has a rule of its own). */
const RENAMER = canDo({ tag: { Edit: true, Fields: { Name: true } } });

describe('tag page', () => {
  it('lists what carries the tag', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /tag/get': {
        body: {
          Tag: { TagID: 't1', Name: 'Transport', Link: '/tags/t1' },
          Description: 'Buses, trams, trains and roads.',
          Items: [
            { ArtifactType: 'convo', ArtifactID: 'c1', Title: 'Free buses?', Link: '/c/c1' },
            { ArtifactType: 'arg', ArtifactID: 'a1', Title: 'Less traffic', Link: '/a/a1' },
          ],
        },
      },
    });
    renderApp('/tags/t1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport' })).toBeInTheDocument();
    expect(api.callsTo('GET /tag/get')[0].search).toBe('?tagID=t1');
    expect(screen.getByText('Buses, trams, trains and roads.')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Tagged Transport' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free buses? Question',
      'Less traffic Argument',
    ]);
    expect(list.getByRole('link', { name: 'Less traffic' })).toHaveAttribute('href', '/a/a1');
    await waitFor(() => expect(document.title).toBe('Tag: Transport | Opinion Encyclopedia'));
  });

  const tagPage = (name = 'Transport', description = 'Buses, trams, trains and roads.') => ({
    body: {
      Tag: { TagID: 't1', Name: name, Link: '/tags/t1' },
      Description: description,
      Items: [{ ArtifactType: 'convo', ArtifactID: 'c1', Title: 'Free buses?', Link: '/c/c1' }],
    },
  });
  const tagApi = (me: FakeRoute) =>
    createFakeApi({
      'GET /me': me,
      'GET /tag/get': tagPage(),
      'POST /slug/get': { body: { Slug: '' } },
    });

  it('has Read, Edit and History tabs', async () => {
    renderApp('/tags/t1', tagApi(anonymousMe));
    const tabs = within(await screen.findByRole('navigation', { name: 'Tag pages' }));
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/tags/t1',
      '/edit/tags/t1',
      '/history/tags/t1',
    ]);
    expect(tabs.getByRole('link', { name: 'Read' })).toHaveAttribute('aria-current', 'page');
    // No edit tools on the read page.
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('renames the tag on its edit page with the Edit field modal (TagEditTextField)', async () => {
    const api = tagApi(memberMeByPath('Ed', RENAMER));
    api.routes['GET /getfield'] = { body: { Value: 'Transport' } };
    api.routes['POST /tag/edit'] = () => {
      api.routes['GET /tag/get'] = tagPage('Public transport');
      return { body: { RevID: 'rev2' } };
    };
    const { user } = renderApp('/edit/tags/t1', api);

    await user.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit name' }));
    const input = await dialog.findByRole('textbox', { name: 'Name' });
    expect(api.callsTo('GET /getfield')[0].search).toBe(
      '?artifactID=t1&artifactType=tag&fieldName=Name',
    );
    expect(
      dialog.getByText(
        'Renaming a tag renames it in the Tags of every question and argument that carries it.',
      ),
    ).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Public transport');
    await user.type(dialog.getByRole('textbox', { name: 'Describe your change' }), 'Clearer');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Public transport' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /tag/edit')[0].body).toEqual({
      body: {
        tagID: 't1',
        action: {
          ActionName: 'TagEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Name',
            OldValue: 'Transport',
            NewValue: 'Public transport',
          }),
        },
        revDesc: 'Clearer',
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Its items stay in edit mode.
    expect(screen.getByRole('link', { name: 'Free buses?' })).toHaveAttribute('href', '/edit/c/c1');
    await waitFor(() =>
      expect(document.title).toBe('Edit: Tag: Public transport | Opinion Encyclopedia'),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it("shows the server's refusal in the modal and keeps it open", async () => {
    const api = tagApi(memberMeByPath('Ed', RENAMER));
    api.routes['GET /getfield'] = { body: { Value: 'Transport' } };
    api.routes['POST /tag/edit'] = {
      status: 409,
      body: { error: 'A tag named "Buses" already exists.' },
    };
    const { user } = renderApp('/edit/tags/t1', api);
    await user.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit name' }));
    const input = await dialog.findByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'Buses');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A tag named "Buses" already exists.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transport' })).toBeInTheDocument();
  });

  it('lets a member edit the description, and rename only with the tag Name field flag', async () => {
    const api = tagApi(
      memberMeByPath('Ada', canDo({ tag: { Edit: true, Fields: { Name: false } } })),
    );
    api.routes['GET /getfield'] = { body: { Value: 'Buses, trams, trains and roads.' } };
    const { user } = renderApp('/edit/tags/t1', api);
    await user.click(await screen.findByRole('button', { name: 'Edit description' }));
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue(
      'Buses, trams, trains and roads.',
    );
    expect(screen.queryByRole('button', { name: 'Edit name' })).not.toBeInTheDocument();
  });

  it('asks anonymous visitors on the edit page to sign up or log in', async () => {
    renderApp('/edit/tags/t1', tagApi(anonymousMe));
    expect(await screen.findByText(/Anyone with an account can edit this tag/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
