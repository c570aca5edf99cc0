import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { createValidationPipe } from './common/validation.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { CookiesModule } from './cookies/cookies.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { HealthModule } from './health/health.module.js';
import { HomeModule } from './home/home.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl, config.logLevel === 'silent'),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        UsersModule,
        AuthModule,
        HomeModule,
        HealthModule,
        CookiesModule,
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
