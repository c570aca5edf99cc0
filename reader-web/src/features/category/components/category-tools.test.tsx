import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  deferred,
  memberMeByPath,
  type FakeRoute,
} from '../../../test/fake-api';
import { convoPage } from '../../../test/map-fixtures';
import { renderApp, renderWithStore } from '../../../test/render-app';
import { CategoryChooserModal } from './category-chooser-modal';
import { NewCategoryModal } from './new-category-modal';

const ALL = {
  Categories: [
    { CategoryID: 'cat1', Title: 'Cities' },
    { CategoryID: 'cat2', Title: 'Health' },
    { CategoryID: 'cat3', Title: 'Science' },
  ],
};

describe('Categories modal (the category chooser)', () => {
  function setup(routes: Record<string, FakeRoute> = {}) {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /category/list': { body: ALL },
      'POST /convo/edit': { body: { RevID: 'r1' } },
      ...routes,
    });
    const onClose = jest.fn();
    const view = renderWithStore(
      <CategoryChooserModal
        convoID="convo1"
        current={[{ CategoryID: 'cat1', Title: 'Cities' }]}
        onClose={onClose}
      />,
      api,
    );
    return { api, onClose, ...view };
  }

  it("checks the question's categories and posts ConvoSetCategories with the old and new lists", async () => {
    const { api, user, onClose } = setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Categories' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Loading contents...');
    expect(await dialog.findByRole('checkbox', { name: 'Cities' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Health' })).not.toBeChecked();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(dialog.getByRole('checkbox', { name: 'Cities' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Health' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Science' }));
    await user.type(dialog.getByRole('textbox', { name: 'Describe your change' }), 'Refiled');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /convo/edit')[0].body).toEqual({
      body: {
        convoID: 'convo1',
        action: {
          ActionName: 'ConvoSetCategories',
          ArgsJSON: JSON.stringify({
            OldCategoryIDs: ['cat1'],
            NewCategoryIDs: ['cat2', 'cat3'],
          }),
        },
        revDesc: 'Refiled',
      },
    });
  });

  it("shows the server's refusal in the modal and stays open", async () => {
    const { user, onClose } = setup({
      'POST /convo/edit': {
        status: 409,
        body: {
          error:
            "The question's categories were changed by someone else since you loaded them; reload and choose again.",
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Health' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/changed by someone else/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('allows at most 10 categories', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      CategoryID: `k${i}`,
      Title: `Category ${i}`,
    }));
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /category/list': { body: { Categories: many } },
    });
    const { user } = renderWithStore(
      <CategoryChooserModal convoID="convo1" current={[]} onClose={() => {}} />,
      api,
    );
    for (let i = 0; i < 10; i += 1) {
      await user.click(await screen.findByRole('checkbox', { name: `Category ${i}` }));
    }
    expect(screen.getByRole('checkbox', { name: 'Category 10' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Category 0' })).toBeEnabled();
  });
});

describe('New Category modal', () => {
  it('creates the category from its title, shows Submitting..., then goes to its edit page', async () => {
    const created = deferred({
      status: 201,
      body: { CategoryID: 'cat9', Location: '/edit/categories/cat9' },
    });
    const api = createFakeApi({ 'GET /me': anonymousMe, 'POST /category/new': created.route });
    const { user, router } = renderWithStore(<NewCategoryModal onClose={() => {}} />, api);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' Energy ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(api.callsTo('POST /category/new')[0].body).toEqual({ body: { title: 'Energy' } });
    created.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/categories/cat9'));
  });
});

describe("a question's category tools", () => {
  const api = (me: FakeRoute) =>
    createFakeApi({
      'GET /me': me,
      'GET /convo/get': { body: convoPage() },
      'GET /category/list': { body: ALL },
    });

  it('gives Choose categories and New Category on the edit page to those who may use them', async () => {
    const can = canDo({ convo: { Fields: { Categories: true } }, category: { Create: true } });
    const { user } = renderApp('/edit/c/convo1', api(memberMeByPath('Ed', can)));
    const tools = within(await screen.findByRole('toolbar', { name: 'Question tools' }));
    await user.click(await tools.findByRole('button', { name: 'Choose categories' }));
    expect(await screen.findByRole('checkbox', { name: 'Cities' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(tools.getByRole('button', { name: 'New Category' }));
    expect(await screen.findByRole('dialog', { name: 'New Category' })).toBeInTheDocument();
  });

  it('gives each tool only with its own flag', async () => {
    for (const [can, shown, hidden] of [
      [canDo({ convo: { Fields: { Categories: true } } }), 'Choose categories', 'New Category'],
      [canDo({ category: { Create: true } }), 'New Category', 'Choose categories'],
    ] as const) {
      const { unmount } = renderApp('/edit/c/convo1', api(memberMeByPath('Ed', can)));
      const tools = within(await screen.findByRole('toolbar', { name: 'Question tools' }));
      expect(await tools.findByRole('button', { name: shown })).toBeInTheDocument();
      expect(tools.queryByRole('button', { name: hidden })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('gives members without those flags neither, and readers only the links to the categories', async () => {
    renderApp('/edit/c/convo1', api(memberMeByPath('Ada', canDo({ convo: { Edit: true } }))));
    const tools = within(await screen.findByRole('toolbar', { name: 'Question tools' }));
    expect(tools.getByRole('button', { name: 'New Position' })).toBeInTheDocument();
    expect(tools.queryByRole('button', { name: 'Choose categories' })).not.toBeInTheDocument();
    expect(tools.queryByRole('button', { name: 'New Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cities' })).toHaveAttribute(
      'href',
      '/categories/cat1',
    );
  });
});
