import { Injectable } from '@nestjs/common';
import type { ArtifactType } from './revision.entity.js';

type Listener = (type: ArtifactType, id: string) => void;

/** Tells whoever caches content (the page cache) that an artifact changed, after the commit. */
@Injectable()
export class ContentEvents {
  private readonly listeners: Listener[] = [];

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  changed(type: ArtifactType, id: string): void {
    for (const listener of this.listeners) listener(type, id);
  }
}
