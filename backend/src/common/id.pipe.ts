import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { isId } from './id-validation.js';

/** A path segment that must be an opaque id. */
@Injectable()
export class IdPipe implements PipeTransform<string, string> {
  constructor(private readonly name: string) {}

  transform(value: string): string {
    if (!isId(value)) throw new BadRequestException(`${this.name} must be an id.`);
    return value;
  }
}
