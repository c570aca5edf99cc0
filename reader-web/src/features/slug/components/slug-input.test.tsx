import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { anonymousMe, createFakeApi, deferred, type FakeRoute } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { SlugInput } from './slug-input';

function slugApi(routes: Record<string, FakeRoute> = {}, saved = 'free-transport') {
  return createFakeApi({
    'GET /me': anonymousMe,
    'POST /slug/get': { body: { Slug: saved } },
    'POST /slug/available': (call) => {
      const slug = (call.body as { body: { slug: string } }).body.slug;
      return { body: { Slug: slug, Available: !slug.startsWith('taken') } };
    },
    ...routes,
  });
}

/** Both slug rights (GET /api/me's slug Create and Edit). */
const MAY = { create: true, edit: true };

const input = () => screen.getByRole('textbox', { name: 'Slug' });
const save = () => screen.getByRole('button', { name: 'Save' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const slugsChecked = (api: ReturnType<typeof slugApi>) =>
  api.callsTo('POST /slug/available').map((c) => (c.body as { body: { slug: string } }).body.slug);

describe('slug input', () => {
  it('shows Loading, then the form with the saved slug', async () => {
    const gate = deferred({ body: { Slug: 'free-transport' } });
    const api = slugApi({ 'POST /slug/get': gate.route });
    renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    gate.release();
    expect(await screen.findByRole('textbox', { name: 'Slug' })).toHaveValue('free-transport');
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByText('/c/')).toBeInTheDocument();
    expect(api.callsTo('POST /slug/get')[0].body).toEqual({ body: { artifactID: 'convo1' } });
  });

  it("shows 'Error: message' when the slug cannot be loaded", async () => {
    const api = slugApi({
      'POST /slug/get': { status: 404, body: { error: 'There is no question with id convo1.' } },
    });
    renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
    expect(
      await screen.findByText('Error: There is no question with id convo1.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows nothing to a reader who may not do what saving would do', async () => {
    // A page without a slug needs the create right; a page with one, the edit right.
    for (const [saved, may] of [
      ['', { create: false, edit: true }],
      ['free-transport', { create: true, edit: false }],
    ] as const) {
      const api = slugApi({}, saved);
      const { container, unmount } = renderWithStore(
        <SlugInput artifactType="convo" artifactID="convo1" may={may} />,
        api,
      );
      await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
      expect(api.callsTo('POST /slug/get')).toHaveLength(1);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('normalises what is typed: lowercase, a hyphen for a space, a-z 0-9 and - only, 66 at most', async () => {
    renderWithStore(<SlugInput artifactType="pos" artifactID="pos1" may={MAY} />, slugApi());
    await screen.findByRole('textbox', { name: 'Slug' });
    type('Fares Are A Tax?');
    expect(input()).toHaveValue('fares-areatax');
    type('x'.repeat(80));
    expect(input()).toHaveValue('x'.repeat(66));
    expect(input()).toHaveAttribute('maxLength', '66');
  });

  it('disables Save while the value is unchanged or empty', async () => {
    renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, slugApi());
    await screen.findByRole('textbox', { name: 'Slug' });
    expect(save()).toBeDisabled();
    type('free-buses');
    expect(save()).toBeEnabled();
    type('');
    expect(save()).toBeDisabled();
    type('free-transport');
    expect(save()).toBeDisabled();
  });

  describe('availability', () => {
    beforeEach(() => {
      // Real microtasks and ticks: fetch's bodies are streams that need them.
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });
    const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    it('is checked 500 ms after typing stops, for the last value only', async () => {
      const api = slugApi();
      renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
      await advance(0);
      await screen.findByRole('textbox', { name: 'Slug' });
      type('free');
      await advance(300);
      type('free-buses');
      await advance(499);
      expect(slugsChecked(api)).toEqual([]);
      await advance(1);
      expect(slugsChecked(api)).toEqual(['free-buses']);
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('free-buses is available'),
      );
      type('taken-slug');
      expect(screen.getByRole('status')).toHaveTextContent('');
      await advance(500);
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('taken-slug is taken'),
      );
      expect(slugsChecked(api)).toEqual(['free-buses', 'taken-slug']);
    });

    it('is not checked when the value is the saved slug or empty', async () => {
      const api = slugApi();
      renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
      await advance(0);
      await screen.findByRole('textbox', { name: 'Slug' });
      await advance(1000);
      type('');
      await advance(1000);
      type('free-buses');
      type('free-transport');
      await advance(1000);
      expect(slugsChecked(api)).toEqual([]);
    });

    it('is not checked for a reader who may change a slug but not create one (the check is the create rule)', async () => {
      const api = slugApi();
      renderWithStore(
        <SlugInput artifactType="convo" artifactID="convo1" may={{ create: false, edit: true }} />,
        api,
      );
      await advance(0);
      await screen.findByRole('textbox', { name: 'Slug' });
      type('free-buses');
      await advance(1000);
      expect(slugsChecked(api)).toEqual([]);
      expect(save()).toBeEnabled();
    });

    it("says why a slug breaks a rule (the server's reason)", async () => {
      const api = slugApi({
        'POST /slug/available': {
          body: {
            Slug: 'ab',
            Available: false,
            Reason: 'The slug "ab" must be at least 3 characters; it has 2.',
          },
        },
      });
      renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
      await advance(0);
      await screen.findByRole('textbox', { name: 'Slug' });
      type('ab');
      await advance(500);
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('must be at least 3 characters'),
      );
    });

    it("alerts 'Error checking slug availability: ' and the message when the check fails", async () => {
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
      const api = slugApi({
        'POST /slug/available': { status: 429, body: { error: 'Too many requests.' } },
      });
      renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
      await advance(0);
      await screen.findByRole('textbox', { name: 'Slug' });
      type('free-buses');
      await advance(500);
      await waitFor(() =>
        expect(alert).toHaveBeenCalledWith('Error checking slug availability: Too many requests.'),
      );
    });
  });

  describe('Save', () => {
    it('gives a page its first slug with POST /api/slug/create, then shows it as saved', async () => {
      let saved = '';
      const api = slugApi({
        'POST /slug/get': () => ({ body: { Slug: saved } }),
        'POST /slug/create': (call) => {
          saved = (call.body as { body: { slug: string } }).body.slug;
          return {
            status: 201,
            body: { Slug: saved, ArtifactType: 'arg', ArtifactID: 'arg1', Link: `/a/${saved}` },
          };
        },
      });
      renderWithStore(<SlugInput artifactType="arg" artifactID="arg1" may={MAY} />, api);
      await screen.findByRole('textbox', { name: 'Slug' });
      expect(input()).toHaveValue('');
      expect(save()).toBeDisabled();
      type('Cheap Fares');
      fireEvent.click(save());
      await waitFor(() => expect(api.callsTo('POST /slug/get')).toHaveLength(2));
      expect(api.callsTo('POST /slug/create')[0].body).toEqual({
        body: { slug: 'cheap-fares', artifactType: 'arg', artifactID: 'arg1' },
      });
      await waitFor(() => expect(save()).toBeDisabled());
      expect(input()).toHaveValue('cheap-fares');
    });

    it('changes a slug with SlugEditTextField (OldValue: the saved slug); reads Submitting... meanwhile', async () => {
      const gate = deferred({ body: { RevID: 'rev1' } });
      const api = slugApi({ 'POST /slug/edit': gate.route });
      renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
      await screen.findByRole('textbox', { name: 'Slug' });
      type('free-buses');
      fireEvent.click(save());
      expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
      gate.release();
      await waitFor(() => expect(api.callsTo('POST /slug/edit')).toHaveLength(1));
      const body = (api.callsTo('POST /slug/edit')[0].body as { body: Record<string, unknown> })
        .body;
      expect(body.artifactID).toBe('convo1');
      expect(body.action).toEqual({
        ActionName: 'SlugEditTextField',
        ArgsJSON: JSON.stringify({
          FieldName: 'Slug',
          OldValue: 'free-transport',
          NewValue: 'free-buses',
        }),
      });
      expect(api.callsTo('POST /slug/create')).toHaveLength(0);
    });

    it('shows a refusal (409: taken meanwhile) in the error area', async () => {
      const api = slugApi({
        'POST /slug/edit': {
          status: 409,
          body: {
            error:
              'The slug "free-buses" is already taken (slugs are unique, and old ones keep leading to their page); choose another.',
          },
        },
      });
      renderWithStore(<SlugInput artifactType="convo" artifactID="convo1" may={MAY} />, api);
      await screen.findByRole('textbox', { name: 'Slug' });
      type('free-buses');
      fireEvent.click(save());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The slug "free-buses" is already taken',
      );
      expect(save()).toBeEnabled();
    });
  });
});
