import { ApiProperty } from '@nestjs/swagger';

/** HasMore of a paged response: whether another page follows. */
export function HasMoreField(description?: string) {
  return ApiProperty(description ? { description } : {});
}

/** NextCursor of a cursor-paged response: the `cursor` of the next page, null on the last page. */
export function NextCursorField(description: string) {
  return ApiProperty({ type: String, nullable: true, description });
}
