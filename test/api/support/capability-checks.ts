import type request from 'supertest';
import { uniqueLabel } from './api-checks.js';
import { type Fixtures, freshWord, ok } from './capability-fixtures.js';
import {
  type Agent,
  type ArtifactType,
  deleteArtifact,
  description,
  edit,
  editField,
  revert,
  title,
} from './opinion-map.js';

/**
 * For each flag /api/me's Can may carry, the request it stands for: `agent` does it to something
 * `fx` made fresh for it (never the agent's own). The flag must be true exactly when the server
 * lets the request through.
 */
export type Check = (agent: Agent, fx: Fixtures) => Promise<request.Response>;

const ISSUE = 'Please look at this.';

/** The owner made `make`'s artifact and changed its `field` from `old`; the agent reverts that. */
function revertCheck(
  type: ArtifactType,
  make: (fx: Fixtures, label: string) => Promise<string>,
  field: string,
): Check {
  return async (agent, fx) => {
    const label = title('To revert');
    const { id, revID } = await fx.changed(type, await make(fx, label), field, label);
    return revert(agent, type, id, revID);
  };
}

/** Edits `field` of what `make` made with the value `label`. */
function editCheck(
  type: ArtifactType,
  make: (fx: Fixtures, label: string) => Promise<string>,
  field: string,
): Check {
  return async (agent, fx) => {
    const label = title('To edit');
    return editField(agent, type, await make(fx, label), field, label, title());
  };
}

const deleteCheck =
  (type: ArtifactType, make: (fx: Fixtures) => Promise<string>): Check =>
  async (agent, fx) =>
    deleteArtifact(agent, type, await make(fx));

/** The history of a deleted one (404 for whoever may not see deleted content). */
const seeDeletedCheck =
  (type: ArtifactType): Check =>
  (agent, fx) =>
    agent.get(`/api/${type}/history`).query({ [`${type}ID`]: fx.base.deleted[type] });

/** The five flags of a kind the write path handles as it handles every kind. */
function contentChecks(
  type: ArtifactType,
  create: Check,
  make: (fx: Fixtures, label: string) => Promise<string>,
  field: string,
): Record<string, Check> {
  return {
    Create: create,
    Edit: editCheck(type, make, field),
    Delete: deleteCheck(type, (fx) => make(fx, title('To delete'))),
    Revert: revertCheck(type, make, field),
    SeeDeleted: seeDeletedCheck(type),
  };
}

const slugEdit = (agent: Agent, artifactID: string, ActionName: string, args: object) =>
  agent
    .post('/api/slug/edit')
    .send({ body: { artifactID, action: { ActionName, ArgsJSON: JSON.stringify(args) } } });

const newLink = () => ({ Title: 'A page', URL: `https://example.org/${freshWord('page')}` });

/** Sends an anonymous vote again with the voter cookie its first try set (428). */
async function vote(agent: Agent, fx: Fixtures) {
  const send = () =>
    agent
      .post('/api/yourtakeconvo/submit')
      .send({ body: { convoID: fx.base.convo, value: fx.base.pos } });
  const first = await send();
  return first.status === 428 ? send() : first;
}

