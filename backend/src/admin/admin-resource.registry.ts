import { Injectable, NotFoundException, type Provider, type Type } from '@nestjs/common';
import { registerAccessRules } from '../common/access.js';
import type { AdminRecord, AdminResource } from './admin-resource.js';
import { consoleAccessKind, consoleAccessLine } from './console-access.js';

const NAME_PATTERN = /^[a-z][a-z-]{0,31}$/;
/** A guard against registering in a loop: the console has about ten resources. */
const MAX_RESOURCES = 32;

/** The console's resources, each registered by its domain with its line of the access table. */
@Injectable()
export class AdminResourceRegistry {
  private readonly resources = new Map<string, AdminResource>();

  register(resource: AdminResource): void {
    if (!NAME_PATTERN.test(resource.name))
      throw new Error(`An admin resource's name must be lower-case words, not "${resource.name}".`);
    if (this.resources.has(resource.name))
      throw new Error(`The admin resource "${resource.name}" is registered twice.`);
    if (this.resources.size >= MAX_RESOURCES)
      throw new Error(`At most ${MAX_RESOURCES} admin resources can be registered.`);
    if (resource.sortFields.length === 0)
      throw new Error(`The admin resource "${resource.name}" must sort by at least one field.`);
    registerAccessRules(consoleAccessKind(resource.name), consoleAccessLine(resource));
    this.resources.set(resource.name, resource);
  }

  /** 404 for a name nobody registered (it came from a request). */
  get(name: string): AdminResource {
    const resource = this.resources.get(name);
    if (!resource)
      throw new NotFoundException(
        `There is no console resource "${name.slice(0, 40)}"; it must be one of ${this.names().join(', ')}.`,
      );
    return resource;
  }

  list(): AdminResource[] {
    return [...this.resources.values()];
  }

  names(): string[] {
    return [...this.resources.keys()];
  }
}

/**
 * The one registration a domain makes for a console resource: put it in the providers of the
 * domain's module (which imports AdminModule). `resource` is an injectable class implementing
 * AdminResource, so it can use the domain's services.
 */
export function provideAdminResource<R extends AdminRecord>(
  resource: Type<AdminResource<R>>,
): Provider[] {
  const token = `AdminResource:${resource.name}`;
  return [
    resource,
    {
      provide: token,
      useFactory: (registry: AdminResourceRegistry, instance: AdminResource<R>) => {
        registry.register(instance as unknown as AdminResource);
        return instance;
      },
      inject: [AdminResourceRegistry, resource],
    },
  ];
}
