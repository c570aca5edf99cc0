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
import { quote } from './quote-fixtures';

const template = readFileSync(path.join(__dirname, '../../../index.html'), 'utf8');

function argApi() {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /arg/get': { body: argPage() },
    'GET /arg/getnextarg': {
      body: { CurrentArg: 1, NumArguments: 2, NextArg: '/a/arg2', NextPos: null },
    },
    'GET /quote/list': {
      body: { Quotes: [quote(1), quote(2, { Quote: 'Buses <filled> up & stayed full.' })] },
    },
  });
}

function body(html: string): string {
  return html.slice(html.indexOf('<body'), html.indexOf('id="app-state"'));
}

describe('server render of the proponents', () => {
  it('puts the quotes of an argument in the HTML, without their sources', async () => {
    const api = argApi();
    const result = await render(
      { url: '/a/arg1', origin: 'https://opinions.example', serverApi: serverApiOf(api) },
      template,
    );
    expect(result.status).toBe(200);
    const html = body(result.html);
    expect(html).toContain('<h2 id="arg-proponents-title">Proponents</h2>');
    expect(html).toContain('Free fares worked in town 1.');
    expect(html).toContain('Buses &lt;filled&gt; up &amp; stayed full.');
    expect(html).toContain('href="/person/person-1"');
    expect(html).toContain('Mayor of Town 2');
    expect(html).toContain('<time dateTime="2019-03-12">12 March 2019</time>');
    expect(html).not.toContain('https://example.org/source-1');
    expect(inProcessCalls(api).map((call) => call.path + call.search)).toContain(
      '/quote/list?argID=arg1',
    );
    // The quotes travel to the browser with the page, so hydration asks nothing more.
    const state = /<script id="app-state" type="application\/json">(.*?)<\/script>/s.exec(
      result.html,
    )![1];
    expect(JSON.parse(state).store.api.queries['getArgQuotes("arg1")'].data.Quotes).toHaveLength(2);
  });

  it('renders an edit page with the quotes but no source or edit tool (the browser adds them)', async () => {
    const result = await render(
      { url: '/edit/a/arg1', origin: 'https://opinions.example', serverApi: serverApiOf(argApi()) },
      template,
    );
    const html = body(result.html);
    expect(html).toContain('Free fares worked in town 1.');
    expect(html).not.toContain('https://example.org/source-1');
    expect(html).not.toContain('Add proponent');
  });
});
