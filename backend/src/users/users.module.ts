import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { AuditModule } from '../audit/audit.module.js';
import { SessionModule } from '../session/session.module.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { UserEntity } from './user.entity.js';
import { UsersAdminResource } from './users.admin.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), SessionModule, AdminModule, AuditModule],
  controllers: [AdminUsersController],
  providers: [UsersService, AdminBootstrapService, ...provideAdminResource(UsersAdminResource)],
  exports: [UsersService, AdminBootstrapService],
})
export class UsersModule {}
