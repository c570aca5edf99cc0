import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { hasRole, type Role } from './roles.js';
import { withArticle } from './text-rules.js';

/**
 * Who may do what: the role table of DESIGN.md and the spec's section 6, as data. Every
 * permission check on the server goes through requireAccess (or canAccess, its boolean twin,
 * for telling the client what it may offer).
 */

export const ACTIONS = [
  'read',
  'create',
  'edit',
  'delete',
  'revert',
  'undo',
  'seeDeleted',
  'report',
  'thank',
] as const;
export type Action = (typeof ACTIONS)[number];

/** The kinds the access table knows by itself; each content kind brings its own (registerAccessRules). */
export const BUILT_IN_KINDS = ['comment', 'revision', 'inbox', 'user', 'vote'] as const;
export type BuiltInKind = (typeof BUILT_IN_KINDS)[number];
/** A built-in kind, or the type of a registered content kind ("convo", "tag"...). */
export type AccessKind = BuiltInKind | (string & {});

/** 'anyone' includes anonymous visitors; 'nobody' means no role is enough (see owner). */
export type Who = Role | 'anyone' | 'nobody';

export interface Rule {
  who: Who;
  /**
   * What being the artifact's owner (its author, or the account itself) changes:
   * 'also' lets the owner do it whatever their role, 'never' refuses the owner whatever their role.
   */
  owner?: 'also' | 'never';
  /** How the refusal names the deed, when "<verb> a <noun>" does not read well. */
  doing?: string;
  /** The refusal an owner gets under owner: 'never', when "You cannot <verb> your own <noun>." does not fit. */
  ownerRefusal?: string;
}

export const ANYONE: Rule = { who: 'anyone' };
export const USER: Rule = { who: 'user' };
export const EDITOR: Rule = { who: 'editor' };
export const MOD: Rule = { who: 'mod' };
export const ADMIN: Rule = { who: 'admin' };
export const NOBODY: Rule = { who: 'nobody' };

/** What each action needs unless the kind says otherwise. */
export const DEFAULT_RULES: Record<Action, Rule> = {
  read: ANYONE,
  create: USER,
  edit: USER,
  delete: EDITOR,
  revert: USER,
  undo: EDITOR,
  seeDeleted: MOD,
  report: { who: 'user', owner: 'never' },
  thank: { who: 'user', owner: 'never' },
};

/** A kind's line of the table: its name in refusals and its exceptions to DEFAULT_RULES. */
export interface KindAccess {
  /** What a person calls it: "question". */
  noun: string;
  rules?: Partial<Record<Action, Rule>>;
  /** Fields whose change needs more than the kind's edit rule (a tag's rename touches everything tagged). */
  fields?: Record<string, Rule>;
  /**
   * The actions the clients are told whether a person may do to anyone's artifact of the kind
   * (capability flags, see capabilities.ts). Without it, the actions its `rules` name.
   */
  offers?: readonly Action[];
}

const BUILT_IN: Record<BuiltInKind, KindAccess> = {
  comment: {
    noun: 'comment',
    offers: ['create', 'delete'],
    rules: {
      edit: { who: 'nobody', owner: 'also' },
      delete: { who: 'mod', owner: 'also' },
    },
  },
  // A revision is thanked, never edited; its author cannot thank themselves.
  revision: {
    noun: 'revision',
    rules: { create: NOBODY, edit: NOBODY, delete: NOBODY, revert: NOBODY },
  },
  inbox: {
    noun: 'inbox entry',
    rules: {
      read: { who: 'editor', doing: 'see the inbox' },
      edit: { who: 'editor', doing: 'mark inbox entries seen' },
      undo: { who: 'editor', doing: 'undo from the inbox' },
    },
  },
  // Admins set roles, and never their own (another admin must).
  user: {
    noun: 'user',
    rules: {
      read: { who: 'admin', doing: 'manage users' },
      edit: {
        who: 'admin',
        owner: 'never',
        doing: 'change roles',
        ownerRefusal: 'You cannot change your own role; ask another admin.',
      },
      create: NOBODY,
      delete: NOBODY,
    },
  },
  // Anyone may vote; results are for signed-in voters.
  vote: {
    noun: 'vote',
    rules: { create: ANYONE, read: { who: 'user', doing: 'see the results' } },
  },
};

/** Built-in kinds plus a few dozen content kinds: a guard against registering in a loop. */
const MAX_KINDS = 64;
const table = new Map<string, KindAccess>(Object.entries(BUILT_IN));

/**
 * Adds a content kind's line to the table (ContentKindRegistry does this as each domain registers
 * its kind). Registering the same kind again with the same rules is allowed: every app a process
 * starts (the tests start several) registers its kinds, and the table is the process's.
 */
export function registerAccessRules(kind: string, access: KindAccess): void {
  const known = table.get(kind);
  if (known) {
    if (JSON.stringify(known) === JSON.stringify(access)) return;
    throw new Error(`The access rules of "${kind}" are registered twice, differently.`);
  }
  if (table.size >= MAX_KINDS) throw new Error(`At most ${MAX_KINDS} kinds can have access rules.`);
  table.set(kind, structuredClone(access));
}

