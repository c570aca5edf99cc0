import { Global, Module } from '@nestjs/common';
import { ReadReplicas } from './read-replicas.js';

/** One ReadReplicas for the whole app: the caches that hear of writes tell it (writeHeard). */
@Global()
@Module({ providers: [ReadReplicas], exports: [ReadReplicas] })
export class ReadReplicasModule {}
