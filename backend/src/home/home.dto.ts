import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES, type Role } from '../common/roles.js';
import { CurrentUserDto } from '../users/users.dto.js';

export class HomeQueryDto {
  @ApiProperty({ required: false, description: 'The page being shown; decides the edit flag' })
  @IsOptional()
  @IsString({ message: 'path must be text' })
  @MaxLength(2048, { message: 'path must be at most 2048 characters' })
  path?: string;
}

export class HomeDto {
  @ApiProperty({ type: CurrentUserDto, nullable: true }) User!: CurrentUserDto | null;
  @ApiProperty({ description: 'Edit mode: logged in and on an /edit/ page' }) edit!: boolean;
  @ApiProperty({ enum: ROLES, nullable: true, type: String }) role!: Role | null;
  @ApiProperty({ type: String, nullable: true }) uid!: string | null;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
}
