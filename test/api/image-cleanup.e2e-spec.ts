import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../../backend/src/create-app.js';
import { JobQueue } from '../../backend/src/jobs/job-queue.js';
import { IMAGE_CLEANUP_JOB, ImageCleanup } from '../../backend/src/upload/image-cleanup.js';
import { eventually } from './support/app-processes.js';
import { type Agent, getField, newConvo, revert, userWithRole } from './support/opinion-map.js';
import { startTestApp, testConfig, type TestApp } from './support/test-app.js';

/**
 * The hourly removal of uploaded images nothing points to (upload/image-cleanup.ts), on the real
 * database: what a revision, a question or a profile shows stays, and so does a fresh upload.
 */
describe('image clean-up', () => {
  let t: TestApp;
  let user: Agent;
  let convoId: string;
  let colour = 0;

  /** A picture no other test uploads (each call a new colour). */
  const picture = () => {
    colour += 1;
    const background = `#${(0x102030 + colour * 0x050301).toString(16).slice(-6)}`;
    return sharp({ create: { width: 24, height: 16, channels: 3, background } })
      .png()
      .toBuffer();
  };

  async function upload(type: string, image: Buffer, artifactID?: string): Promise<string> {
    const req = user.post(`/api/upload/${type}`);
    if (artifactID) req.field('extraParams', JSON.stringify({ artifactID }));
    const res = await req.attach('image', image, {
      filename: 'picture.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(200);
    return res.body.ImageURL as string;
  }

  /** The image's id in its URL. */
  const idOf = (url: string) => url.slice('/api/image/'.length);
  const stored = async (url: string) =>
    (await t.sql('SELECT 1 FROM images WHERE id = $1', [idOf(url)])).length === 1;
  /** Makes every image look uploaded two days ago, past the grace period. */
  const age = () => t.sql(`UPDATE images SET uploaded_at = now() - interval '2 days'`);
  const cleanup = () => t.app.get(ImageCleanup).run();

  beforeAll(async () => {
    t = await startTestApp({ jobQueue: true });
    user = (await userWithRole(t)).agent;
    convoId = await newConvo(user);
  });
  afterAll(() => t?.close());

  it('removes an old image nothing points to, and keeps what a question, a revision or a profile shows', async () => {
    // A question's image replaced by another: the first is named by an old revision only.
    const replaced = await upload('convoimage', await picture(), convoId);
    const shown = await upload('convoimage', await picture(), convoId);
    expect(await getField(user, 'convo', convoId, 'ImageURL')).toBe(shown);
    // A profile image replaced by another: nothing points to the first any more.
    const oldProfile = await upload('profileimage', await picture());
    const profile = await upload('profileimage', await picture());
    await age();

    const removed = await cleanup();
    expect(removed).toEqual([idOf(oldProfile)]);
    expect(await stored(oldProfile)).toBe(false);
    expect((await request(t.http).get(oldProfile)).status).toBe(404);
    for (const url of [replaced, shown, profile]) expect(await stored(url)).toBe(true);
    // Running again finds nothing more.
    expect(await cleanup()).toEqual([]);

    // History still works: a revert brings the replaced image back, and it is served.
    const [{ id: revId }] = await t.sql<{ id: string }>(
      `SELECT id FROM revisions WHERE artifact_id = $1 AND snapshot->>'ImageURL' = $2`,
      [convoId, replaced],
    );
    expect((await revert(user, 'convo', convoId, revId)).status).toBe(200);
    expect(await getField(user, 'convo', convoId, 'ImageURL')).toBe(replaced);
  });

  it('keeps an image a question shows even when no revision named it', async () => {
    const url = await upload('profileimage', await picture());
    await upload('profileimage', await picture());
    // Written without the write path (as a data import might): only the question points to it.
    await t.sql('UPDATE convos SET image_url = $1 WHERE id = $2', [url, convoId]);
    await age();
    await cleanup();
    expect(await stored(url)).toBe(true);
  });

  it('keeps a fresh upload, and an old one uploaded again, through the grace period', async () => {
    const bytes = await picture();
    const first = await upload('profileimage', bytes);
    await upload('profileimage', await picture());
    await cleanup();
    expect(await stored(first)).toBe(true);

    await age();
    // The same picture again: stored once (its id is its hash), and young again.
    expect(await upload('profileimage', bytes)).toBe(first);
    await upload('profileimage', await picture());
    await cleanup();
    expect(await stored(first)).toBe(true);
  });

  it('is safe to run twice at once, and in two processes at once', async () => {
    const other: INestApplication = await createApp({
      config: testConfig(),
      databaseUrl: t.databaseUrl,
      web: false,
      logger: false,
    });
    try {
      // What earlier tests left unused goes first.
      await age();
      await cleanup();
      // The profile image shown now is replaced below: unused too.
      const unused = (
        await t.sql<{ id: string }>('SELECT image_id AS id FROM user_profile_images')
      ).map((r) => `/api/image/${r.id}`);
      for (let i = 0; i < 12; i += 1) unused.push(await upload('profileimage', await picture()));
      await upload('profileimage', await picture());
      await age();
      const runs = await Promise.all([
        cleanup(),
        other.get(ImageCleanup).run(),
        cleanup(),
        other.get(ImageCleanup).run(),
      ]);
      const removed = runs.flat();
      // Each removed once, all of them removed.
      expect(new Set(removed).size).toBe(removed.length);
      expect(removed.sort()).toEqual(unused.map(idOf).sort());
    } finally {
      await other.close();
    }
  });

  it('runs hourly as a job of the queue, and when a job is sent', async () => {
    const [schedule] = await t.sql<{ cron: string }>(
      'SELECT cron FROM pgboss.schedule WHERE name = $1',
      [IMAGE_CLEANUP_JOB],
    );
    expect(schedule.cron).toBe('23 * * * *');
    const url = await upload('profileimage', await picture());
    await upload('profileimage', await picture());
    await age();
    const queue = t.app.get(JobQueue);
    const id = (await queue.send(IMAGE_CLEANUP_JOB, {}))!;
    expect(
      await eventually(async () => (await queue.job(IMAGE_CLEANUP_JOB, id))?.state === 'completed'),
    ).toBe(true);
    expect(await stored(url)).toBe(false);
  });
});
