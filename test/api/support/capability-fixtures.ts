import type request from 'supertest';
import { JobQueue } from '../../../backend/src/jobs/job-queue.js';
import { IMAGE_CLEANUP_JOB } from '../../../backend/src/upload/image-cleanup.js';
import { uniqueLabel } from './api-checks.js';
import {
  type Agent,
  type ArtifactType,
  deleteArtifact,
  edit,
  editField,
  history,
  newArg,
  newConvo,
  newPos,
  text,
  title,
} from './opinion-map.js';
import { signup, type TestApp } from './test-app.js';

/** A fixture's request answered 2xx; anything else is a broken fixture, with the server's sentence. */
export function ok(res: request.Response): request.Response {
  if (res.status >= 300) throw new Error(`fixture refused: ${res.status} ${res.body.error}`);
  return res;
}

/** `field` of a fixture's 2xx answer. */
export function created(res: request.Response, field: string): string {
  return ok(res).body[field] as string;
}

let serial = 0;
/** A slug or tag name no one uses yet. */
export function freshWord(label: string): string {
  serial += 1;
  return `${label}-${serial}-${Date.now().toString(36)}`;
}

/** Something with an earlier revision to revert to: its id and that revision. */
export interface Revertable {
  id: string;
  revID: string;
}

/** What checks only read or add to: a question with a position, an argument, a person, a category. */
export interface Base {
  convo: string;
  pos: string;
  arg: string;
  person: string;
  category: string;
  /** An artifact of each kind that can be deleted, deleted (for SeeDeleted). */
  deleted: Record<string, string>;
  /** A user who reports comments (never their author). */
  reporter: Agent;
}

/**
 * What the capability checks act on, each made fresh by its owner (an admin, never the person
 * checked: what an artifact's author may do is no flag), so an allowed check changes nothing
 * another check reads.
 */
export class Fixtures {
  base!: Base;

  private constructor(
    readonly t: TestApp,
    readonly owner: Agent,
  ) {}

  static async start(t: TestApp, owner: Agent): Promise<Fixtures> {
    const fx = new Fixtures(t, owner);
    const convo = await fx.convo();
    const pos = await newPos(owner, convo);
    const reporter = t.agent();
    await signup(reporter);
    fx.base = {
      convo,
      pos,
      arg: await newArg(owner, pos),
      person: await fx.person(uniqueLabel('Quoted person')),
      category: await fx.category(uniqueLabel('Filed under')),
      deleted: await fx.deleted(),
      reporter,
    };
    return fx;
  }

  convo(label = 'A question to check'): Promise<string> {
    return newConvo(this.owner, { title: label });
  }

  async pos(label = 'A position to check'): Promise<string> {
    return newPos(this.owner, await this.convo(), { title: label });
  }

  async arg(label = 'An argument to check'): Promise<string> {
    return newArg(this.owner, await this.pos(), { title: label });
  }

  async article(label: string): Promise<string> {
    const res = await this.owner.post('/api/article/new').send({ body: { title: label } });
    return created(res, 'ArticleID');
  }

  async category(label: string): Promise<string> {
    const res = await this.owner.post('/api/category/new').send({ body: { title: label } });
    return created(res, 'CategoryID');
  }

  async person(name: string): Promise<string> {
    const res = await this.owner.post('/api/person/new').send({ body: { name } });
    return ok(res).body.Person.PersonID as string;
  }

  async quote(argID: string, personID: string, quote: string): Promise<string> {
    const res = await this.owner.post('/api/quote/new').send({ body: { argID, personID, quote } });
    return created(res, 'QuoteID');
  }

  /** A request about a question ('convo'), about the site ('admin') or a suggested question. */
  async req(artifactType: 'convo' | 'admin' | 'suggest', label: string): Promise<string> {
    const about = artifactType === 'convo' ? { artifactID: await this.convo() } : {};
    const issue =
      artifactType === 'suggest' ? 'Why it matters to many readers.' : 'Please look at this.';
    const res = await this.owner
      .post('/api/req/new')
      .send({ body: { artifactType, ...about, title: label, issue } });
    return created(res, 'ReqID');
  }

  /** A suggestion resolved with `outcome` (ConvoID or DeclineReason) set to `value`. */
  async resolvedSuggestion(outcome: 'ConvoID' | 'DeclineReason', value: string) {
    const id = await this.req('suggest', title('Should this be asked'));
    const res = await edit(this.owner, 'req', id, 'ReqEdit', {
      Old: { Status: 'open', [outcome]: '' },
      New: { Status: 'resolved', [outcome]: value },
    });
    ok(res);
    return id;
  }

