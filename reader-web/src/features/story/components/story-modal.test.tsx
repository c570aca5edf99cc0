import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { anonymousMe, createFakeApi } from '../../../test/fake-api';
import { convoPage } from '../../../test/map-fixtures';
import { renderApp, renderWithStore } from '../../../test/render-app';
import { StoryModal } from './story-modal';

function setup(page = convoPage()) {
  const onClose = jest.fn();
  const view = renderWithStore(
    <StoryModal page={page} onClose={onClose} />,
    createFakeApi({ 'GET /me': anonymousMe }),
  );
  return { onClose, ...view };
}

function card() {
  return screen.getByRole('region', { name: /^(Question|Position|Argument): / });
}

describe('Story modal', () => {
  it('starts on the question and steps through positions and arguments with Previous/Next', async () => {
    const { user } = setup();
    expect(
      screen.getByRole('dialog', { name: 'Story: Should public transport be free?' }),
    ).toBeInTheDocument();
    expect(card()).toHaveAccessibleName('Question: Should public transport be free?');
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(card()).toHaveAccessibleName('Position: Yes, make it free');
    expect(within(card()).getByText('Fares should go.')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Open this position' })).toHaveAttribute(
      'href',
      '/p/pos1',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(card()).toHaveAccessibleName('Argument: Free fares cut car traffic');
    expect(within(card()).getByText('For: Yes, make it free')).toBeInTheDocument();
    expect(screen.getByText('3 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
  });

  it('follows the arrow keys and stops at both ends', async () => {
    const { user } = setup();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('5 of 5')).toBeInTheDocument();
    expect(card()).toHaveAccessibleName('Position: No, keep the fares');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
  });

  it('closes with the Close control and with Escape', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Play as story on the question page', () => {
  it('opens the story from the page data without another request, and closes it', async () => {
    const api = createFakeApi({ 'GET /me': anonymousMe, 'GET /convo/get': { body: convoPage() } });
    const { user } = renderApp('/c/convo1', api);
    await user.click(await screen.findByRole('button', { name: 'Play as story' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Story: Should public transport be free?',
    });
    expect(within(dialog).getByText('1 of 5')).toBeInTheDocument();
    expect(api.callsTo('GET /convo/get')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered for a question without positions', async () => {
    const api = createFakeApi({
      'GET /me': anonymousMe,
      'GET /convo/get': { body: { ...convoPage(), Positions: [] } },
    });
    renderApp('/c/convo1', api);
    await screen.findByRole('heading', { level: 1, name: 'Should public transport be free?' });
    expect(screen.queryByRole('button', { name: 'Play as story' })).not.toBeInTheDocument();
  });
});