function lineOf(kind: AccessKind): KindAccess {
  const line = table.get(kind);
  // A programming error (a kind used before or without registration), not a request's fault.
  if (!line) throw new Error(`The access table has no kind "${kind}"; register it first.`);
  return line;
}

/** The kinds in the table now: the built-in ones and every registered content kind. */
export function accessKinds(): string[] {
  return [...table.keys()];
}

/** The actions the kind offers the clients flags for (KindAccess.offers). */
export function offeredActions(kind: AccessKind): readonly Action[] {
  const line = lineOf(kind);
  return line.offers ?? (Object.keys(line.rules ?? {}) as Action[]);
}

/** The fields whose change has a rule of its own (KindAccess.fields). */
export function ruledFields(kind: AccessKind): string[] {
  return Object.keys(lineOf(kind).fields ?? {});
}

const VERBS: Record<Action, string> = {
  read: 'see',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
  revert: 'revert',
  undo: 'undo',
  seeDeleted: 'see a deleted',
  report: 'report',
  thank: 'thank',
};

export interface Artifact {
  kind: AccessKind;
  /** The artifact's author (or, for a user account, its id), when ownership matters. */
  ownerId?: string | null;
  /** The field being changed, for an edit. */
  field?: string;
}

/** The acting user: anything with an id and a role (a UserEntity, a session's user). */
export interface Actor {
  id: string;
  role: Role;
}

export const SIGN_IN_NEEDED = 'You need to log in to do that.';

/** The rule for an action on an artifact (the field's rule wins for an edit of that field). */
export function ruleFor(action: Action, artifact: Artifact | AccessKind): Rule {
  const { kind, field } =
    typeof artifact === 'string' ? { kind: artifact, field: undefined } : artifact;
  const line = lineOf(kind);
  const fieldRule = field !== undefined && action === 'edit' ? line.fields?.[field] : undefined;
  return fieldRule ?? line.rules?.[action] ?? DEFAULT_RULES[action];
}

/** Whether no one at all may do it (a tag's delete): the kind does not offer the action. */
export function nobodyMay(action: Action, kind: AccessKind): boolean {
  const rule = ruleFor(action, kind);
  return rule.who === 'nobody' && rule.owner !== 'also';
}

function describe(action: Action, artifact: Artifact, rule: Rule): string {
  if (rule.doing) return rule.doing;
  const noun = lineOf(artifact.kind).noun;
  if (artifact.field !== undefined && action === 'edit') {
    return `change the ${artifact.field} of ${withArticle(noun)}`;
  }
  if (action === 'seeDeleted') return `see a deleted ${noun}`;
  return `${VERBS[action]} ${withArticle(noun)}`;
}

type Verdict = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

function judge(
  user: Actor | null | undefined,
  action: Action,
  target: Artifact,
  doing?: string,
): Verdict {
  const rule = ruleFor(action, target);
  if (rule.who === 'anyone' && rule.owner === undefined) return { allowed: true };
  if (!user) return { allowed: false, status: 401, message: SIGN_IN_NEEDED };
  const deed = doing ?? describe(action, target, rule);
  const isOwner = target.ownerId != null && target.ownerId === user.id;
  if (isOwner && rule.owner === 'also') return { allowed: true };
  if (isOwner && rule.owner === 'never') {
    const message =
      rule.ownerRefusal ?? `You cannot ${VERBS[action]} your own ${lineOf(target.kind).noun}.`;
    return { allowed: false, status: 403, message };
  }
  if (rule.who === 'anyone') return { allowed: true };
  if (rule.who === 'nobody') {
    const message = rule.owner === 'also' ? `Only its author can ${deed}.` : `Nobody can ${deed}.`;
    return { allowed: false, status: 403, message };
  }
  if (!hasRole(user.role, rule.who)) {
    const message =
      rule.owner === 'also'
        ? `Only its author or someone with the ${rule.who} role can ${deed}.`
        : `You need the ${rule.who} role to ${deed}.`;
    return { allowed: false, status: 403, message };
  }
  return { allowed: true };
}

/**
 * Throws 401 when the action needs an account and there is none, 403 (naming the role needed)
 * when the user's role is not enough. `doing` replaces the generated description of the deed
 * ("revert across a deletion").
 */
export function requireAccess(
  user: Actor | null | undefined,
  action: Action,
  artifact: Artifact | AccessKind,
  doing?: string,
): void {
  const target = typeof artifact === 'string' ? { kind: artifact } : artifact;
  const verdict = judge(user, action, target, doing);
  if (verdict.allowed) return;
  if (verdict.status === 401) throw new UnauthorizedException(verdict.message);
  throw new ForbiddenException(verdict.message);
}

/** requireAccess as a boolean, for telling the client which tools to offer. */
export function canAccess(
  user: Actor | null | undefined,
  action: Action,
  artifact: Artifact | AccessKind,
): boolean {
  const target = typeof artifact === 'string' ? { kind: artifact } : artifact;
  return judge(user, action, target).allowed;
}

/** Throws 401 unless someone is signed in. */
export function requireSignIn(user: Actor | null | undefined): asserts user is Actor {
  if (!user) throw new UnauthorizedException(SIGN_IN_NEEDED);
}
