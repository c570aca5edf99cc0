import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { anonymousHome, createFakeApi, memberHome } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('home page', () => {
  it.each(['/', '/encyclopedia'])(
    '%s shows the description and an honest empty state',
    async (url) => {
      renderApp(url, createFakeApi({ 'GET /home': anonymousHome }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Opinion Encyclopedia' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Building an encyclopedia of the world's opinions", { selector: 'p' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('link', { name: 'log in' }),
      );
    },
  );

  it('does not invite a member to sign up', async () => {
    renderApp('/', createFakeApi({ 'GET /home': memberHome('Ada') }));
    await screen.findByRole('link', { name: 'Ada' });
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
  });
});
