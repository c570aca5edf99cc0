import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { STYLEGUIDE_SECTIONS } from '../components/styleguide';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function setup() {
  const api = createFakeApi({ 'GET /me': anonymousMe });
  return { api, ...renderApp('/styleguide', api) };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('/styleguide', () => {
  it('renders every section, with a table of contents, and reads no content from the API', async () => {
    const { api } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Styleguide' }),
    ).toBeInTheDocument();
    const toc = within(screen.getByRole('navigation', { name: 'Styleguide sections' }));
    for (const [id, heading] of STYLEGUIDE_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: heading })).toHaveAttribute('id', id);
      expect(toc.getByRole('link', { name: heading })).toHaveAttribute('href', `#${id}`);
    }
    await waitFor(() => expect(document.title).toBe('Styleguide | Opinion Encyclopedia'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
    // Only what every page's layout asks (who the reader is, the cookie banner); nothing for the
    // samples.
    expect(new Set(api.calls.map((call) => `${call.method} ${call.path}`))).toEqual(
      new Set(['GET /me', 'POST /cookies/showbanner']),
    );
  });

  it('shows the real components with sample data', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Styleguide' });
    expect(section('Buttons').getByRole('button', { name: 'Disabled' })).toBeDisabled();

    const forms = section('Form fields');
    expect(forms.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Should public transport be free?',
    );
    expect(forms.getByRole('alert')).toHaveTextContent(
      'The title must be 10 to 75 characters; it has 6.',
    );
    expect(forms.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    const votes = section('Vote widgets');
    expect(votes.getByRole('list', { name: 'Agreement results' })).toHaveTextContent(
      'I agree (your vote)27%',
    );
    expect(votes.getByText('212 voters, 148 signed in')).toBeInTheDocument();

    const comments = section('Comments');
    expect(comments.getByRole('article', { name: 'Comment by Grace' })).toBeInTheDocument();
    expect(comments.getByText(/- edited/)).toBeInTheDocument();
    expect(comments.getByText('This comment was deleted by a moderator')).toBeInTheDocument();

    expect(section('Tag list').getByRole('link', { name: 'Transport' })).toBeInTheDocument();
    expect(section('Share bar').getByRole('list', { name: 'Share' })).toBeInTheDocument();
    expect(section('Cookie banner').getByRole('button', { name: 'Accept Cookies' })).toBeVisible();
    expect(
      section('Cookie banner').getByRole('button', { name: 'Only Accept Essential Cookies' }),
    ).toBeVisible();
    expect(section('Search box').getByRole('searchbox', { name: 'Search (sample)' })).toBeVisible();

    const cards = section('Cards');
    expect(cards.getByRole('link', { name: 'Should voting be compulsory?' })).toBeInTheDocument();
    expect(cards.getByRole('link', { name: 'Free fares cut car traffic' })).toBeInTheDocument();
    expect(cards.getByRole('link', { name: /Car-free zone \(Wikipedia\)/ })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Car-free_zone',
    );
  });

  it('opens and closes the sample modal, and dismisses the offensive warning', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Styleguide' });
    await user.click(screen.getByRole('button', { name: 'Open a sample modal' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit title' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const offensive = section('Offensive-content warning');
    await user.click(offensive.getByRole('button', { name: 'I understand and wish to continue' }));
    expect(offensive.getByText(/content shows here once the reader continues/)).toBeInTheDocument();
  });
});
