import { WatchEntity } from './watch/watch.entity.js';
import { NotificationEventEntity } from './notification/notification-event.entity.js';
import { NotificationEntity } from './notification/notification.entity.js';
import { NotificationSettingsEntity } from './notification/notification-settings.entity.js';
import { ArgEntity } from './arg/arg.entity.js';
import { ArticleEntity } from './article/article.entity.js';
import { PasswordResetEntity } from './auth/password-reset.entity.js';
import { AuditEntryEntity } from './audit/audit-entry.entity.js';
import { CategoryEntity, ConvoCategoryEntity } from './category/category.entity.js';
import { CommentEntity, CommentReportEntity } from './comment/comment.entity.js';
import { RateLimitEntity } from './common/rate-limit.entity.js';
import { CookieChoiceEntity } from './cookies/cookie-choice.entity.js';
import { ConvoEntity } from './convo/convo.entity.js';
import { CrossTabReleaseEntity } from './crosstab/crosstab-release.entity.js';
import { InboxEntryEntity } from './inbox/inbox.entity.js';
import {
  VoteActivityPendingEntity,
  VoteActivityStateEntity,
} from './insight/vote-activity.entity.js';
import { ArgLinkEntity } from './link/link.entity.js';
import { PersonEntity } from './person/person.entity.js';
import { PosEntity } from './pos/pos.entity.js';
import { ProfileEntity } from './profile/profile.entity.js';
import { QuoteEntity } from './quote/quote.entity.js';
import { ReqEntity } from './req/req.entity.js';
import { RevisionEntity, RevisionLikeEntity } from './revision/revision.entity.js';
import { SearchEntryEntity } from './search/search-entry.entity.js';
import { SessionEntity } from './session/session.entity.js';
import { SitemapFileEntity } from './sitemap/sitemap-file.entity.js';
import { ApiTokenEntity } from './api-tokens/api-token.entity.js';
import { OrderEffectEntity, OrderEffectPendingEntity } from './order-bias/order-effect.entity.js';
import { ArtifactSlugEntity, SlugPathEntity } from './slug/slug.entity.js';
import { ArtifactTagEntity, TagEntity } from './tag/tag.entity.js';
import { UserEntity } from './users/user.entity.js';
import { VoteCountEntity, VoteEntity, VoteLatestEntity } from './vote/vote.entity.js';
import { ImageEntity } from './upload/image.entity.js';
import { OpinionGroupsEntity } from './opinion-groups/opinion-groups.entity.js';
import { ProfileImageEntity } from './upload/profile-image.entity.js';

export const entities = [
  UserEntity,
  PasswordResetEntity,
  SessionEntity,
  RateLimitEntity,
  CookieChoiceEntity,
  ConvoEntity,
  PosEntity,
  ArgEntity,
  ArgLinkEntity,
  TagEntity,
  ArtifactTagEntity,
  CategoryEntity,
  ConvoCategoryEntity,
  RevisionEntity,
  RevisionLikeEntity,
  InboxEntryEntity,
  SearchEntryEntity,
  VoteEntity,
  VoteLatestEntity,
  VoteCountEntity,
  CommentEntity,
  CommentReportEntity,
  PersonEntity,
  QuoteEntity,
  ReqEntity,
  ArticleEntity,
  ArtifactSlugEntity,
  SlugPathEntity,
  ProfileEntity,
  ImageEntity,
  ProfileImageEntity,
  AuditEntryEntity,
  SitemapFileEntity,
  ApiTokenEntity,
  OpinionGroupsEntity,
  OrderEffectPendingEntity,
  OrderEffectEntity,
  CrossTabReleaseEntity,
  VoteActivityStateEntity,
  VoteActivityPendingEntity,
  WatchEntity,
  NotificationEventEntity,
  NotificationEntity,
  NotificationSettingsEntity,
];
