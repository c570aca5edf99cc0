import { describe, expect, it } from '@jest/globals';
import {
  BadRequestException,
  ForbiddenException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { IsString } from 'class-validator';
import { ADMIN, EDITOR, ruleFor } from '../common/access.js';
import { AdminDataService, validData } from './admin-data.service.js';
import type { AdminResource } from './admin-resource.js';
import { AdminResourceRegistry } from './admin-resource.registry.js';

class NameData {
  @IsString({ message: 'Name must be text' })
  Name!: string;
}

const resource: AdminResource = {
  name: 'widgets',
  noun: 'widget',
  access: { rules: { read: EDITOR, delete: ADMIN } },
  sortFields: ['Created'],
  filters: {},
  updateData: NameData,
  list: async () => ({ items: [], total: 0 }),
  getOne: async (id) => ({ id }),
  update: async (id) => ({ id }),
  delete: async (id) => ({ id }),
};

function service(): AdminDataService {
  const registry = new AdminResourceRegistry();
  registry.register(resource);
  return new AdminDataService(registry);
}

const as = (role: 'user' | 'editor' | 'mod' | 'admin') => ({ id: 'u1', role });

function refusal(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('AdminDataService.resourceFor', () => {
  it('refuses in order: 401, 404, 403 for the resource, 403 for the verb, 400 for a missing verb', () => {
    const data = service();
    expect(refusal(() => data.resourceFor(undefined, 'nosuch', 'read'))).toBeInstanceOf(
      UnauthorizedException,
    );
    expect(refusal(() => data.resourceFor(as('user'), 'nosuch', 'read'))).toBeInstanceOf(
      NotFoundException,
    );
    const below = refusal(() => data.resourceFor(as('user'), 'widgets', 'create'));
    expect(below).toBeInstanceOf(ForbiddenException);
    expect(below.message).toBe('You need the editor role to use widgets in the console.');
    const verb = refusal(() => data.resourceFor(as('mod'), 'widgets', 'delete'));
    expect(verb).toBeInstanceOf(ForbiddenException);
    expect(verb.message).toBe('You need the admin role to delete widgets in the console.');
    const missing = refusal(() => data.resourceFor(as('editor'), 'widgets', 'create'));
    expect(missing).toBeInstanceOf(BadRequestException);
    expect(missing.message).toBe('Widgets cannot be created in the console.');
    expect(refusal(() => data.resourceFor(as('editor'), 'widgets', 'updateMany')).message).toBe(
      'Widgets cannot be changed in bulk in the console.',
    );
  });

  it('lets through who may', () => {
    const data = service();
    expect(data.resourceFor(as('editor'), 'widgets', 'read')).toBe(resource);
    expect(data.resourceFor(as('editor'), 'widgets', 'update')).toBe(resource);
    expect(data.resourceFor(as('admin'), 'widgets', 'delete')).toBe(resource);
  });
});

describe('the access table line of a resource', () => {
  it('holds its rules, a write without one needing what read needs', () => {
    service();
    expect(ruleFor('read', 'console:widgets')).toEqual({
      who: 'editor',
      doing: 'use widgets in the console',
    });
    expect(ruleFor('edit', 'console:widgets')).toEqual({
      who: 'editor',
      doing: 'change widgets in the console',
    });
    expect(ruleFor('delete', 'console:widgets').who).toBe('admin');
  });
});

describe('AdminDataService.capabilities', () => {
  it('lists nothing for an anonymous visitor or a user', () => {
    const data = service();
    expect(data.capabilities(null)).toEqual([]);
    expect(data.capabilities(as('user'))).toEqual([]);
  });

  it('lists what the role may open, with what resourceFor lets through (a missing verb: no)', () => {
    const data = service();
    for (const role of ['editor', 'mod'] as const)
      expect(data.capabilities(as(role))).toEqual([
        { Name: 'widgets', List: true, Create: false, Update: true, Delete: false },
      ]);
    expect(data.capabilities(as('admin'))).toEqual([
      { Name: 'widgets', List: true, Create: false, Update: true, Delete: true },
    ]);
  });
});

describe('validData', () => {
  it('answers an instance of the class with only its fields', () => {
    const data = validData(NameData, { Name: 'x' });
    expect(data).toBeInstanceOf(NameData);
    expect(data).toEqual(Object.assign(new NameData(), { Name: 'x' }));
  });

  it.each([
    [{ Name: 'x', Other: 1 }, 'Unknown field "data.Other".'],
    [{}, 'data.Name is required.'],
    [{ Name: 3 }, 'Name must be text.'],
  ])('refuses %j', (raw, message) => {
    const error = refusal(() => validData(NameData, raw));
    expect(error).toBeInstanceOf(BadRequestException);
    expect(error.message).toBe(message);
  });
});
