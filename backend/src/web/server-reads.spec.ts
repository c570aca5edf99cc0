import 'reflect-metadata';
import {
  type CanActivate,
  Controller,
  createParamDecorator,
  Get,
  Param,
  Post,
  Query,
  Req,
  type Type,
  UseGuards,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { describe, expect, it } from '@jest/globals';
import { IsOptional, Matches } from 'class-validator';
import { PageParam } from '../common/page-param.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { ServerReads } from './server-reads.js';

class ThingQueryDto {
  @Matches(/^[a-z]+$/, { message: 'thingID must be lower-case letters.' })
  thingID!: string;

  @IsOptional()
  @Matches(/^(new|old)$/, { message: 'sort must be new or old.' })
  sort?: string;
}

/** Who asks, as a guard or a rate limit would read it from the request. */
const Asker = createParamDecorator(() => 'someone');

class AllowAll implements CanActivate {
  canActivate(): boolean {
    return true;
  }
}

@Controller('things')
class ThingsController {
  @Get('get')
  @ServerRead({ reusable: true })
  get(@Query() query: ThingQueryDto, @Asker() asker: string | undefined) {
    return { query, isDto: query instanceof ThingQueryDto, asker };
  }

  @Get(':thingID/page/:page')
  @ServerRead()
  page(
    @Param('thingID') thingID: string,
    @PageParam('page') page: number,
    @Query('sort') sort?: string,
  ) {
    return { thingID, page, sort };
  }

  @Get('personal')
  personal(@Asker() asker: string) {
    return { asker };
  }
}

async function serverReads(...controllers: Type[]) {
  const module = await Test.createTestingModule({
    imports: [DiscoveryModule],
    controllers,
    providers: [ServerReads],
  }).compile();
  return { module, reads: module.get(ServerReads) };
}

async function endpoint(path: string) {
  const { reads } = await serverReads(ThingsController);
  const found = reads.endpoints().get(path);
  if (!found) throw new Error(`${path} is not served`);
  return found;
}

describe('ServerReads', () => {
  it('serves the marked GETs under their route paths as OpenAPI writes them, and nothing else', async () => {
    const { reads } = await serverReads(ThingsController);
    const endpoints = [...reads.endpoints().values()];
    expect(endpoints.map(({ path, reusable }) => ({ path, reusable }))).toEqual([
      { path: '/things/get', reusable: true },
      { path: '/things/{thingID}/page/{page}', reusable: false },
    ]);
  });

  it('validates the whole query against the DTO, as the API does, and knows nobody', async () => {
    const get = await endpoint('/things/get');
    expect(await get.answer({ thingID: 'abc', sort: 'new' })).toEqual({
      query: { thingID: 'abc', sort: 'new' },
      isDto: true,
      asker: undefined,
    });
    await expect(get.answer({ thingID: 'ABC' })).rejects.toThrow(
      'thingID must be lower-case letters.',
    );
    await expect(get.answer({})).rejects.toThrow('thingID is required.');
    await expect(get.answer({ thingID: 'abc', extra: '1' })).rejects.toThrow(
      'Unknown field "extra".',
    );
  });

  it('takes path parameters from the query by name, each through its pipes', async () => {
    const page = await endpoint('/things/{thingID}/page/{page}');
    expect(await page.answer({ thingID: 'abc', page: '2', sort: 'old' })).toEqual({
      thingID: 'abc',
      page: 2,
      sort: 'old',
    });
    // The page as written: the validation pipe does not make "1e3" the number 1000 first.
    await expect(page.answer({ thingID: 'abc', page: '1e3' })).rejects.toThrow(
      'page must be a whole number, 1 or more.',
    );
    await expect(page.answer({ thingID: 'abc' })).rejects.toThrow(
      'page must be a whole number, 1 or more.',
    );
  });

  it('plans each endpoint once', async () => {
    const { reads } = await serverReads(ThingsController);
    expect(reads.endpoints()).toBe(reads.endpoints());
  });

  describe('refuses at start-up a mark that the render could not serve as HTTP does', () => {
    @Controller('things')
    class PostController {
      @Post('new')
      @ServerRead()
      create() {
        return {};
      }
    }

    @Controller('things')
    class GuardedController {
      @Get('mine')
      @ServerRead()
      @UseGuards(AllowAll)
      mine() {
        return {};
      }
    }

    @Controller('things')
    class RequestController {
      @Get('raw')
      @ServerRead()
      raw(@Req() req: unknown) {
        return { req };
      }
    }

    @Controller('things')
    class TwiceController {
      @Get('get')
      @ServerRead()
      again() {
        return {};
      }
    }

    @Controller('things')
    @ServerRead()
    class MarkedController {
      @Get('all')
      all() {
        return {};
      }
    }

    it.each([
      ['a marked class', MarkedController, 'MarkedController: mark its GET methods'],
      [
        'a POST',
        PostController,
        'PostController.create is marked @ServerRead() but is not a GET route.',
      ],
      ['a guarded route', GuardedController, 'GuardedController.mine: a server read has no guards'],
      ['a route reading the request', RequestController, 'not REQUEST (parameter 0)'],
      ['a path served twice', TwiceController, 'Two server reads answer /things/get.'],
    ])('%s', async (_what, controller, message) => {
      const { module } = await serverReads(ThingsController, controller);
      await expect(module.init()).rejects.toThrow(message);
    });
  });
});
