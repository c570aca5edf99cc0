import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const ID = /^[A-Za-z0-9_-]{1,16}$/;

/** A path segment that must be an opaque id. */
@Injectable()
export class IdPipe implements PipeTransform<string, string> {
  constructor(private readonly name: string) {}

  transform(value: string): string {
    if (!ID.test(value)) throw new BadRequestException(`${this.name} must be an id.`);
    return value;
  }
}