/** Kinds.<kind>.<flag> (a field's flag as 'Fields.<name>') -> its check. */
export const KIND_CHECKS: Record<string, Record<string, Check>> = {
  convo: {
    ...contentChecks(
      'convo',
      (agent) =>
        agent
          .post('/api/convo/new')
          .send({ body: { title: title('Asked'), description: description() } }),
      (fx, label) => fx.convo(label),
      'Title',
    ),
    'Fields.Categories': async (agent, fx) =>
      edit(agent, 'convo', await fx.convo(), 'ConvoSetCategories', {
        OldCategoryIDs: [],
        NewCategoryIDs: [fx.base.category],
      }),
  },
  pos: contentChecks(
    'pos',
    async (agent, fx) =>
      agent.post('/api/pos/new').send({
        body: { convoID: await fx.convo(), title: title('Held'), description: 'A position.' },
      }),
    (fx, label) => fx.pos(label),
    'Title',
  ),
  arg: contentChecks(
    'arg',
    async (agent, fx) =>
      agent.post('/api/arg/new').send({
        body: { posID: await fx.pos(), title: title('Argued'), description: description() },
      }),
    (fx, label) => fx.arg(label),
    'Title',
  ),
  article: contentChecks(
    'article',
    (agent) => agent.post('/api/article/new').send({ body: { title: uniqueLabel('Written') } }),
    (fx, label) => fx.article(label),
    'Title',
  ),
  category: contentChecks(
    'category',
    (agent) => agent.post('/api/category/new').send({ body: { title: uniqueLabel('Filed') } }),
    (fx, label) => fx.category(label),
    'Title',
  ),
  person: contentChecks(
    'person',
    (agent) => agent.post('/api/person/new').send({ body: { name: uniqueLabel('Someone') } }),
    (fx, label) => fx.person(label),
    'Name',
  ),
  quote: contentChecks(
    'quote',
    (agent, fx) =>
      agent.post('/api/quote/new').send({
        body: { argID: fx.base.arg, personID: fx.base.person, quote: 'Words to check.' },
      }),
    (fx, label) => fx.quote(fx.base.arg, fx.base.person, label),
    'Quote',
  ),
  req: {
    ...contentChecks(
      'req',
      (agent, fx) =>
        agent.post('/api/req/new').send({
          body: { artifactType: 'convo', artifactID: fx.base.convo, title: title(), issue: ISSUE },
        }),
      (fx, label) => fx.req('convo', label),
      'Title',
    ),
    'Fields.Status': async (agent, fx) =>
      edit(agent, 'req', await fx.req('convo', title()), 'ReqEdit', {
        Old: { Status: 'open' },
        New: { Status: 'resolved' },
      }),
    'Fields.ConvoID': async (agent, fx) =>
      edit(agent, 'req', await fx.resolvedSuggestion('ConvoID', fx.base.convo), 'ReqEdit', {
        Old: { ConvoID: fx.base.convo },
        New: { ConvoID: await fx.convo() },
      }),
    'Fields.DeclineReason': async (agent, fx) =>
      edit(agent, 'req', await fx.resolvedSuggestion('DeclineReason', 'Asked before.'), 'ReqEdit', {
        Old: { DeclineReason: 'Asked before.' },
        New: { DeclineReason: 'Asked many times before.' },
      }),
  },
  slug: {
    Create: async (agent, fx) =>
      agent.post('/api/slug/create').send({
        body: { slug: freshWord('slug'), artifactType: 'convo', artifactID: await fx.convo() },
      }),
    Edit: async (agent, fx) => {
      const { artifactID, slug } = await fx.slug();
      return slugEdit(agent, artifactID, 'SlugEditTextField', {
        FieldName: 'Slug',
        OldValue: slug,
        NewValue: freshWord('slug'),
      });
    },
    Revert: async (agent, fx) => {
      const { artifactID, slug, revID } = await fx.slug();
      ok(
        await slugEdit(fx.owner, artifactID, 'SlugEditTextField', {
          FieldName: 'Slug',
          OldValue: slug,
          NewValue: freshWord('slug'),
        }),
      );
      return slugEdit(agent, artifactID, 'SlugRevert', { RevID: revID });
    },
  },
  tag: {
    // A tag is made by tagging something with a name nothing carries yet.
    Create: async (agent, fx) =>
      editField(agent, 'convo', await fx.convo(), 'Tags', '', freshWord('tag')),
    Edit: async (agent, fx) =>
      editField(agent, 'tag', (await fx.tag()).id, 'Description', '', 'What it is about.'),
    Revert: async (agent, fx) => {
      const { id, revID } = await fx.changed('tag', (await fx.tag()).id, 'Description', '');
      return revert(agent, 'tag', id, revID);
    },
    'Fields.Name': async (agent, fx) => {
      const tag = await fx.tag();
      return editField(agent, 'tag', tag.id, 'Name', tag.name, freshWord('renamed'));
    },
  },
  adminReq: {
    Create: (agent) =>
      agent
        .post('/api/req/new')
        .send({ body: { artifactType: 'admin', title: title('About the site'), issue: ISSUE } }),
    Edit: editCheck('req', (fx, label) => fx.req('admin', label), 'Title'),
    Revert: revertCheck('req', (fx, label) => fx.req('admin', label), 'Title'),
  },
  link: {
    Create: (agent, fx) => edit(agent, 'arg', fx.base.arg, 'ArgAddExternalLink', newLink()),
    Edit: async (agent, fx) => {
      const { argID, linkID } = await fx.link();
      return edit(agent, 'arg', argID, 'ArgEditExternalLink', { LinkID: linkID, ...newLink() });
    },
    Delete: async (agent, fx) => {
      const { argID, linkID } = await fx.link();
      return edit(agent, 'arg', argID, 'ArgRemoveExternalLink', { LinkID: linkID });
    },
  },
  comment: {
    Create: (agent, fx) =>
      agent.post('/api/comment/new').send({
        body: {
          threadID: fx.base.convo,
          parentID: null,
          body: 'A comment to check.',
          pathname: `/c/${fx.base.convo}`,
        },
      }),
    Delete: async (agent, fx) =>
      agent.post('/api/comment/delete').send({ body: { commentID: await fx.comment() } }),
  },
  inbox: {
    Read: (agent) => agent.get('/api/admin/inbox/list/1'),
    Edit: async (agent, fx) =>
      agent
        .post('/api/admin/inbox/status')
        .send({ body: { inboxIDs: [await fx.inboxEntry()], status: 'seen' } }),
    Undo: async (agent, fx) =>
      agent.post('/api/admin/inbox/undo').send({ body: { inboxID: await fx.inboxEntry() } }),
  },
  user: {
    Read: (agent) => agent.get('/api/admin/users'),
    Edit: async (agent, fx) =>
      agent
        .post('/api/admin/users/setrole')
        .send({ body: { uid: await fx.account(), role: 'editor' } }),
  },
  vote: {
    Create: vote,
    Read: (agent, fx) => agent.get(`/api/yourtakeconvo/results/${fx.base.convo}`),
  },
};

