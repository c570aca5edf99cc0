import {
  type ArgumentMetadata,
  Injectable,
  type OnModuleInit,
  type PipeTransform,
  RequestMethod,
} from '@nestjs/common';
import {
  CUSTOM_ROUTE_ARGS_METADATA,
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PARAMTYPES_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ServerRead, type ServerReadOptions } from '../common/server-read.decorator.js';
import { createValidationPipe } from '../common/validation.js';

/** The query parameters of a GET, as a URL carries them: text. */
export type RawQuery = Readonly<Record<string, string>>;

/** A controller method marked @ServerRead(), ready to answer in process. */
export interface ServerReadEndpoint {
  /** Its path below /api, as the OpenAPI document keys it: '/convo/get', '/log/list/{page}'. */
  path: string;
  reusable: boolean;
  /** Every read it makes names its read keys (common/read-keys.ts); else it carries EVERY_WRITE. */
  keyed: boolean;
  /** What the method returns (or throws) for this query, which carries the path's parameters too. */
  answer(query: RawQuery): Promise<unknown>;
}

/** One parameter of Nest's route arguments metadata (what @Query(), @Param()... record). */
interface RouteArgument {
  index: number;
  data?: string;
  pipes?: unknown[];
  schema?: ArgumentMetadata['schema'];
}

interface ArgumentPlan {
  index: number;
  resolve(params: RawQuery, query: RawQuery): unknown;
}

type Handler = (...args: unknown[]) => unknown;

/** A route path's parameters, written as the OpenAPI document writes them ('{page}'). */
function openApiPath(where: string, ...parts: string[]): { path: string; params: string[] } {
  const params: string[] = [];
  const segments = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)$/.exec(segment)?.[1];
      if (param) {
        params.push(param);
        return `{${param}}`;
      }
      if (!/^[\w.-]+$/.test(segment))
        throw new Error(
          `${where}: a server read's path is words and :parameters, not "${segment}".`,
        );
      return segment;
    });
  return { path: `/${segments.join('/')}`, params };
}

const asList = (path: string | string[] | undefined): string[] =>
  Array.isArray(path) ? path : [path ?? ''];

/** Pipes as declared; the render has no injector, so a pipe must be declared as an instance. */
function pipeInstances(where: string, pipes: unknown[] | undefined): PipeTransform[] {
  return (pipes ?? []).map((pipe) => {
    if (typeof (pipe as PipeTransform)?.transform !== 'function')
      throw new Error(
        `${where}: declare the pipes of a server read as instances (new SomePipe()).`,
      );
    return pipe as PipeTransform;
  });
}

/**
 * How one argument is resolved, as Nest resolves it over HTTP: the query or a path parameter
 * through the route's pipes (the global validation pipe first) and its own. Custom decorators
 * read the request, which a render has not: they get no plan, and their argument stays undefined.
 */
function argumentPlan(
  where: string,
  key: string,
  argument: RouteArgument,
  metatype: ArgumentMetadata['metatype'],
  routePipes: readonly PipeTransform[],
): ArgumentPlan | undefined {
  const { index, data, schema } = argument;
  if (key.includes(CUSTOM_ROUTE_ARGS_METADATA)) return undefined;
  const type = Number(key.split(':')[0]) as RouteParamtypes;
  if (type !== RouteParamtypes.QUERY && type !== RouteParamtypes.PARAM)
    throw new Error(
      `${where}: a server read takes @Query(), @Param() and custom decorators, not ${RouteParamtypes[type]} (parameter ${index}).`,
    );
  const fromQuery = type === RouteParamtypes.QUERY;
  const pipes = [...routePipes, ...pipeInstances(where, argument.pipes)];
  const metadata: ArgumentMetadata = {
    type: fromQuery ? 'query' : 'param',
    metatype,
    data,
    ...(schema !== undefined && { schema }),
  };
  return {
    index,
    async resolve(params, query) {
      const values = fromQuery ? query : params;
      let value: unknown = data === undefined ? { ...values } : values[data];
      for (const pipe of pipes) value = await pipe.transform(value, metadata);
      return value;
    },
  };
}

