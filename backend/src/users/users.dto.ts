import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IdField } from '../common/dto/id-field.js';
import { PageQuery, PerPageQuery } from '../common/dto/query-fields.js';
import { ROLES, type Role } from '../common/roles.js';

export class CurrentUserDto {
  @ApiProperty() uid!: string;
  @ApiProperty({ description: 'Lower-cased username' }) username!: string;
  @ApiProperty({ description: 'The username as its owner typed it' }) Username!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({
    description: 'URL of the profile image (a default picture until the user uploads one)',
    example: '/api/user/profileimage/ada',
  })
  ProfileImage!: string;
}

export class AdminUserDto {
  @ApiProperty() UID!: string;
  @ApiProperty() Username!: string;
  @ApiProperty() UsernameCased!: string;
  @ApiProperty() Email!: string;
  @ApiProperty({ enum: ROLES }) Role!: Role;
  @ApiProperty({ format: 'date-time' }) Created!: string;
}

export class AdminUserListDto {
  @ApiProperty({ type: [AdminUserDto] }) Users!: AdminUserDto[];
  @ApiProperty() Total!: number;
}

export class AdminUserResponseDto {
  @ApiProperty({ type: AdminUserDto }) User!: AdminUserDto;
}

export const USER_SORT_FIELDS = ['Created', 'Username', 'Email', 'Role'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export class ListUsersQueryDto {
  @PageQuery()
  page: number = 1;

  @PerPageQuery(25)
  perPage: number = 25;

  @ApiProperty({ required: false, enum: USER_SORT_FIELDS, default: 'Created' })
  @IsOptional()
  @IsIn(USER_SORT_FIELDS, { message: `sort must be one of ${USER_SORT_FIELDS.join(', ')}` })
  sort: UserSortField = 'Created';

  @ApiProperty({ required: false, enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['ASC', 'DESC'], { message: 'order must be ASC or DESC' })
  order: 'ASC' | 'DESC' = 'DESC';

  @ApiProperty({ required: false, description: 'Matches username or email, case-insensitive' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(254, { message: 'q must be at most 254 characters' })
  q?: string;

  @ApiProperty({ required: false, enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role?: Role;
}

export class SetRoleDto {
  @IdField('uid', { what: 'a user id' })
  uid!: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role!: Role;
}
