import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { LATEST_DUMP } from '../open-data-fixtures';

describe('the open data page (/data)', () => {
  it('lists the latest dump: each data file to download, with its size, records and licence', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /data/dumps': { body: LATEST_DUMP } });
    renderApp('/data', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    expect(screen.getByText('30 Nov 2026, 03:17 UTC')).toHaveAttribute(
      'datetime',
      '2026-11-30T03:17:05.000Z',
    );
    const table = within(screen.getByRole('table', { name: 'Files of the latest dump' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'questions.ndjson.gzEvery public question: its current state.1214 kBCC BY-SA 4.0JSON Schema',
      'revisions.ndjson.gzThe revisions.ndjson.gz.4,2103.1 MBCC BY-SA 4.0JSON Schema',
      'votes-per-argument.csvThe votes-per-argument.csv.12812 bytesCC0JSON Schema',
    ]);
    const download = table.getByRole('link', { name: 'questions.ndjson.gz' });
    expect(download).toHaveAttribute('href', '/data/questions.ndjson.gz');
    expect(download).toHaveAttribute('download', 'questions.ndjson.gz');
    expect(table.getAllByRole('link', { name: 'CC0' })[0]).toHaveAttribute(
      'href',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
    // The schemas, the data card, the manifest and the checksums below the table.
    expect(screen.getByRole('link', { name: 'datacard.md' })).toHaveAttribute(
      'href',
      '/data/datacard.md',
    );
    expect(table.getByRole('link', { name: 'JSON Schema of questions.ndjson.gz' })).toHaveAttribute(
      'href',
      '/data/questions.schema.json',
    );
    expect(screen.queryByRole('link', { name: 'questions.schema.json' })).toBeNull();
    expect(screen.getByRole('link', { name: 'sha256sums.txt' })).toHaveAttribute(
      'href',
      '/data/sha256sums.txt',
    );
    await waitFor(() => expect(document.title).toBe('Open data | Opinion Encyclopedia'));
  });

  it('says so before the first dump', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /data/dumps': { body: { Latest: null } },
    });
    renderApp('/data', api);
    expect(await screen.findByText(/No dump has been made yet/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Never in a dump: e-mail addresses/)).toBeVisible();
  });

  it('is linked from the footer of every page', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /data/dumps': { body: { Latest: null } },
    });
    renderApp('/data', api);
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/data');
  });
});
