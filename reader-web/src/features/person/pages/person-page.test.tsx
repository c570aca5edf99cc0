import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { Can, PersonPageDto } from '../../../api/types';
import {
  anonymousMe,
  canDo,
  createFakeApi,
  memberMe,
  type FakeRoute,
} from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const ADA = {
  PersonID: 'Pers_0n1',
  Name: 'Ada Lovelace',
  ImageURL: '',
  PathAlias: 'ada-lovelace',
  Link: '/person/ada-lovelace',
};

function personPage(person = ADA): PersonPageDto {
  return {
    Person: person,
    Quotes: [
      {
        QuoteID: 'q1',
        ArgID: 'arg1',
        PersonID: person.PersonID,
        PathAlias: person.PathAlias,
        Name: person.Name,
        TitleRole: 'Mathematician',
        ImageURL: person.ImageURL,
        Quote: 'The engine might compose elaborate pieces of music.',
        QuoteDate: { Day: 4, Month: 7, Year: 1843 },
        SourceURL: 'https://example.org/notes',
        Arg: { ArgID: 'arg1', Title: 'Machines can create', Link: '/a/arg1' },
        Convo: { ConvoID: 'convo1', Title: 'Can machines think?', Link: '/c/convo1' },
      },
    ],
    HasMore: false,
  };
}

/** GET /person/get by alias or id, as the server answers (404 for anything else). */
function getPerson(page = personPage()): FakeRoute {
  return (call) => {
    const query = new URLSearchParams(call.search);
    const found =
      query.get('pathAlias') === page.Person.PathAlias ||
      query.get('personID') === page.Person.PersonID;
    return found
      ? { body: page }
      : { status: 404, body: { error: 'There is no person with that name.' } };
  };
}

/** GET /me for a member who may edit the page (the server says CanEdit on /edit/person/). */
function editorMe(can: Can): FakeRoute {
  const me = memberMe('Grace', can);
  return { body: { ...me.body, CanEdit: true } };
}

describe('person page', () => {
  it("shows the person's name, a stand-in picture, their quotes and what they back", async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /person/get': getPerson() });
    renderApp('/person/ada-lovelace', api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /person/get')[0].search).toBe('?pathAlias=ada-lovelace');
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    const quotes = within(screen.getByRole('list', { name: 'Quotes' }));
    const quote = within(quotes.getByRole('listitem'));
    expect(quote.getByText('The engine might compose elaborate pieces of music.')).toBeVisible();
    expect(quote.getByText('Mathematician, 4 July 1843')).toBeVisible();
    expect(quote.getByRole('link', { name: 'Machines can create' })).toHaveAttribute(
      'href',
      '/a/arg1',
    );
    expect(quote.getByRole('link', { name: 'Can machines think?' })).toHaveAttribute(
      'href',
      '/c/convo1',
    );
    // The source shows only in edit mode (spec section 6).
    expect(quote.queryByText(/example\.org/)).not.toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: 'Person pages' }));
    expect(nav.getByRole('link', { name: 'Read' })).toHaveAttribute('href', '/person/ada-lovelace');
    expect(nav.getByRole('link', { name: 'Read' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/edit/person/Pers_0n1',
    );
    expect(nav.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/history/person/Pers_0n1',
    );
    await waitFor(() => expect(document.title).toBe('Ada Lovelace | Opinion Encyclopedia'));
    expect(screen.queryByRole('button', { name: 'Edit name' })).not.toBeInTheDocument();
  });

  it('shows the picture when there is one', async () => {
    const page = personPage({ ...ADA, ImageURL: '/api/image/img1' });
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /person/get': getPerson(page) });
    renderApp('/person/ada-lovelace', api);
    const image = await screen.findByRole('img', { name: 'Ada Lovelace' });
    expect(image).toHaveAttribute('src', '/api/image/img1');
  });

  it('says so when the person has no quotes', async () => {
    const page = { ...personPage(), Quotes: [] };
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /person/get': getPerson(page) });
    renderApp('/person/ada-lovelace', api);
    expect(await screen.findByText('No quotes from Ada Lovelace yet.')).toBeInTheDocument();
  });

  it('opens /person/{PersonID} too (the history page links it): by alias first, then by id', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /person/get': getPerson() });
    renderApp('/person/Pers_0n1', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    // Not alias-shaped (capitals, underscore): asked by id at once.
    expect(api.callsTo('GET /person/get').map((c) => c.search)).toEqual(['?personID=Pers_0n1']);
  });

  it('answers an unknown person with Page Not Found', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /person/get': getPerson() });
    renderApp('/person/nobody', api);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    // An alias-shaped address that may also be an id is asked both ways.
    expect(api.callsTo('GET /person/get').map((c) => c.search)).toEqual([
      '?pathAlias=nobody',
      '?personID=nobody',
    ]);
  });
});

