import { describe, expect, it } from '@jest/globals';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('fills the three placeholders, taking `$` in content literally', () => {
    const html = fillTemplate(
      '<head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body>',
      { head: '<title>$& costs $1</title>', app: '<p>$`</p>', state: '<script></script>' },
    );
    expect(html).toBe(
      '<head><title>$& costs $1</title></head><body><div id="root"><p>$`</p></div><script></script></body>',
    );
  });

  it('falls back to the end of head and body when a placeholder is missing', () => {
    const html = fillTemplate('<head></head><body><div id="root"><!--app-html--></div></body>', {
      head: '<title>T</title>',
      app: 'APP',
      state: 'STATE',
    });
    expect(html).toBe('<head><title>T</title></head><body><div id="root">APP</div>STATE</body>');
  });
});
