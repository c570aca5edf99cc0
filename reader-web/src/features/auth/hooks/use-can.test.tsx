import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { canDo, createFakeApi, deferred, memberMe, type FakeRoute } from '../../../test/fake-api';
import { renderWithStoreAt } from '../../../test/render-app';
import { useCan, type CanKind } from './use-can';

/** What useCan answers, as text: known, one kind's flags, the console's resources. */
function Probe({ kind }: { kind: CanKind }) {
  const can = useCan();
  return (
    <p data-testid="can">
      {JSON.stringify({
        known: can.known,
        flags: can.kind(kind),
        console: can.console.map((resource) => resource.Name),
      })}
    </p>
  );
}

const shown = () => JSON.parse(screen.getByTestId('can').textContent!) as unknown;

function probe(me: FakeRoute, kind: CanKind = 'convo') {
  const api = createFakeApi({ 'GET /me': me });
  return { api, ...renderWithStoreAt(<Probe kind={kind} />, '/c/convo1', api) };
}

describe('useCan', () => {
  it('allows nothing while GET /me is on its way, then what the server said', async () => {
    const me = deferred(
      memberMe('Ada', canDo({ convo: { Delete: true, Fields: { Categories: false } } }, ['tags'])),
    );
    probe(me.route);
    expect(shown()).toEqual({ known: false, flags: {}, console: [] });
    await act(async () => me.release());
    await waitFor(() =>
      expect(shown()).toEqual({
        known: true,
        flags: { Delete: true, Fields: { Categories: false } },
        console: ['tags'],
      }),
    );
  });

  it('gives no flags for a kind the server did not list', async () => {
    probe(memberMe('Ada', canDo({ convo: { Delete: true } })), 'quote');
    await screen.findByText(/"known":true/);
    expect(shown()).toEqual({ known: true, flags: {}, console: [] });
  });

  it('allows nothing, known, when GET /me failed (what anonymous visitors see)', async () => {
    probe({ status: 500, body: { error: 'Something went wrong.' } });
    await screen.findByText(/"known":true/);
    expect(shown()).toEqual({ known: true, flags: {}, console: [] });
  });

  it('keeps the latest answer on another page: Can does not change with the path', async () => {
    const later = deferred(memberMe('Ada', canDo({ convo: { Revert: true } })));
    let asked = 0;
    const { router } = probe(() => {
      asked += 1;
      return asked === 1 ? memberMe('Ada', canDo({ convo: { Revert: true } })) : later.route;
    });
    await screen.findByText(/"known":true/);
    await act(() => router.navigate('/c/convo2'));
    // This page's own answer is not in yet: the previous one still says what the reader may do.
    await waitFor(() => expect(asked).toBe(2));
    expect(shown()).toEqual({ known: true, flags: { Revert: true }, console: [] });
    await act(async () => later.release());
  });
});
