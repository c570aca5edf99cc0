import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { MAX_PAGE } from './safe-input.js';

/** A path segment that must be a page number: a whole number from 1 to MAX_PAGE. */
@Injectable()
export class PositiveIntPipe implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    const parsed = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new BadRequestException(`${this.name} must be a whole number, 1 or more.`);
    if (parsed > MAX_PAGE)
      throw new BadRequestException(`${this.name} must be at most ${MAX_PAGE}.`);
    return parsed;
  }
}
