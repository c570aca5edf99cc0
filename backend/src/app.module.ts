import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './admin/admin.module.js';
import { ArgModule } from './arg/arg.module.js';
import { ArticleModule } from './article/article.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CategoryModule } from './category/category.module.js';
import { CommentModule } from './comment/comment.module.js';
import { ContentEventsModule } from './common/content-events.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { createValidationPipe } from './common/validation.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { ConvoModule } from './convo/convo.module.js';
import { CookiesModule } from './cookies/cookies.module.js';
import { CrossTabModule } from './crosstab/crosstab.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { ReadReplicasModule } from './database/read-replicas.module.js';
import { entities } from './entities.js';
import { HealthModule } from './health/health.module.js';
import { HomeModule } from './home/home.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { InsightModule } from './insight/insight.module.js';
import { LinkModule } from './link/link.module.js';
import { MeModule } from './me/me.module.js';
import { PersonModule } from './person/person.module.js';
import { ParseOgModule } from './parse-og/parse-og.module.js';
import { PosModule } from './pos/pos.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { UploadModule } from './upload/upload.module.js';
import { QuoteModule } from './quote/quote.module.js';
import { ReqModule } from './req/req.module.js';
import { SearchModule } from './search/search.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SitemapModule } from './sitemap/sitemap.module.js';
import { SlugModule } from './slug/slug.module.js';
import { TagModule } from './tag/tag.module.js';
import { UsersModule } from './users/users.module.js';
import { VoteModule } from './vote/vote.module.js';
import { WebModule } from './web/web.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { EdgeModule } from './edge/edge.module.js';
import { JobsConsoleModule } from './jobs/jobs-console.module.js';
import { ChangesModule } from './changes/changes.module.js';
import { OpinionGroupsModule } from './opinion-groups/opinion-groups.module.js';
import { OpenDataModule } from './open-data/open-data.module.js';
import { WatchModule } from './watch/watch.module.js';
import { NotificationModule } from './notification/notification.module.js';
import { DigestModule } from './digest/digest.module.js';
import { OrderBiasModule } from './order-bias/order-bias.module.js';

/** Modules added to the app and the entities they map (a test plugs in a content kind of its own). */
export interface AppExtensions {
  modules?: (Type | DynamicModule)[];
  entities?: Type[];
}

@Module({})
export class AppModule {
  static register(
    config: AppConfig,
    databaseUrl: string,
    extensions: AppExtensions = {},
  ): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(
            databaseUrl,
            [...entities, ...(extensions.entities ?? [])],
            config.logLevel === 'silent',
          ),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        ContentEventsModule,
        ReadReplicasModule,
        JobsModule,
        AdminModule,
        AuditModule,
        UsersModule,
        AuthModule,
        HomeModule,
        MeModule,
        HealthModule,
        CookiesModule,
        // Content kinds register in this order: the sitemap's index lists their files in it.
        ConvoModule,
        PosModule,
        ArgModule,
        ArticleModule,
        PersonModule,
        LinkModule,
        ParseOgModule,
        TagModule,
        CategoryModule,
        QuoteModule,
        ReqModule,
        InboxModule,
        SearchModule,
        SeedModule,
        SitemapModule,
        WebModule,
        EdgeModule,
        VoteModule,
        OpinionGroupsModule,
        InsightModule,
        CrossTabModule,
        CommentModule,
        SlugModule,
        ProfileModule,
        UploadModule,
        JobsConsoleModule,
        ChangesModule,
        OpenDataModule,
        OrderBiasModule,
        WatchModule,
        NotificationModule,
        DigestModule,
        ...(extensions.modules ?? []),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
      exports: [APP_CONFIG],
    };
  }
}
