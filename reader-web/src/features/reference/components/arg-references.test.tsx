import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { anonymousMe, createFakeApi, memberMeByPath, type FakeRoute } from '../../../test/fake-api';
import { renderWithStoreAt } from '../../../test/render-app';
import { ArgReferences } from './arg-references';

const BODY = 'Tallinn study https://example.org/tallinn\n[oslo]: https://www.example.net/oslo';
const REFS = {
  Refs: [
    { Name: 'Tallinn study', URL: 'https://example.org/tallinn' },
    { Name: 'oslo', URL: 'https://www.example.net/oslo' },
  ],
};

function setup(
  body: string,
  url = '/a/arg1',
  refs: FakeRoute = { body: REFS },
  me: FakeRoute = anonymousMe,
) {
  const api = createFakeApi({ 'GET /me': me, 'GET /arg/getreferences': refs });
  const view = renderWithStoreAt(
    <ArgReferences argID="arg1" body={body} sections={[]} />,
    url,
    api,
  );
  return { api, ...view };
}

describe('References section', () => {
  it('lists the references the server read, as named links with their host', async () => {
    const { api } = setup(BODY);
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Tallinn study', 'oslo']);
    expect(links[1]).toHaveAttribute('href', 'https://www.example.net/oslo');
    expect(links[1]).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(list).toHaveTextContent('example.net');
    expect(api.callsTo('GET /arg/getreferences')[0].search).toBe('?argID=arg1');
  });

  it('shows the text as written when no line is a reference', async () => {
    setup('See the annex.', '/a/arg1', { body: { Refs: [] } });
    expect(await screen.findByText('See the annex.')).toBeInTheDocument();
  });

  it('is absent, and asks nothing, for an argument without references', () => {
    const { api } = setup('  ');
    expect(screen.queryByRole('region', { name: 'References' })).toBeNull();
    expect(api.callsTo('GET /arg/getreferences')).toEqual([]);
  });

  it('offers Edit references and Add reference in edit mode', async () => {
    const { user } = setup('', '/edit/a/arg1', { body: { Refs: [] } }, memberMeByPath('Ada'));
    expect(await screen.findByRole('button', { name: 'Edit references' })).toBeInTheDocument();
    expect(screen.getByText('No references yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add reference' }));
    expect(await screen.findByRole('dialog', { name: 'Reference' })).toBeInTheDocument();
  });
});
