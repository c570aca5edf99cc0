import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { DigestController } from './digest.controller.js';
import { DigestService } from './digest.service.js';
import { NotificationSettingsController } from './notification-settings.controller.js';
import { NotificationSettingsService } from './notification-settings.service.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/**
 * The following settings (watch what I create, digests) and the e-mail digests with their
 * unsubscribe link. See ARCHITECTURE.md, "Following".
 */
@Module({
  imports: [MailModule],
  controllers: [NotificationSettingsController, DigestController],
  providers: [NotificationSettingsService, DigestService, UnsubscribeLinks, UnsubscribeService],
  exports: [NotificationSettingsService],
})
export class DigestModule {}