describe('person edit page', () => {
  it('renames the person with the Edit name modal (PersonEditTextField)', async () => {
    const api = createFakeApi({
      'GET /me': editorMe(canDo({ person: { Edit: true } })),
      'GET /person/get': getPerson(),
      'GET /getfield': { body: { Value: 'Ada Lovelace' } },
      'POST /person/edit': { body: { RevID: 'rev1' } },
    });
    const { user } = renderApp('/edit/person/Pers_0n1', api);

    await user.click(await screen.findByRole('button', { name: 'Edit name' }));
    expect(api.callsTo('GET /person/get')[0].search).toBe('?personID=Pers_0n1');
    const input = await screen.findByRole('textbox', { name: 'Name' });
    expect(api.callsTo('GET /getfield')[0].search).toBe(
      '?artifactID=Pers_0n1&artifactType=person&fieldName=Name',
    );
    // Renaming is not deleting: Delete needs the person Delete flag.
    expect(screen.queryByRole('button', { name: 'Delete this person' })).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Augusta Ada King');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('POST /person/edit')).toHaveLength(1));
    expect(api.callsTo('POST /person/edit')[0].body).toEqual({
      body: {
        personID: 'Pers_0n1',
        action: {
          ActionName: 'PersonEditTextField',
          ArgsJSON: JSON.stringify({
            FieldName: 'Name',
            OldValue: 'Ada Lovelace',
            NewValue: 'Augusta Ada King',
          }),
        },
        revDesc: '',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the image uploader, quote sources and, with the person Delete flag, Delete', async () => {
    const api = createFakeApi({
      'GET /me': editorMe(canDo({ person: { Edit: true, Delete: true } })),
      'GET /person/get': getPerson(),
      'GET /getfield': { body: { Value: 'Ada Lovelace' } },
      'POST /person/edit': { body: { RevID: 'rev2', Location: '/proponents' } },
    });
    const { user, router } = renderApp('/edit/person/Pers_0n1', api);

    expect(await screen.findByLabelText('Upload a new image of this person')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.gif,.png',
    );
    expect(screen.getByRole('link', { name: 'https://example.org/notes' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Machines can create' })).toHaveAttribute(
      'href',
      '/edit/a/arg1',
    );
    await waitFor(() => expect(document.title).toBe('Edit: Ada Lovelace | Opinion Encyclopedia'));

    await user.click(screen.getByRole('button', { name: 'Edit name' }));
    await user.click(await screen.findByRole('button', { name: 'Delete this person' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this person?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/proponents'));
    expect(
      (api.callsTo('POST /person/edit')[0].body as { body: { action: unknown } }).body.action,
    ).toEqual({
      ActionName: 'PersonDelete',
      ArgsJSON: '{}',
    });
  });

  it('asks anonymous visitors to sign up or log in, without edit tools', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /person/get': getPerson() });
    renderApp('/edit/person/Pers_0n1', api);
    expect(await screen.findByText(/Anyone with an account can edit this person/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit name' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload a new image of this person')).not.toBeInTheDocument();
  });
});