/** The endpoints of one marked method (a route may have several paths). */
function endpointsOf(
  instance: object,
  name: string,
  options: ServerReadOptions,
  validation: PipeTransform,
): ServerReadEndpoint[] {
  const controller = instance.constructor;
  const handler = (instance as Record<string, Handler>)[name];
  const where = `${controller.name}.${name}`;
  if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET)
    throw new Error(`${where} is marked @ServerRead() but is not a GET route.`);
  for (const enhancer of [GUARDS_METADATA, INTERCEPTORS_METADATA, EXCEPTION_FILTERS_METADATA]) {
    if (
      Reflect.getMetadata(enhancer, controller)?.length ||
      Reflect.getMetadata(enhancer, handler)?.length
    )
      throw new Error(
        `${where}: a server read has no guards, interceptors or exception filters (the render would skip them).`,
      );
  }
  const routePipes = [
    validation,
    ...pipeInstances(where, Reflect.getMetadata(PIPES_METADATA, controller)),
    ...pipeInstances(where, Reflect.getMetadata(PIPES_METADATA, handler)),
  ];
  const routeArguments: Record<string, RouteArgument> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
  const paramtypes: ArgumentMetadata['metatype'][] =
    Reflect.getMetadata(PARAMTYPES_METADATA, instance, name) ?? [];
  const plans = Object.entries(routeArguments).flatMap(
    ([key, argument]) =>
      argumentPlan(where, key, argument, paramtypes[argument.index], routePipes) ?? [],
  );
  const length = Math.max(-1, ...Object.values(routeArguments).map(({ index }) => index)) + 1;
  const call = async (params: RawQuery, query: RawQuery): Promise<unknown> => {
    const args: unknown[] = new Array(length);
    // In parameter order, all at once, like Nest: the first refusal is the same one.
    await Promise.all(
      plans.map(async (plan) => {
        args[plan.index] = await plan.resolve(params, query);
      }),
    );
    return handler.apply(instance, args);
  };
  return asList(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((controllerPath) =>
    asList(Reflect.getMetadata(PATH_METADATA, handler)).map((methodPath) => {
      const { path, params } = openApiPath(where, controllerPath, methodPath);
      return {
        path,
        reusable: options.reusable ?? false,
        keyed: options.keyed ?? false,
        answer:
          params.length === 0
            ? (query) => call({}, query)
            : (given) => {
                const query: Record<string, string> = { ...given };
                const values: Record<string, string> = {};
                for (const param of params) {
                  values[param] = query[param];
                  delete query[param];
                }
                return call(values, query);
              },
      };
    }),
  );
}

/**
 * The GET endpoints a server render may read: every controller method marked @ServerRead(),
 * found through Nest's discovery and planned once. A mark Nest would serve differently from the
 * render (not a GET, a guard, a @Req()) stops the app at start-up.
 */
@Injectable()
export class ServerReads implements OnModuleInit {
  private found: ReadonlyMap<string, ServerReadEndpoint> | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  /** At start-up, whether or not the reader renders (its renderer asks before the app's init). */
  onModuleInit(): void {
    this.endpoints();
  }

  /** By path below /api. */
  endpoints(): ReadonlyMap<string, ServerReadEndpoint> {
    this.found ??= this.discover();
    return this.found;
  }

  private discover(): ReadonlyMap<string, ServerReadEndpoint> {
    // The validation pipe app.module registers for every route (APP_PIPE).
    const validation = createValidationPipe();
    const endpoints = new Map<string, ServerReadEndpoint>();
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance) continue;
      if (this.discovery.getMetadataByDecorator(ServerRead, wrapper))
        throw new Error(`${wrapper.name}: mark its GET methods @ServerRead(), not the class.`);
      for (const name of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const options = this.discovery.getMetadataByDecorator(ServerRead, wrapper, name);
        if (!options) continue;
        if (!wrapper.isDependencyTreeStatic())
          throw new Error(
            `${wrapper.name} is request-scoped: a server read's controller must not be.`,
          );
        for (const endpoint of endpointsOf(instance, name, options, validation)) {
          if (endpoints.has(endpoint.path))
            throw new Error(`Two server reads answer ${endpoint.path}.`);
          endpoints.set(endpoint.path, endpoint);
        }
      }
    }
    return endpoints;
  }
}
