import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityTarget, In, IsNull } from 'typeorm';
import { type Actor, requireAccess } from '../common/access.js';
import { newId } from '../common/ids.js';
import { textProblem } from '../common/safe-input.js';
import { checkText } from '../common/text-rules.js';
import type { ContentEntity } from '../revision/content-kinds.js';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { ContentReader } from '../revision/content-reader.js';
import { EditService } from '../revision/edit.service.js';
import type { EditResultDto } from '../revision/revision.dto.js';
import { CreateService } from '../revision/create.service.js';
import type { Author } from '../revision/write-path.service.js';
import { UsersService } from '../users/users.service.js';
import {
  type NewReqDto,
  type NewReqResultDto,
  type ReqEditDto,
  REQ_LIST_LIMIT,
  type ReqListDto,
  type ReqListQueryDto,
  type ReqPageDto,
  SUGGESTION_LIST_LIMIT,
  type SuggestionListDto,
} from './req.dto.js';
import { ReqEntity } from './req.entity.js';
import {
  ADMIN_REQ,
  checkReqChange,
  isAboutArtifact,
  isSuggestion,
  reqKind,
  reqLink,
  requireAdminRequests,
  SUGGEST_REQ,
  SUGGESTION_TEXT_RULES,
} from './req.kind.js';
import { reqDto, reqSummary, suggestionDto } from './req.presenter.js';

const isAdminType = (type: string | undefined): boolean =>
  type === undefined || type === '' || type === ADMIN_REQ;

const CREATED_DESCRIPTION = {
  admin: 'Added an admin request',
  suggest: 'Suggested a question',
  about: 'Added a request',
};

