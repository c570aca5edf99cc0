import { BadRequestException, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { canAccess, requireAccess, requireSignIn, type Actor } from '../common/access.js';
import { isId } from '../common/id-validation.js';
import { formatValidationErrors } from '../common/validation.js';
import type { Author } from '../revision/write-path.service.js';
import type {
  AdminDeleteBodyDto,
  AdminCreateBodyDto,
  AdminIdsDto,
  AdminItemDto,
  AdminListDto,
  AdminUpdateBodyDto,
  AdminUpdateManyBodyDto,
} from './admin-data.dto.js';
import { parseListQuery } from './admin-data.query.js';
import type { AdminChange, AdminResource } from './admin-resource.js';
import { AdminResourceRegistry } from './admin-resource.registry.js';
import { type AdminVerb, calledOf, consoleAccessKind, VERB_ACTION } from './console-access.js';

/** What a person may do with one console resource they may open (see /api/me's Can.Console). */
export interface ConsoleCapabilities {
  /** Its URL name: /api/admin/data/{Name}. */
  Name: string;
  /** Listing and reading its records: always, as the resource is listed only when it may be opened. */
  List: true;
  Create: boolean;
  /** Changing records, one or many. */
  Update: boolean;
  Delete: boolean;
}

/** The signed-in user as the console's resources see them. */
export type AdminUser = Author;

const DONE: Record<Exclude<AdminVerb, 'read'>, string> = {
  create: 'created',
  update: 'changed',
  updateMany: 'changed in bulk',
  delete: 'deleted',
};

function supports(resource: AdminResource, verb: AdminVerb): boolean {
  switch (verb) {
    case 'read':
      return true;
    case 'create':
      return !!resource.create && !!resource.createData;
    case 'update':
      return !!resource.update && !!resource.updateData;
    case 'updateMany':
      return !!resource.updateMany && !!resource.updateData;
    case 'delete':
      return !!resource.delete;
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The console's generic data API: checks who may use which resource, validates what the request
 * says against what the resource declares, and hands the rest to the resource (its domain's code).
 */
@Injectable()
export class AdminDataService {
  constructor(private readonly registry: AdminResourceRegistry) {}

  /**
   * The resource a request names, if its user may do `verb` to it: 401 without an account, 404 for
   * an unknown resource, 403 by the access table (its read rule, then the verb's), 400 for a verb
   * the resource does not offer.
   */
  resourceFor(user: Actor | null | undefined, name: string, verb: AdminVerb): AdminResource {
    requireSignIn(user);
    const resource = this.registry.get(name);
    const kind = consoleAccessKind(resource.name);
    requireAccess(user, 'read', kind);
    if (verb === 'read') return resource;
    requireAccess(user, VERB_ACTION[verb], kind);
    if (!supports(resource, verb))
      throw new BadRequestException(
        `${capitalized(calledOf(resource))} cannot be ${DONE[verb]} in the console.`,
      );
    return resource;
  }

  /**
   * The resources `user` may open (null: an anonymous visitor, who may open none), each with what
   * they may do there: what resourceFor would let through, a verb the resource lacks as refused.
   */
  capabilities(user: Actor | null): ConsoleCapabilities[] {
    const may = (resource: AdminResource, verb: AdminVerb) =>
      supports(resource, verb) &&
      canAccess(user, VERB_ACTION[verb], consoleAccessKind(resource.name));
    return this.registry
      .list()
      .filter((resource) => may(resource, 'read'))
      .map((resource) => ({
        Name: resource.name,
        List: true,
        Create: may(resource, 'create'),
        Update: may(resource, 'update'),
        Delete: may(resource, 'delete'),
      }));
  }

  async list(user: AdminUser, name: string, query: Record<string, unknown>): Promise<AdminListDto> {
    const resource = this.resourceFor(user, name, 'read');
    const { items, total } = await resource.list(parseListQuery(resource, query), author(user));
    return { Items: items, Total: total };
  }

  async getOne(user: AdminUser, name: string, id: string): Promise<AdminItemDto> {
    const resource = this.resourceFor(user, name, 'read');
    checkId(resource, id);
    return { Item: await resource.getOne(id, author(user)) };
  }

  async create(user: AdminUser, name: string, body: AdminCreateBodyDto): Promise<AdminItemDto> {
    const resource = this.resourceFor(user, name, 'create');
    const data = validData(resource.createData!, body.data);
    return { Item: await resource.create!(data, change(user, body.reason)) };
  }

  async update(
    user: AdminUser,
    name: string,
    id: string,
    body: AdminUpdateBodyDto,
  ): Promise<AdminItemDto> {
    const resource = this.resourceFor(user, name, 'update');
    checkId(resource, id);
    const data = validData(resource.updateData!, body.data);
    const previousData = body.previousData ?? {};
    return { Item: await resource.update!(id, data, previousData, change(user, body.reason)) };
  }

  async updateMany(
    user: AdminUser,
    name: string,
    body: AdminUpdateManyBodyDto,
  ): Promise<AdminIdsDto> {
    const resource = this.resourceFor(user, name, 'updateMany');
    const data = validData(resource.updateData!, body.data);
    const ids = [...new Set(body.ids)];
    return { Ids: await resource.updateMany!(ids, data, change(user, body.reason)) };
  }

  async delete(
    user: AdminUser,
    name: string,
    id: string,
    body: AdminDeleteBodyDto,
  ): Promise<AdminItemDto> {
    const resource = this.resourceFor(user, name, 'delete');
    checkId(resource, id);
    return { Item: await resource.delete!(id, change(user, body.reason)) };
  }
}

/** A record id from a path: the site's opaque id, or what the resource's records have instead. */
function checkId(resource: AdminResource, id: string): void {
  const valid = resource.idRule ? resource.idRule.pattern.test(id) : isId(id);
  if (!valid) throw new BadRequestException(`id must be ${resource.idRule?.words ?? 'an id'}.`);
}

function author(user: AdminUser): Author {
  return { id: user.id, role: user.role, usernameCased: user.usernameCased };
}

function change(user: AdminUser, reason: string | undefined): AdminChange {
  return { actor: author(user), reason: (reason ?? '').trim() };
}

function prefixed(errors: ValidationError[]): ValidationError[] {
  return errors.map((error) => ({ ...error, property: `data.${error.property}` }));
}

/**
 * `data` as an instance of the resource's class, validated: only the fields it declares (an
 * unknown one is refused with 400, naming it), each by its rules.
 */
export function validData(dataClass: new () => object, data: Record<string, unknown>): object {
  const instance = plainToInstance(dataClass, data);
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: true },
  });
  if (errors.length > 0) throw new BadRequestException(formatValidationErrors(prefixed(errors)));
  return instance;
}
