import { describe, expect, it } from '@jest/globals';
import { popupFeatures, shareUrl } from './share-links';

describe('share links', () => {
  it('puts the address and title in an email body and subject', () => {
    const href = shareUrl('email', 'https://o.example/c/1', 'Tea & coffee?');
    expect(href).toBe(
      `mailto:?subject=${encodeURIComponent('Tea & coffee?')}&body=${encodeURIComponent('Tea & coffee?\n\nhttps://o.example/c/1')}`,
    );
  });

  it('centres the popup on the window and keeps it on screen', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 900 })).toBe(
      'popup,width=800,height=504,left=300,top=248',
    );
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 600, outerHeight: 400 })).toBe(
      'popup,width=800,height=504,left=0,top=0',
    );
  });
});
