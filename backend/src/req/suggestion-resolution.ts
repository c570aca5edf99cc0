import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AdminChange } from '../admin/admin-resource.js';
import { requireAccess } from '../common/access.js';
import { checkText, lineRule, quotedTitle } from '../common/text-rules.js';
import { ConvoService } from '../convo/convo.service.js';
import { NotificationEvents } from '../notification/notification-events.js';
import { creatorOf } from '../notification/notification-producers.js';
import { WritePathService } from '../revision/write-path.service.js';
import { ReqEntity } from './req.entity.js';
import { DECLINE_REASON_MAX, isSuggestion, reqKind, reqLink } from './req.kind.js';

/** The question a suggestion becomes, as the editor words it (a question's rules apply). */
export interface QuestionInput {
  title: string;
  description: string;
}

const REASON_RULE = lineRule('reason', DECLINE_REASON_MAX, 1);

/** ReqEdit from open to resolved with one outcome field: 409 from the write path when stale. */
function resolution(field: 'ConvoID' | 'DeclineReason', value: string) {
  return {
    ActionName: `${reqKind.typeName}Edit`,
    ArgsJSON: JSON.stringify({
      Old: { Status: 'open', [field]: '' },
      New: { Status: 'resolved', [field]: value },
    }),
  };
}

/**
 * An editor's two answers to a suggested question: make it a question, or decline it with a
 * reason. Each locks the suggestion first, so that of two at once exactly one resolves it and the
 * other gets 409; each is one revision of the suggestion (history, revert, inbox undo).
 */
@Injectable()
export class SuggestionResolution {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
    private readonly convos: ConvoService,
  ) {}

  /**
   * A new question through the question domain's create (its creation revision in its history),
   * and the suggestion resolved with it, in one transaction: both or neither.
   */
  async createQuestion(id: string, question: QuestionInput, change: AdminChange): Promise<string> {
    requireAccess(change.actor, 'edit', { kind: reqKind.type, field: 'Status' });
    return this.dataSource.transaction(async (manager) => {
      const suggestion = await this.lockOpen(manager, id);
      const { ConvoID } = await this.convos.create(change.actor, question, {
        manager,
        revDesc: `Created from the suggestion ${quotedTitle(suggestion.title)}`,
      });
      await this.writePath.edit(
        reqKind.type,
        id,
        resolution('ConvoID', ConvoID),
        change.reason || 'Made it a question',
        change.actor,
        manager,
      );
      await this.tellSuggester(manager, suggestion, change);
      return ConvoID;
    });
  }

  /** Resolved without a question; the reason is shown to the suggester and kept in history. */
  async decline(id: string, change: AdminChange): Promise<void> {
    requireAccess(change.actor, 'edit', { kind: reqKind.type, field: 'Status' });
    if (change.reason.trim() === '')
      throw new BadRequestException(
        'reason is required to decline a suggestion: the person who suggested it will see it.',
      );
    const reason = checkText('reason', change.reason, REASON_RULE);
    await this.dataSource.transaction(async (manager) => {
      const suggestion = await this.lockOpen(manager, id);
      await this.writePath.edit(
        reqKind.type,
        id,
        resolution('DeclineReason', reason),
        `Declined: ${reason}`,
        change.actor,
        manager,
      );
      await this.tellSuggester(manager, suggestion, change);
    });
  }

  /** The event that tells whoever suggested it (its creator) that it was resolved. */
  private async tellSuggester(
    manager: EntityManager,
    suggestion: ReqEntity,
    change: AdminChange,
  ): Promise<void> {
    const suggester = await creatorOf(manager, reqKind.type, suggestion.id);
    if (!suggester) return;
    await NotificationEvents.record(manager, {
      reason: 'suggestion',
      actorId: change.actor.id,
      actorName: change.actor.usernameCased,
      subjectType: reqKind.type,
      subjectId: suggestion.id,
      subjectName: suggestion.title,
      link: reqLink(suggestion.id),
      recipients: [suggester],
    });
  }

  /** The suggestion, row-locked until the transaction ends, if it is live and still open. */
  private async lockOpen(manager: EntityManager, id: string): Promise<ReqEntity> {
    const req = await manager.findOne(ReqEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!req) throw new NotFoundException(`There is no request ${id}.`);
    if (!isSuggestion(req))
      throw new BadRequestException(
        'Only a suggested question can be made a question or declined; this is another request.',
      );
    if (req.deletedAt)
      throw new ConflictException('This suggestion has been deleted; revert the deletion first.');
    if (req.status !== 'open')
      throw new ConflictException(
        req.outcomeConvoId
          ? 'This suggestion has already been made a question; reload to see it.'
          : 'This suggestion has already been resolved; reload to see how.',
      );
    return req;
  }
}
