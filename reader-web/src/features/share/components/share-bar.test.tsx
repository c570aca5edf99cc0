import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareBar } from './share-bar';

const origin = window.location.origin;

function renderBar() {
  render(<ShareBar path="/c/c1" title="Should cities ban cars?" />);
  return within(screen.getByRole('list', { name: 'Share' }));
}

describe('share bar', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('links each target to the page address and title', () => {
    const bar = renderBar();
    const url = encodeURIComponent(`${origin}/c/c1`);
    const title = encodeURIComponent('Should cities ban cars?');
    expect(bar.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    expect(bar.getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
    );
    expect(bar.getByRole('link', { name: 'Reddit' })).toHaveAttribute(
      'href',
      `https://www.reddit.com/submit?url=${url}&title=${title}`,
    );
    const email = bar.getByRole('link', { name: 'Email' });
    expect(email.getAttribute('href')).toMatch(new RegExp(`^mailto:\\?subject=${title}&body=`));
    expect(email).not.toHaveAttribute('target');
  });

  it('opens Facebook, Twitter and Reddit in an 800 by 504 popup without an opener', async () => {
    const popup = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    const bar = renderBar();
    await userEvent.click(bar.getByRole('link', { name: 'Twitter' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [href, name, features] = open.mock.calls[0] as [string, string, string];
    expect(href).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(name).toBe('share-twitter');
    expect(features).toMatch(/(^|,)width=800,height=504(,|$)/);
    expect(popup.opener).toBeNull();
  });

  it('leaves the link to open a new tab when the popup is blocked', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const bar = renderBar();
    const reddit = bar.getByRole('link', { name: 'Reddit' });
    expect(reddit).toHaveAttribute('target', '_blank');
    expect(reddit).toHaveAttribute('rel', 'noopener noreferrer');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    reddit.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