/** What a console write needs: its data and, for an update, the record as the console loaded it. */
export interface ConsoleRecord {
  id: string;
  data: object;
  previousData?: object;
}

/** For each console resource, what its create, update and delete act on (a verb it lacks: none). */
export const CONSOLE_CHECKS: Record<
  string,
  {
    create?: (fx: Fixtures) => object;
    update?: (fx: Fixtures) => Promise<ConsoleRecord>;
    delete?: (fx: Fixtures) => Promise<string>;
  }
> = {
  categories: {
    create: () => ({ Title: uniqueLabel('Console category') }),
    update: async (fx) => {
      const Title = uniqueLabel('Category');
      const id = await fx.category(Title);
      return { id, data: { Title: uniqueLabel('Renamed') }, previousData: { Title } };
    },
    delete: (fx) => fx.category(uniqueLabel('Deleted category')),
  },
  articles: {
    create: () => ({ Title: uniqueLabel('Console article') }),
    update: async (fx) => {
      const Title = uniqueLabel('Article');
      const id = await fx.article(Title);
      return { id, data: { Title: uniqueLabel('Retitled') }, previousData: { Title } };
    },
    delete: (fx) => fx.article(uniqueLabel('Deleted article')),
  },
  people: {
    create: () => ({ Name: uniqueLabel('Console person') }),
    update: async (fx) => {
      const Name = uniqueLabel('Person');
      const id = await fx.person(Name);
      return { id, data: { Name: uniqueLabel('Renamed') }, previousData: { Name } };
    },
    delete: (fx) => fx.person(uniqueLabel('Deleted person')),
  },
  reqs: {
    create: () => ({ Title: title('Console request'), Issue: ISSUE }),
    update: async (fx) => ({
      id: await fx.req('convo', title()),
      data: { Status: 'resolved' },
      previousData: { Status: 'open' },
    }),
    delete: (fx) => fx.req('convo', title('Deleted request')),
  },
  tags: {
    update: async (fx) => {
      const tag = await fx.tag();
      return { id: tag.id, data: { Name: freshWord('renamed') }, previousData: { Name: tag.name } };
    },
  },
  reports: {
    update: async (fx) => ({ id: await fx.reportedComment(), data: { Resolution: 'dismiss' } }),
  },
  users: {
    update: async (fx) => ({ id: await fx.account(), data: { Role: 'editor' } }),
  },
  audit: {},
  'order-effects': {},
  jobs: {
    update: async (fx) => ({ id: await fx.waitingJob(), data: { State: 'cancelled' } }),
  },
};
