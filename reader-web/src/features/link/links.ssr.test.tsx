/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../entry-server';
import { anonymousMe, createFakeApi } from '../../test/fake-api';
import { inProcessCalls, serverApiOf } from '../../test/fake-server-api';
import { argPage } from '../../test/map-fixtures';

const template = readFileSync(path.join(__dirname, '../../../index.html'), 'utf8');

const LINKS = [
  {
    LinkID: 'link1',
    Title: 'Tallinn one year after free transit',
    URL: 'https://www.example.org/tallinn',
    Image: 'https://cdn.example.org/tallinn.jpg',
    Icon: 'https://www.example.org/favicon.ico',
  },
  {
    LinkID: 'link2',
    Title: 'No picture here',
    URL: 'https://news.example.net/a',
    Image: '',
    Icon: '',
  },
];

function argApi(referencesBody: string) {
  const page = { ...argPage({ ReferencesBody: referencesBody }), Links: LINKS };
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /arg/get': { body: page },
    'GET /arg/getnextarg': {
      body: { CurrentArg: 1, NumArguments: 2, NextArg: '/a/arg2', NextPos: null },
    },
    // The argument's proponents, read with the page too.
    'GET /quote/list': { body: { Quotes: [] } },
    'GET /arg/getreferences': {
      body: { Refs: [{ Name: 'tallinn-study', URL: 'https://example.org/study' }] },
    },
  });
}

async function renderArg(api: ReturnType<typeof argApi>) {
  const result = await render(
    { url: '/a/arg1', origin: 'https://opinions.example', serverApi: serverApiOf(api) },
    template,
  );
  expect(result.status).toBe(200);
  return result.html.slice(result.html.indexOf('<body'), result.html.indexOf('id="app-state"'));
}

describe('server render of links and references', () => {
  it("writes the argument's link cards and its references into the page's HTML", async () => {
    const api = argApi('[tallinn-study]: https://example.org/study');
    const body = await renderArg(api);
    expect(body).toContain('>In the Wild</h2>');
    expect(body).toContain(
      '<a class="link-card" href="https://www.example.org/tallinn" target="_blank" rel="noopener nofollow ugc">',
    );
    // Another site's images wait for the reader's consent, which only their browser knows.
    expect(body).not.toContain('cdn.example.org');
    expect(body).not.toContain('<img');
    expect(body).toContain('Tallinn one year after free transit');
    expect(body).toContain('<span class="link-card__host">news.example.net</span>');
    expect(body).toContain('link-card__image--none');
    expect(body).toContain('>References</h2>');
    expect(body).toContain(
      '<a href="https://example.org/study" target="_blank" rel="noopener nofollow ugc">tallinn-study</a>',
    );
    expect(inProcessCalls(api).map((call) => call.path + call.search)).toContain(
      '/arg/getreferences?argID=arg1',
    );
  });

  it('asks for no references when the argument has none', async () => {
    const api = argApi('');
    const body = await renderArg(api);
    expect(body).not.toContain('>References</h2>');
    expect(api.callsTo('GET /arg/getreferences')).toEqual([]);
  });
});
