import { BadRequestException, Injectable, type OnModuleInit, type Provider } from '@nestjs/common';
import { type Action, registerAccessRules } from '../common/access.js';
import type { ArtifactKind } from './content-kinds.js';
import { checkActionLabels, checkKind, checkReferences } from './kind-checks.js';
import { rememberKind } from './kind-collector.js';
import { describeKind, type KindDescription } from './kind-description.js';
import type { ArtifactType } from './revision.entity.js';

/** The most kinds one app registers: a guard against registering in a loop. */
const MAX_KINDS = 64;
/** What the write path does to every kind, so what the clients are told about (capability flags). */
const CONTENT_ACTIONS: readonly Action[] = ['create', 'edit', 'delete', 'revert', 'seeDeleted'];

/**
 * Every kind of content the write path can create, edit, delete, revert and undo. Each domain
 * registers its own kind (see provideContentKind); the write path, history, the inbox, search, the
 * sitemap, slugs and /api/me look kinds up here and know nothing else of the domains.
 */
@Injectable()
export class ContentKindRegistry implements OnModuleInit {
  private readonly kinds = new Map<ArtifactType, ArtifactKind>();
  private readonly descriptions = new Map<ArtifactType, KindDescription>();

  register(kind: ArtifactKind): void {
    checkKind(kind, this.list());
    if (this.kinds.size >= MAX_KINDS)
      throw new Error(`At most ${MAX_KINDS} content kinds can be registered.`);
    const description = describeKind(kind);
    checkActionLabels(kind, description);
    registerAccessRules(kind.type, { noun: kind.noun, offers: CONTENT_ACTIONS, ...kind.access });
    this.kinds.set(kind.type, kind);
    this.descriptions.set(kind.type, description);
  }

  /** Nest creates every provider (so registers every kind) before any init hook runs. */
  onModuleInit(): void {
    this.checkReferences();
  }

  /** Refuses a kind that names another kind or access line nobody registered. */
  checkReferences(): void {
    checkReferences(this.describeAll());
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

  /** How many kinds are registered. */
  get count(): number {
    return this.kinds.size;
  }

  list(): ArtifactKind[] {
    return [...this.kinds.values()];
  }

  types(): ArtifactType[] {
    return [...this.kinds.keys()];
  }

  /** The kind as plain data (its pages, fields, action labels): derived once, at registration. */
  describe(type: string): KindDescription {
    this.get(type);
    return this.descriptions.get(type)!;
  }

  describeAll(): KindDescription[] {
    return [...this.descriptions.values()];
  }
}

/**
 * The one registration a domain makes: put it in the providers of the domain's module, which
 * imports RevisionModule. Nest creates every provider before any module's init hooks run, so the
 * kind is known before anything can write. The provider remembers its kind, so the build collects
 * every registered kind from the app's modules without starting it (kind-collector.ts).
 */
export function provideContentKind<E extends object>(kind: ArtifactKind<E>): Provider {
  return rememberKind(kind as unknown as ArtifactKind, {
    provide: `ContentKind:${kind.type}`,
    useFactory: (registry: ContentKindRegistry) => {
      registry.register(kind as unknown as ArtifactKind);
      return kind;
    },
    inject: [ContentKindRegistry],
  });
}
