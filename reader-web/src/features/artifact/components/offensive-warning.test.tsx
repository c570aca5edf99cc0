import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { OffensiveGate } from './offensive-warning';

function renderGate(offensive: boolean) {
  return renderWithStore(
    <OffensiveGate offensive={offensive}>
      <p>The hidden content</p>
    </OffensiveGate>,
    createFakeApi({ 'GET /me': anonymousMe }),
  );
}

describe('offensive-content warning', () => {
  it('replaces offensive content with a notice until the reader continues', async () => {
    const { user } = renderGate(true);
    expect(screen.queryByText('The hidden content')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'This content may be offensive' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the encyclopedia' })).toHaveAttribute(
      'href',
      '/encyclopedia',
    );

    await user.click(screen.getByRole('button', { name: 'I understand and wish to continue' }));
    expect(screen.getByText('The hidden content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /I understand/ })).not.toBeInTheDocument();
  });

  it('shows other content at once', () => {
    renderGate(false);
    expect(screen.getByText('The hidden content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /I understand/ })).not.toBeInTheDocument();
  });
});
