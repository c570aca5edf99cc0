/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '../../../entry-server';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { inProcessCalls, serverApiOf } from '../../../test/fake-server-api';

const template = readFileSync(path.join(__dirname, '../../../../index.html'), 'utf8');
const ORIGIN = 'https://opinions.example';

const EMILE = {
  PersonID: 'pers1',
  Name: 'Émile Durkheim',
  ImageURL: '',
  PathAlias: 'emile-durkheim',
  Link: '/person/emile-durkheim',
};

function peopleApi() {
  return createFakeApi({
    'GET /me': anonymousMe,
    'GET /person/get': (call) => {
      const query = new URLSearchParams(call.search);
      return query.get('pathAlias') === EMILE.PathAlias || query.get('personID') === EMILE.PersonID
        ? {
            body: {
              Person: EMILE,
              Quotes: [
                {
                  QuoteID: 'q1',
                  ArgID: 'arg1',
                  PersonID: EMILE.PersonID,
                  PathAlias: EMILE.PathAlias,
                  Name: EMILE.Name,
                  TitleRole: 'Sociologist',
                  ImageURL: '',
                  Quote: 'Society is not a mere sum of individuals.',
                  QuoteDate: null,
                  SourceURL: 'https://example.org/source',
                  Arg: { ArgID: 'arg1', Title: 'Groups shape people', Link: '/a/arg1' },
                  Convo: { ConvoID: 'convo1', Title: 'Is society real?', Link: '/c/convo1' },
                },
              ],
              HasMore: false,
            },
          }
        : { status: 404, body: { error: 'There is no person with that alias.' } };
    },
    'GET /person/list': {
      body: {
        PersonList: [
          { PersonID: 'pers1', Name: EMILE.Name, Link: EMILE.Link },
          { PersonID: 'pers2', Name: "'t Hooft", Link: '/person/t-hooft' },
        ],
        HasMore: false,
        NextCursor: null,
      },
    },
  });
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

async function renderPage(url: string, api = peopleApi()) {
  const result = await render({ url, origin: ORIGIN, serverApi: serverApiOf(api) }, template);
  return { ...result, api };
}

describe('server render of people', () => {
  it("writes a person's page with its title, canonical link and quotes", async () => {
    const { status, html, api } = await renderPage('/person/emile-durkheim');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Émile Durkheim | Opinion Encyclopedia</title>');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/person/emile-durkheim" />`);
    expect(head(html)).toContain('<meta property="og:type" content="profile" />');
    expect(head(html)).not.toContain('robots');
    expect(html).toContain('<h1 id="artifact-title">Émile Durkheim</h1>');
    expect(html).toContain('Society is not a mere sum of individuals.');
    expect(html).toContain('href="/a/arg1"');
    expect(html).toContain('href="/c/convo1"');
    // The source is for editors, in the browser.
    expect(html).not.toContain('href="https://example.org/source"');
    expect(inProcessCalls(api).map((c) => c.path)).toEqual(['/person/get']);
    // schema.org: a ProfilePage about the Person, with their quotes, on absolute addresses.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head(html))![1];
    expect(JSON.parse(jsonLd)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${ORIGIN}/person/emile-durkheim`,
      mainEntity: {
        '@type': 'Person',
        name: 'Émile Durkheim',
        url: `${ORIGIN}/person/emile-durkheim`,
        subjectOf: [
          {
            '@type': 'Quotation',
            text: 'Society is not a mere sum of individuals.',
            isPartOf: { '@type': 'Claim', name: 'Groups shape people', url: `${ORIGIN}/a/arg1` },
          },
        ],
      },
    });
  });

  it('points the id address and the edit page at the alias, the edit page out of the index', async () => {
    const byId = await renderPage('/person/pers1');
    expect(byId.status).toBe(200);
    expect(head(byId.html)).toContain(
      `<link rel="canonical" href="${ORIGIN}/person/emile-durkheim" />`,
    );
    const edit = await renderPage('/edit/person/pers1');
    expect(edit.status).toBe(200);
    expect(head(edit.html)).toContain('<title>Edit: Émile Durkheim | Opinion Encyclopedia</title>');
    expect(head(edit.html)).toContain('<meta name="robots" content="noindex" />');
    expect(head(edit.html)).not.toContain('ld+json');
    expect(head(edit.html)).toContain(
      `<link rel="canonical" href="${ORIGIN}/person/emile-durkheim" />`,
    );
  });

  it('answers 404 for an unknown person', async () => {
    const { status, html } = await renderPage('/person/nobody-at-all');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found');
  });

  it('writes the Proponents page A to Z with its title', async () => {
    const { status, html } = await renderPage('/proponents');
    expect(status).toBe(200);
    expect(head(html)).toContain('<title>Proponents | Opinion Encyclopedia</title>');
    expect(head(html)).toContain(`<link rel="canonical" href="${ORIGIN}/proponents" />`);
    expect(html).toContain('<h1 id="proponents-title">Proponents</h1>');
    expect(html).toContain(
      '<a href="/person/emile-durkheim" data-discover="true">Émile Durkheim</a>',
    );
    const sectionE = html.slice(html.indexOf('id="letter-E"'), html.indexOf('id="letter-F"'));
    expect(sectionE).toContain('Émile Durkheim');
    const sectionT = html.slice(html.indexOf('id="letter-T"'), html.indexOf('id="letter-U"'));
    expect(sectionT).toContain('&#x27;t Hooft');
    const sectionB = html.slice(html.indexOf('id="letter-B"'), html.indexOf('id="letter-C"'));
    expect(sectionB).toContain('–');
  });
});
