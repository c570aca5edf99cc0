import { describe, expect, it } from '@jest/globals';
import { redirect } from 'react-router-dom';
import { responseResult } from './render-result';

describe('responseResult', () => {
  it("turns a loader's redirect into result.redirect", async () => {
    expect(await responseResult(redirect('/login'))).toEqual({
      status: 302,
      html: '',
      redirect: '/login',
    });
    expect(await responseResult(redirect('/c/new-slug', 301))).toMatchObject({
      status: 301,
      redirect: '/c/new-slug',
    });
  });

  it('passes any other response through as its status and body', async () => {
    expect(await responseResult(new Response('gone', { status: 410 }))).toEqual({
      status: 410,
      html: 'gone',
    });
  });
});
