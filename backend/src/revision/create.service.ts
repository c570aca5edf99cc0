import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RateLimitService } from '../common/rate-limit.service.js';
import { capitalized, checkText } from '../common/text-rules.js';
import { ContentKindRegistry } from './content-kind.registry.js';
import { fieldLabelOf } from './kind-description.js';
import type { ArtifactType } from './revision.entity.js';
import { type Author, WritePathService } from './write-path.service.js';

/**
 * Checks a text of the request against its kind's rule for the field of that name (`title`
 * against Title's), the error naming it as the request does; answers the text as it is stored.
 */
export type TextCheck = (name: string, value: string) => string;

/** A new artifact: what its kind's service says. The rest is the same for every kind. */
export interface NewArtifact<E extends { id: string }, V> {
  type: ArtifactType;
  /**
   * The request's values, checked before anything is spent or written (a refusal costs no
   * rate-limit point): its texts through `text`, and whatever else the kind checks, in order.
   */
  check(text: TextCheck): V;
  /** Inserts the artifact (and links it to its parent) inside the write's transaction. */
  insert(manager: EntityManager, values: V): Promise<E>;
  location(entity: E): string;
  /** The description of its creation revision. */
  revDesc: string;
  /** The arguments of its create action, as the revision records them. */
  recordedArgs(values: V): object;
}

/** POST /api/{type}/new for every kind: the request checked, rate-limited, then the write path. */
@Injectable()
export class CreateService {
  constructor(
    private readonly writePath: WritePathService,
    private readonly rateLimits: RateLimitService,
    private readonly kinds: ContentKindRegistry,
  ) {}

  /**
   * The artifact and its creation revision. `outer` makes it part of a larger change (a suggestion
   * that becomes a question): that transaction's.
   */
  async create<E extends { id: string }, V>(
    user: Author,
    artifact: NewArtifact<E, V>,
    outer?: EntityManager,
  ): Promise<{ entity: E; RevID: string }> {
    const kind = this.kinds.get(artifact.type);
    const values = artifact.check((name, value) => {
      const field = capitalized(name);
      if (!Object.hasOwn(kind.textRules, field))
        throw new Error(`The ${artifact.type} kind has no text field ${field}.`);
      return checkText(fieldLabelOf(kind, field), value, kind.textRules[field]);
    });
    await this.rateLimits.consume('contentCreatesPerUser', user.id);
    return this.writePath.create<E>(
      {
        type: artifact.type,
        insert: (manager) => artifact.insert(manager, values),
        location: artifact.location,
      },
      artifact.revDesc,
      user,
      artifact.recordedArgs(values),
      outer,
    );
  }
}
