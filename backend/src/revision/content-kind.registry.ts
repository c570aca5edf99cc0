import { BadRequestException, Injectable, type Provider } from '@nestjs/common';
import { type Action, registerAccessRules } from '../common/access.js';
import type { ArtifactKind } from './content-kinds.js';
import type { ArtifactType } from './revision.entity.js';

/** The most kinds one app registers: a guard against registering in a loop. */
const MAX_KINDS = 64;
const TYPE_PATTERN = /^[a-z][a-zA-Z]{0,15}$/;
/** What the write path does to every kind, so what the clients are told about (capability flags). */
const CONTENT_ACTIONS: readonly Action[] = ['create', 'edit', 'delete', 'revert', 'seeDeleted'];

/**
 * Every kind of content the write path can create, edit, delete, revert and undo. Each domain
 * registers its own kind (see provideContentKind); the write path, history and inbox look kinds
 * up here and know nothing else of the domains.
 */
@Injectable()
export class ContentKindRegistry {
  private readonly kinds = new Map<ArtifactType, ArtifactKind>();

  register(kind: ArtifactKind): void {
    if (!TYPE_PATTERN.test(kind.type))
      throw new Error(`A content kind's type must be a short camelCase word, not "${kind.type}".`);
    // inbox_entries.kind is varchar(20).
    if (kind.inboxKind !== undefined && !/^[a-z][a-zA-Z]{0,19}$/.test(kind.inboxKind))
      throw new Error(
        `The inbox kind of "${kind.type}" must be a camelCase word of at most 20 letters.`,
      );
    if (this.kinds.has(kind.type))
      throw new Error(`The content kind "${kind.type}" is registered twice.`);
    if (this.kinds.size >= MAX_KINDS)
      throw new Error(`At most ${MAX_KINDS} content kinds can be registered.`);
    const clash = [...this.kinds.values()].find((k) => k.typeName === kind.typeName);
    if (clash)
      throw new Error(`The kinds "${clash.type}" and "${kind.type}" share the action prefix.`);
    for (const name of Object.keys(kind.actions ?? {})) {
      const verb = name.slice(kind.typeName.length);
      if (!name.startsWith(kind.typeName) || !/^[A-Z][a-zA-Z]{0,59}$/.test(verb))
        throw new Error(`The action "${name}" of "${kind.type}" must be ${kind.typeName}<Verb>.`);
      if (
        ['EditTextField', 'Edit', 'Delete', 'Revert', 'Create'].includes(verb) ||
        name === kind.move?.actionName
      )
        throw new Error(`The action "${name}" of "${kind.type}" would hide a generic action.`);
    }
    registerAccessRules(kind.type, { noun: kind.noun, offers: CONTENT_ACTIONS, ...kind.access });
    this.kinds.set(kind.type, kind);
  }

  has(type: string): boolean {
    return this.kinds.has(type);
  }

  /** The kind of that type; 400 for a type nobody registered (it came from a request). */
  get(type: string): ArtifactKind {
    const kind = this.kinds.get(type);
    if (!kind) {
      throw new BadRequestException(
        `There is no kind of content called "${type.slice(0, 40)}"; it must be one of ${this.types().join(', ')}.`,
      );
    }
    return kind;
  }

  list(): ArtifactKind[] {
    return [...this.kinds.values()];
  }

  types(): ArtifactType[] {
    return [...this.kinds.keys()];
  }
}

/**
 * The one registration a domain makes: put it in the providers of the domain's module, which
 * imports RevisionModule. Nest creates every provider before any module's init hooks run, so the
 * kind is known before anything can write.
 */
export function provideContentKind<E extends object>(kind: ArtifactKind<E>): Provider {
  return {
    provide: `ContentKind:${kind.type}`,
    useFactory: (registry: ContentKindRegistry) => {
      registry.register(kind as unknown as ArtifactKind);
      return kind;
    },
    inject: [ContentKindRegistry],
  };
}
