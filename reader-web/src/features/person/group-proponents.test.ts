import { describe, expect, it } from '@jest/globals';
import { groupProponents, LETTERS, OTHER_SECTION, sectionOf, sortKey } from './group-proponents';

const people = (...names: string[]) => names.map((Name) => ({ Name }));
const namesIn = (sections: ReturnType<typeof groupProponents>, letter: string) =>
  sections.find((s) => s.letter === letter)?.people.map((p) => p.Name);

describe('sortKey', () => {
  it('strips accents and punctuation, lowercases and collapses spaces', () => {
    expect(sortKey('Émile Zola')).toBe('emile zola');
    expect(sortKey("'t Hooft")).toBe('t hooft');
    expect(sortKey('  Ørsted,   Hans   Christian ')).toBe('orsted hans christian');
    expect(sortKey('Łukasz (the elder)')).toBe('lukasz the elder');
    expect(sortKey('Æsop')).toBe('aesop');
    expect(sortKey('"Dr." Strange')).toBe('dr strange');
  });
});

describe('sectionOf', () => {
  it('files a name under its first Latin letter once accents and punctuation are gone', () => {
    expect(sectionOf('Émile Durkheim')).toBe('E');
    expect(sectionOf("'t Hooft")).toBe('T');
    expect(sectionOf('...and Yet')).toBe('A');
    expect(sectionOf('über')).toBe('U');
  });

  it('files digits, other scripts and names with no letters under the section after Z', () => {
    expect(sectionOf('3M')).toBe(OTHER_SECTION);
    expect(sectionOf('老子')).toBe(OTHER_SECTION);
    expect(sectionOf('Лев Толстой')).toBe(OTHER_SECTION);
    expect(sectionOf('!!!')).toBe(OTHER_SECTION);
  });
});

describe('groupProponents', () => {
  it('gives every letter A to Z a section, in order, even when empty', () => {
    const sections = groupProponents([]);
    expect(sections.map((s) => s.letter)).toEqual(LETTERS);
    expect(LETTERS).toHaveLength(26);
    expect(sections.every((s) => s.people.length === 0)).toBe(true);
  });

  it('sorts by name within a letter, ignoring case, accents and punctuation', () => {
    const sections = groupProponents(
      people(
        'Emma Watson',
        'Émile Zola',
        'edward Said',
        "'t Hooft",
        'Thomas Paine',
        'Ada Lovelace',
      ),
    );
    expect(namesIn(sections, 'E')).toEqual(['edward Said', 'Émile Zola', 'Emma Watson']);
    expect(namesIn(sections, 'T')).toEqual(["'t Hooft", 'Thomas Paine']);
    expect(namesIn(sections, 'A')).toEqual(['Ada Lovelace']);
    expect(namesIn(sections, 'B')).toEqual([]);
  });

  it('sorts numbers in names by value and keeps equal names in a stable order', () => {
    const sections = groupProponents(people('Pope Pius 12', 'Pope Pius 9', 'Jane Doe', 'Jane Doe'));
    expect(namesIn(sections, 'P')).toEqual(['Pope Pius 9', 'Pope Pius 12']);
    expect(namesIn(sections, 'J')).toEqual(['Jane Doe', 'Jane Doe']);
  });

  it('keeps the objects it was given (with their links)', () => {
    const ada = { Name: 'Ada Lovelace', Link: '/person/ada-lovelace' };
    expect(groupProponents([ada])[0].people[0]).toBe(ada);
  });

  it('adds the section after Z only when a name starts with no Latin letter', () => {
    const sections = groupProponents(people('Zeno', '3M', '老子'));
    expect(sections.map((s) => s.letter)).toEqual([...LETTERS, OTHER_SECTION]);
    expect(namesIn(sections, 'Z')).toEqual(['Zeno']);
    expect(namesIn(sections, OTHER_SECTION)).toEqual(['3M', '老子']);
  });
});
