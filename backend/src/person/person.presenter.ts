import type { PersonDto, PersonListItemDto } from './person.dto.js';
import type { PersonEntity } from './person.entity.js';

export const personLink = (pathAlias: string): string => `/person/${pathAlias}`;

export function personDto(
  person: Pick<PersonEntity, 'id' | 'name' | 'pathAlias' | 'imageUrl'>,
): PersonDto {
  return {
    PersonID: person.id,
    Name: person.name,
    ImageURL: person.imageUrl ?? '',
    PathAlias: person.pathAlias,
    Link: personLink(person.pathAlias),
  };
}

export function personListItem(
  person: Pick<PersonEntity, 'id' | 'name' | 'pathAlias'>,
): PersonListItemDto {
  return { PersonID: person.id, Name: person.name, Link: personLink(person.pathAlias) };
}
