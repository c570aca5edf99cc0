import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { OrderEffectsAdminResource } from './order-effects.admin.js';
import { OrderEffects } from './order-effects.service.js';

/**
 * Order-bias control: the voter's own order of a position's arguments in the voting flow
 * (voter-order.ts, read by the arg domain's getnextarg) and the console's Order effects, counted
 * by a job from the ratings the flow's votes carry (shown_rank).
 */
@Module({
  imports: [AdminModule],
  providers: [OrderEffects, ...provideAdminResource(OrderEffectsAdminResource)],
})
export class OrderBiasModule {}
