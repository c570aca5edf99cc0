import request from 'supertest';
import { eventually, sessionCookie } from '../api/support/app-processes.js';

/** What the smoke test reaches: the front door, each app directly, and a switch for the replica. */
export interface Shape {
  /** nginx, in front of Varnish. */
  front: string;
  apps: { name: string; url: string }[];
  /** How many connections the apps hold open to the replica. */
  replicaClients(): Promise<number>;
  stopReplica(): Promise<void>;
}

export interface Step {
  name: string;
  run(): Promise<void>;
}

/** A step's check: the failure says what did not hold. */
function expect(holds: boolean, what: string): void {
  if (!holds) throw new Error(what);
}

const LONG = (s: string) => s.padEnd(170, '.');

/**
 * The production shape's smoke test, through nginx as a visitor would: sign up, read from the
 * edge cache, edit through one app and see the change through the other and through Varnish,
 * vote, stop the replica and keep reading. Each step says what it checked.
 */
export function smokeSteps(shape: Shape): Step[] {
  // Read when the steps run: the shape starts after they are listed.
  const front = () => request(shape.front);
  let cookie = '';
  let convoId = '';
  let otherConvoId = '';
  let posId = '';
  let title = 'Should a production shape be run before it ships?';
  const page = (base: string, id: string) => request(base).get(`/c/${id}`);
  const as = async (base: string, path: string, body: object) => {
    const res = await request(base).post(path).set('Cookie', cookie).send({ body });
    expect(res.status === 200 || res.status === 201, `${path} answered ${res.status}: ${res.text}`);
    return res.body as Record<string, string>;
  };

  return [
    {
      name: 'nginx answers the health check through Varnish',
      async run() {
        const res = await front().get('/api/health');
        expect(res.status === 200, `health answered ${res.status}`);
      },
    },
    {
      name: 'a visitor signs up through nginx and writes a question with a position',
      async run() {
        const body = {
          email: 'smoke@example.org',
          username: 'smoke_tester',
          password: 'a long passphrase for the front door',
        };
        const res = await front().post('/api/signup').send({ body });
        expect(res.status === 201, `signup answered ${res.status}: ${res.text}`);
        cookie = sessionCookie(res);
        convoId = (await as(shape.front, '/api/convo/new', { title, description: LONG('Smoke') }))
          .ConvoID;
        otherConvoId = (
          await as(shape.front, '/api/convo/new', {
            title: 'Is a second question left alone by an edit of the first?',
            description: LONG('Other'),
          })
        ).ConvoID;
        posId = (await as(shape.front, '/api/pos/new', { convoID: convoId, title: 'Yes, always' }))
          .PosID;
      },
    },
    {
      name: 'a question page is served from the edge cache',
      async run() {
        const hit = await eventually(async () => {
          const res = await page(shape.front, convoId);
          return res.status === 200 && /hit/i.test(String(res.headers['x-cache'] ?? ''));
        });
        expect(hit, 'the page never came from Varnish (X-Cache: hit)');
        expect((await page(shape.front, otherConvoId)).status === 200, 'the other page failed');
      },
    },
    {
      name: 'an edit through one app shows through the other and through Varnish',
      async run() {
        const newTitle = 'Should a production shape be run before every release?';
        const args = { FieldName: 'Title', OldValue: title, NewValue: newTitle };
        const [a, b] = shape.apps;
        await as(a.url, '/api/convo/edit', {
          convoID: convoId,
          action: { ActionName: 'ConvoEditTextField', ArgsJSON: JSON.stringify(args) },
          revDesc: 'Smoke test',
        });
        title = newTitle;
        const shows = (base: string) =>
          eventually(async () => (await page(base, convoId)).text.includes(newTitle));
        expect(await shows(b.url), `app ${b.name} never showed the edit`);
        expect(await shows(shape.front), 'the edge cache kept the old page');
        const other = await page(shape.front, otherConvoId);
        expect(/hit/i.test(String(other.headers['x-cache'] ?? '')), 'the other page was purged');
      },
    },
    {
      name: 'a vote through nginx counts, and the voter sees it',
      async run() {
        await as(shape.front, '/api/yourtakeconvo/submit', { convoID: convoId, value: posId });
        const me = await front()
          .get('/api/me')
          .query({ path: `/c/${convoId}` })
          .set('Cookie', cookie);
        const votes = (me.body as { Votes?: { Value: string }[] }).Votes ?? [];
        expect(
          votes.some((v) => v.Value === posId),
          `the voter's own vote is missing: ${me.text}`,
        );
      },
    },
    {
      name: 'anonymous renders read from the replica',
      async run() {
        for (const app of shape.apps) {
          // A search nobody made yet: a miss in the app's cache, rendered from the database.
          const res = await request(app.url).get(`/search?q=replica+${app.name.toLowerCase()}`);
          expect(res.status === 200, `a render on ${app.name} answered ${res.status}`);
        }
        expect((await shape.replicaClients()) > 0, 'no app holds a connection to the replica');
      },
    },
    {
      name: 'the replica stops and reading goes on without an error',
      async run() {
        await shape.stopReplica();
        for (let i = 0; i < 20; i++) {
          const app = shape.apps[i % shape.apps.length];
          // A new search each time: uncached, so the read reaches the database.
          for (const path of [`/search?q=stopped+${i}`, `/api/search?q=replica+stopped+${i}`]) {
            const res = await request(app.url).get(path);
            expect(res.status === 200, `${path} on ${app.name} answered ${res.status}`);
          }
          const edge = await page(shape.front, convoId);
          expect(edge.status === 200 && edge.text.includes(title), 'a page through nginx failed');
        }
      },
    },
  ];
}
