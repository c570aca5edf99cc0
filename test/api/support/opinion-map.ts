import { expect } from '@jest/globals';
import type request from 'supertest';
import { signup, type TestApp } from './test-app.js';

/** Helpers shared by the opinion-map API tests (questions, positions, arguments, edits). */

export type Agent = ReturnType<typeof request.agent>;
export type ArtifactType =
  'convo' | 'pos' | 'arg' | 'tag' | 'category' | 'person' | 'quote' | 'req' | 'article';

const ID_FIELD: Record<ArtifactType, string> = {
  convo: 'convoID',
  pos: 'posID',
  arg: 'argID',
  tag: 'tagID',
  category: 'categoryID',
  person: 'personID',
  quote: 'quoteID',
  req: 'reqID',
  article: 'articleID',
};

const TYPE_NAME: Record<ArtifactType, string> = {
  convo: 'Convo',
  pos: 'Pos',
  arg: 'Arg',
  tag: 'Tag',
  category: 'Category',
  person: 'Person',
  quote: 'Quote',
  req: 'Req',
  article: 'Article',
};

let serial = 0;

/** Exactly `length` characters, starting with `label` (so each text is easy to find). */
export function text(length: number, label = 'text'): string {
  serial += 1;
  const start = `${label} ${serial} `;
  const filler = 'lorem ipsum dolor sit amet ';
  let value = start;
  while (value.length < length) value += filler;
  return value.slice(0, length).replace(/ $/, 'x');
}

/** A valid title (10-75 characters). */
export function title(label = 'Title'): string {
  serial += 1;
  return `${label} number ${serial}`.slice(0, 75);
}

/** A valid convo/arg description (160-300 characters). */
export function description(label = 'Description'): string {
  return text(200, label);
}

/** A logged-in agent with the given role. */
export async function userWithRole(
  t: TestApp,
  role: 'user' | 'editor' | 'mod' | 'admin' = 'user',
): Promise<{ agent: Agent; uid: string; username: string }> {
  const agent = t.agent();
  const { uid, username } = await signup(agent);
  if (role !== 'user') await t.sql('UPDATE users SET role = $2 WHERE id = $1', [uid, role]);
  return { agent, uid, username };
}

export async function newConvo(
  agent: Agent,
  body: { title?: string; description?: string } = {},
): Promise<string> {
  const res = await agent.post('/api/convo/new').send({
    body: {
      title: body.title ?? title('Question'),
      description: body.description ?? description(),
    },
  });
  expect(res.status).toBe(201);
  return res.body.ConvoID as string;
}

export async function newPos(
  agent: Agent,
  convoID: string,
  body: { title?: string; description?: string } = {},
): Promise<string> {
  const res = await agent.post('/api/pos/new').send({
    body: {
      convoID,
      title: body.title ?? title('Position'),
      description: body.description ?? 'A short position description.',
    },
  });
  expect(res.status).toBe(201);
  return res.body.PosID as string;
}

export async function newArg(
  agent: Agent,
  posID: string,
  body: { title?: string; description?: string } = {},
): Promise<string> {
  const res = await agent.post('/api/arg/new').send({
    body: {
      posID,
      title: body.title ?? title('Argument'),
      description: body.description ?? description('Argument description'),
    },
  });
  expect(res.status).toBe(201);
  return res.body.ArgID as string;
}

/** POST /api/{type}/edit with an action; returns the raw response. */
export function edit(
  agent: Agent,
  type: ArtifactType,
  id: string,
  actionName: string,
  args: object | string,
  revDesc = '',
) {
  return agent.post(`/api/${type}/edit`).send({
    body: {
      [ID_FIELD[type]]: id,
      action: {
        ActionName: actionName,
        ArgsJSON: typeof args === 'string' ? args : JSON.stringify(args),
      },
      revDesc,
    },
  });
}

/** {Type}EditTextField. */
export function editField(
  agent: Agent,
  type: ArtifactType,
  id: string,
  fieldName: string,
  oldValue: string,
  newValue: string,
  revDesc = '',
) {
  return edit(
    agent,
    type,
    id,
    `${TYPE_NAME[type]}EditTextField`,
    { FieldName: fieldName, OldValue: oldValue, NewValue: newValue },
    revDesc,
  );
}

/** {Type}Delete. */
export function deleteArtifact(agent: Agent, type: ArtifactType, id: string) {
  return edit(agent, type, id, `${TYPE_NAME[type]}Delete`, {});
}

/** {Type}Revert. */
export function revert(agent: Agent, type: ArtifactType, id: string, revID: string) {
  return edit(agent, type, id, `${TYPE_NAME[type]}Revert`, { RevID: revID });
}

export async function getField(
  agent: Agent,
  type: ArtifactType,
  id: string,
  fieldName: string,
): Promise<string> {
  const res = await agent
    .get('/api/getfield')
    .query({ artifactID: id, artifactType: type, fieldName });
  expect(res.status).toBe(200);
  return res.body.Value as string;
}

export interface RevisionBody {
  RevID: string;
  ArtifactType: string;
  ArtifactID: string;
  ArtifactName: string;
  ArtifactLink: string;
  Created: string;
  UserID: string;
  UsernameCased: string;
  ActionName: string;
  ArgsJSON: string;
  UserDescription: string;
  Diff: { Field: string; Old: string | null; New: string | null }[];
  LikeNum: number;
  LikedByMe: boolean;
}

export async function history(
  agent: Agent,
  type: ArtifactType,
  id: string,
): Promise<RevisionBody[]> {
  const res = await agent.get(`/api/${type}/history`).query({ [ID_FIELD[type]]: id });
  expect(res.status).toBe(200);
  return res.body.Revisions as RevisionBody[];
}

export async function revisionCount(t: TestApp, id: string): Promise<number> {
  const [row] = await t.sql<{ n: number }>(
    'SELECT COUNT(*)::int AS n FROM revisions WHERE artifact_id = $1',
    [id],
  );
  return row.n;
}

export async function childIds(agent: Agent, type: 'convo' | 'pos', id: string) {
  const res = await agent.get(`/api/${type}/children`).query({ [ID_FIELD[type]]: id });
  expect(res.status).toBe(200);
  return {
    ids: (res.body.Children as { ID: string }[]).map((c) => c.ID),
    orderJSON: res.body.OrderJSON as string,
  };
}

export interface InboxEntryBody {
  InboxID: string;
  Status: 'seen' | 'unseen';
  Kind: string;
  Undone: boolean;
  Deleted: boolean;
  Revision: RevisionBody;
}

/** Every inbox entry (seen and unseen), walking the pages. */
export async function allInboxEntries(editor: Agent): Promise<InboxEntryBody[]> {
  const entries: InboxEntryBody[] = [];
  for (const showSeen of [false, true]) {
    for (let page = 1; page < 200; page += 1) {
      const res = await editor.get(`/api/admin/inbox/list/${page}`).query({ showSeen });
      expect(res.status).toBe(200);
      entries.push(...(res.body.Entries as InboxEntryBody[]));
      if (!res.body.HasMore) break;
    }
  }
  return entries;
}

export async function inboxEntryFor(editor: Agent, revID: string): Promise<InboxEntryBody> {
  const entry = (await allInboxEntries(editor)).find((e) => e.Revision.RevID === revID);
  if (!entry) throw new Error(`no inbox entry for revision ${revID}`);
  return entry;
}
