/** What every opaque id looks like (newId() makes 12 of these characters; older ids up to 16). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The message of an optional id parameter's checks (parentID, personID), as IdField words it. */
export function idQueryMessage(field: string): { message: string } {
  return { message: `${field} must be an id` };
}

/** The house decorator for an opaque id field: documented, text, and id-shaped ("convoID must be an id"). */
export { IdField as IsArtifactId } from './dto/id-field.js';
