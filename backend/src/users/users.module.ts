import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionModule } from '../session/session.module.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { UserEntity } from './user.entity.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), SessionModule],
  controllers: [AdminUsersController],
  providers: [UsersService, AdminBootstrapService],
  exports: [UsersService, AdminBootstrapService],
})
export class UsersModule {}