  /** A tag, made as every tag is: by tagging a question with a new name. */
  async tag(name = freshWord('tag')): Promise<{ id: string; name: string }> {
    const convoID = await this.convo();
    ok(await editField(this.owner, 'convo', convoID, 'Tags', '', name));
    const res = await this.owner.get('/api/convo/get').query({ convoID });
    const tag = (res.body.Convo.Tags as { TagID: string; Name: string }[])[0];
    return { id: tag.TagID, name: tag.Name };
  }

  /** A slug on a fresh question: the question's id, the slug and the revision that made it. */
  async slug(): Promise<{ artifactID: string; slug: string; revID: string }> {
    const artifactID = await this.convo();
    const slug = freshWord('slug');
    const res = await this.owner
      .post('/api/slug/create')
      .send({ body: { slug, artifactType: 'convo', artifactID } });
    return { artifactID, slug, revID: created(res, 'RevID') };
  }

  /** A link on a fresh argument. */
  async link(): Promise<{ argID: string; linkID: string }> {
    const argID = await this.arg();
    const url = `https://example.org/${freshWord('page')}`;
    const added = await edit(this.owner, 'arg', argID, 'ArgAddExternalLink', {
      Title: 'A page',
      URL: url,
    });
    ok(added);
    const [row] = await this.t.sql<{ id: string }>(
      'SELECT id FROM arg_links WHERE arg_id = $1 AND url = $2',
      [argID, url],
    );
    return { argID, linkID: row.id };
  }

  async comment(): Promise<string> {
    const threadID = this.base.convo;
    const res = await this.owner.post('/api/comment/new').send({
      body: { threadID, parentID: null, body: 'A comment.', pathname: `/c/${threadID}` },
    });
    return created(res, 'CommentID');
  }

  /** A comment reported by someone else than its author. */
  async reportedComment(): Promise<string> {
    const commentID = await this.comment();
    ok(
      await this.base.reporter
        .post('/api/comment/report')
        .send({ body: { commentID, pathname: `/c/${this.base.convo}` } }),
    );
    return commentID;
  }

  /** The inbox entry of a fresh edit by the owner. */
  async inboxEntry(): Promise<string> {
    const label = 'An inboxed question';
    const convoID = await this.convo(label);
    const res = await editField(this.owner, 'convo', convoID, 'Title', label, title());
    const [entry] = await this.t.sql<{ id: string }>(
      'SELECT id FROM inbox_entries WHERE revision_id = $1',
      [created(res, 'RevID')],
    );
    return entry.id;
  }

  /** A new account (role user). */
  async account(): Promise<string> {
    return (await signup(this.t.agent())).uid;
  }

  /** A background job of a real queue, waiting to run an hour from now (the app runs the queue). */
  async waitingJob(): Promise<string> {
    const id = await this.t.app.get(JobQueue).send(IMAGE_CLEANUP_JOB, {}, { startAfter: 3600 });
    if (id) return id;
    // The queue keeps one waiting job: that one.
    const [job] = await this.t.sql<{ id: string }>(
      `SELECT id FROM pgboss.job WHERE name = $1 AND state = 'created'`,
      [IMAGE_CLEANUP_JOB],
    );
    return job.id;
  }

  /**
   * `id` changed once by the owner after its creation (`field` from `old`): a revert goes back to
   * the creation.
   */
  async changed(type: ArtifactType, id: string, field: string, old: string): Promise<Revertable> {
    const revisions = await history(this.owner, type, id);
    const revID = revisions[revisions.length - 1].RevID;
    const next = field === 'Description' ? text(40, 'Changed') : title('Changed');
    ok(await editField(this.owner, type, id, field, old, next));
    return { id, revID };
  }

  /** An artifact of each kind that can be deleted, deleted by the owner, for SeeDeleted. */
  async deleted(): Promise<Record<string, string>> {
    const argID = await this.arg();
    const made: Record<string, string> = {
      convo: await this.convo(),
      pos: await this.pos(),
      arg: argID,
      article: await this.article(uniqueLabel('Gone article')),
      category: await this.category(uniqueLabel('Gone category')),
      person: await this.person(uniqueLabel('Gone person')),
      quote: await this.quote(argID, await this.person(uniqueLabel('Quoted')), 'Gone words.'),
      req: await this.req('convo', title('Gone request')),
    };
    // The quote before its argument: nothing under a deleted argument can be changed.
    for (const type of ['quote', ...Object.keys(made).filter((k) => k !== 'quote')])
      ok(await deleteArtifact(this.owner, type as ArtifactType, made[type]));
    return made;
  }
}