@Injectable()
export class ReqService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly creates: CreateService,
    private readonly content: ContentReader,
    private readonly kinds: ContentKindRegistry,
    private readonly edits: EditService,
    private readonly users: UsersService,
  ) {}

  async create(user: Author, dto: NewReqDto): Promise<NewReqResultDto> {
    const admin = isAdminType(dto.artifactType);
    const suggestion = dto.artifactType === SUGGEST_REQ;
    const artifactId = dto.artifactID ?? '';
    if (admin) {
      requireAdminRequests(user, 'create', 'create an admin request');
      if (artifactId !== '')
        throw new BadRequestException(
          'An admin request is about no artifact: leave artifactID empty.',
        );
    } else if (suggestion) {
      if (artifactId !== '')
        throw new BadRequestException(
          'A suggested question is about no artifact: leave artifactID empty.',
        );
    } else if (artifactId === '') {
      throw new BadRequestException(
        'artifactID must name the question or argument the request is about.',
      );
    }
    const kind = admin ? 'admin' : suggestion ? 'suggest' : 'about';
    const { entity } = await this.creates.create(user, {
      type: 'req',
      // A suggested question has rules of its own: those of the question it may become.
      check: (text) =>
        suggestion
          ? {
              // Named as the suggest form asks for them: "Your question", "Why it matters".
              title: checkText('question', dto.title, SUGGESTION_TEXT_RULES.Title),
              issue: checkText('reason it matters', dto.issue, SUGGESTION_TEXT_RULES.Issue),
            }
          : { title: text('title', dto.title), issue: text('issue', dto.issue) },
      insert: async (manager, { title, issue }) => {
        // The artifact must be live, and so must everything it lives under (404 otherwise).
        if (kind === 'about') await this.content.lockLive(manager, dto.artifactType!, artifactId);
        return manager.save(
          manager.create(ReqEntity, {
            id: newId(),
            title,
            issue,
            artifactType: admin ? null : dto.artifactType!,
            artifactId: kind === 'about' ? artifactId : null,
            status: 'open',
            createdBy: user.id,
            deletedAt: null,
          }),
        );
      },
      location: (r) => editLocation(r),
      revDesc: CREATED_DESCRIPTION[kind],
      recordedArgs: ({ title, issue }) => ({
        title,
        issue,
        artifactType: admin ? ADMIN_REQ : dto.artifactType,
        artifactID: artifactId,
      }),
    });
    return { ReqID: entity.id, Location: editLocation(entity) };
  }

  /** The live artifact a request is about, with its title and page; null when it is gone. */
  private async artifactOf(
    type: string,
    id: string,
  ): Promise<{ title: string; link: string } | null> {
    const chain = await this.content.liveChain(type, id);
    if (!chain) return null;
    const kind = this.kinds.get(type);
    return { title: kind.name(chain[0]), link: kind.link(chain[0]) };
  }

  /** Whether a request is there to read: not deleted, nor under deleted content. */
  async isLive(reqID: string): Promise<boolean> {
    const req = await this.dataSource.manager.findOne(ReqEntity, {
      where: { id: reqID, deletedAt: IsNull() },
      select: { id: true, artifactType: true, artifactId: true },
    });
    if (!req) return false;
    return !isAboutArtifact(req) || this.artifactLive(req.artifactType!, req.artifactId!);
  }

  /** Whether a request's question or argument, and what that lives under, is there. */
  private async artifactLive(type: string, id: string): Promise<boolean> {
    return (await this.content.liveChain(type, id)) !== null;
  }

  /**
   * A request's page: 404 when it is deleted or its question or argument (or what that lives
   * under) is.
   */
  async page(reqID: string): Promise<ReqPageDto> {
    const req = await this.dataSource.manager.findOne(ReqEntity, {
      where: { id: reqID, deletedAt: IsNull() },
    });
    if (!req) throw new NotFoundException(`There is no request ${reqID}.`);
    let artifact: { title: string; link: string } | null = null;
    if (isAboutArtifact(req)) {
      artifact = await this.artifactOf(req.artifactType!, req.artifactId!);
      if (!artifact) throw new NotFoundException(`There is no request ${reqID}.`);
    }
    const names = await this.users.namesOf([req.createdBy]);
    const links = await this.questionLinks([req]);
    return { Req: reqDto(req, names.get(req.createdBy) ?? '', artifact, links) };
  }

  /**
   * /u/{username}: the user's live suggested questions, newest first, each with what became of it.
   * Public, like every request: the question, why it matters, its state and its page.
   */
  async suggestionsOf(username: string): Promise<SuggestionListDto> {
    const possible =
      username.length <= 30 && !/\s/u.test(username) && textProblem(username) === undefined;
    const user = possible ? await this.users.findByUsername(username) : null;
    if (!user) throw new NotFoundException('There is no such user.');
    const rows = await this.dataSource.manager.find(ReqEntity, {
      where: { createdBy: user.id, artifactType: SUGGEST_REQ, deletedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: SUGGESTION_LIST_LIMIT + 1,
    });
    const shown = rows.slice(0, SUGGESTION_LIST_LIMIT);
    const links = await this.questionLinks(shown);
    return {
      Suggestions: shown.map((r) => suggestionDto(r, links)),
      HasMore: rows.length > SUGGESTION_LIST_LIMIT,
    };
  }

  /** The pages of the live questions that suggestions became, by question id (one query). */
  private async questionLinks(reqs: ReqEntity[]): Promise<Map<string, string>> {
    const ids = reqs.flatMap((r) =>
      isSuggestion(r) && r.outcomeConvoId ? [r.outcomeConvoId] : [],
    );
    if (ids.length === 0) return new Map();
    const convo = this.kinds.get('convo');
    const convos = await this.dataSource.manager.find(convo.entity as EntityTarget<ContentEntity>, {
      where: { id: In(ids), deletedAt: IsNull() },
    });
    return new Map(convos.map((c) => [c.id, convo.link(c)]));
  }

  /** /reqs/{level}/{id}: the live requests of a live question or argument, newest first. */
  async list(query: ReqListQueryDto): Promise<ReqListDto> {
    const admin = query.artifactType === ADMIN_REQ;
    const artifactId = query.artifactID ?? '';
    let artifact: { title: string; link: string } | null = null;
    if (admin) {
      if (artifactId !== '') throw new BadRequestException('Admin requests are about no artifact.');
    } else {
      if (artifactId === '') throw new BadRequestException('artifactID must be an id.');
      artifact = await this.artifactOf(query.artifactType, artifactId);
      if (!artifact)
        throw new NotFoundException(
          `There is no ${this.kinds.get(query.artifactType).noun} with id ${artifactId}.`,
        );
    }
    const rows = await this.dataSource.manager.find(ReqEntity, {
      where: admin
        ? { artifactType: IsNull(), artifactId: IsNull(), deletedAt: IsNull() }
        : { artifactType: query.artifactType, artifactId, deletedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: REQ_LIST_LIMIT + 1,
    });
    const shown = rows.slice(0, REQ_LIST_LIMIT);
    const names = await this.users.namesOf(shown.map((r) => r.createdBy));
    return {
      ArtifactType: query.artifactType,
      ArtifactID: artifactId,
      ArtifactTitle: artifact?.title ?? '',
      ArtifactLink: artifact?.link ?? '',
      Reqs: shown.map((r) => reqSummary(r, names.get(r.createdBy) ?? '')),
      HasMore: rows.length > REQ_LIST_LIMIT,
    };
  }

  /**
   * Before an edit reads anything (so that a stale OldValue tells no more than "not allowed"): the
   * kind's rule, which the write path applies again to the change itself (and to inbox undos).
   */
  private async guardEdit(reqID: string, user: Actor): Promise<void> {
    const req = await this.dataSource.manager.findOne(ReqEntity, {
      where: { id: reqID },
      select: { id: true, artifactType: true, artifactId: true },
    });
    if (!req) return; // the write path answers 404
    await checkReqChange(req, user, (type, id) => this.artifactLive(type, id));
  }

  async edit(user: Author, dto: ReqEditDto): Promise<EditResultDto> {
    guardFields(dto, user);
    await this.guardEdit(dto.reqID, user);
    return this.edits.edit('req', dto.reqID, dto, user);
  }
}

/**
 * A ReqEdit that sets Status by someone who may not (the field rule): refused before anything is
 * read, as an EditTextField of a guarded field is, so that a stale Old tells no more than "not
 * allowed". The write path applies the rule again to the change itself.
 */
function guardFields(dto: ReqEditDto, user: Actor): void {
  if (dto.action.ActionName !== `${reqKind.typeName}Edit`) return;
  let args: unknown;
  try {
    args = JSON.parse(dto.action.ArgsJSON);
  } catch {
    return; // the write path answers 400
  }
  const fields = (args as { New?: unknown } | null)?.New;
  if (fields === null || typeof fields !== 'object') return;
  for (const field of Object.keys(fields))
    if (Object.hasOwn(reqKind.access?.fields ?? {}, field))
      requireAccess(user, 'edit', { kind: reqKind.type, field });
}

function editLocation(req: ReqEntity): string {
  if (isSuggestion(req)) return reqLink(req.id);
  return req.artifactType === null ? `/internal/admin/edit/req/${req.id}` : `/edit/req/${req.id}`;
}
