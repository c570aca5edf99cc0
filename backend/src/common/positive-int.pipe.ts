import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** A path segment that must be a whole number, 1 or more (page numbers). */
@Injectable()
export class PositiveIntPipe implements PipeTransform<string, number> {
  constructor(private readonly name: string) {}

  transform(value: string): number {
    const parsed = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new BadRequestException(`${this.name} must be a whole number, 1 or more.`);
    return parsed;
  }
}
