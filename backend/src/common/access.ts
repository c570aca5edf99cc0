import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { hasRole, type Role } from './roles.js';

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

export const ACCESS_KINDS = [
  'convo',
  'pos',
  'arg',
  'tag',
  'category',
  'person',
  'quote',
  'link',
  'article',
  'req',
  'comment',
  'revision',
  'inbox',
  'user',
  'vote',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

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

const ANYONE: Rule = { who: 'anyone' };
const USER: Rule = { who: 'user' };
const EDITOR: Rule = { who: 'editor' };
const MOD: Rule = { who: 'mod' };
const NOBODY: Rule = { who: 'nobody' };

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

/** Per-kind exceptions to DEFAULT_RULES. */
export const KIND_RULES: Partial<Record<AccessKind, Partial<Record<Action, Rule>>>> = {
  // Tags are made by tagging; there is no way to delete one.
  tag: { delete: NOBODY },
  // Editors and admins manage articles, categories and requests.
  category: { create: EDITOR, edit: EDITOR, revert: EDITOR },
  article: { create: EDITOR, edit: EDITOR, revert: EDITOR },
  req: { edit: EDITOR, revert: EDITOR },
  // Mods and admins delete links and quotes.
  quote: { delete: MOD },
  link: { delete: MOD },
  comment: {
    edit: { who: 'nobody', owner: 'also' },
    delete: { who: 'mod', owner: 'also' },
  },
  // A revision is thanked, never edited; its author cannot thank themselves.
  revision: { create: NOBODY, edit: NOBODY, delete: NOBODY, revert: NOBODY },
  inbox: {
    read: { who: 'editor', doing: 'see the inbox' },
    edit: { who: 'editor', doing: 'mark inbox entries seen' },
    undo: { who: 'editor', doing: 'undo from the inbox' },
  },
  // Admins set roles, and never their own (another admin must).
  user: {
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
  // Anyone may vote; results are for signed-in voters.
  vote: { create: ANYONE, read: { who: 'user', doing: 'see the results' } },
};

/** Fields whose change needs more than the kind's edit rule (a rename touches everything tagged). */
export const FIELD_RULES: Partial<Record<AccessKind, Record<string, Rule>>> = {
  tag: { Name: EDITOR },
};

export const NOUNS: Record<AccessKind, string> = {
  convo: 'question',
  pos: 'position',
  arg: 'argument',
  tag: 'tag',
  category: 'category',
  person: 'person',
  quote: 'quote',
  link: 'link',
  article: 'article',
  req: 'request',
  comment: 'comment',
  revision: 'revision',
  inbox: 'inbox entry',
  user: 'user',
  vote: 'vote',
};

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
  const fieldRule =
    field !== undefined && action === 'edit' ? FIELD_RULES[kind]?.[field] : undefined;
  return fieldRule ?? KIND_RULES[kind]?.[action] ?? DEFAULT_RULES[action];
}

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function describe(action: Action, artifact: Artifact, rule: Rule): string {
  if (rule.doing) return rule.doing;
  const noun = NOUNS[artifact.kind];
  if (artifact.field !== undefined && action === 'edit') {
    return `change the ${artifact.field} of ${article(noun)}`;
  }
  if (action === 'seeDeleted') return `see a deleted ${noun}`;
  return `${VERBS[action]} ${article(noun)}`;
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
      rule.ownerRefusal ?? `You cannot ${VERBS[action]} your own ${NOUNS[target.kind]}.`;
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
