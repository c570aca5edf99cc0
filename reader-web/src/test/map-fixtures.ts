/** Answers of the opinion-map API for component tests (shapes of /tmp/contract/OPINION-MAP.md). */
import type { ArgPageDto, ConvoListDto, ConvoPageDto, PosPageDto, RevisionDto } from '../api/types';

export const LONG_DESCRIPTION =
  'Whether a city should make its buses and trams free for everyone, paid for by taxes instead ' +
  'of tickets, and what that would change for traffic, budgets and the people who ride.';

export function convoPage(overrides: Partial<ConvoPageDto['Convo']> = {}): ConvoPageDto {
  return {
    Convo: {
      ConvoID: 'convo1',
      Title: 'Should public transport be free?',
      Description: LONG_DESCRIPTION,
      ImageURL: null,
      Tags: [{ TagID: 'tag1', Name: 'Transport', Link: '/tags/tag1' }],
      Categories: [{ CategoryID: 'cat1', Title: 'Cities' }],
      Link: '/c/convo1',
      Created: '2026-11-20T10:00:00.000Z',
      Modified: '2026-11-21T10:00:00.000Z',
      Offensive: false,
      ...overrides,
    },
    Positions: [
      {
        PosID: 'pos1',
        Title: 'Yes, make it free',
        Description: 'Fares should go.',
        Link: '/p/pos1',
        Arguments: [
          {
            ArgID: 'arg1',
            Title: 'Free fares cut car traffic',
            Description: 'People leave the car at home.',
            Link: '/a/arg1',
          },
          {
            ArgID: 'arg2',
            Title: 'Fares cost more to collect than they bring',
            Description: 'Ticket machines are expensive.',
            Link: '/a/arg2',
          },
        ],
      },
      {
        PosID: 'pos2',
        Title: 'No, keep the fares',
        Description: '',
        Link: '/p/pos2',
        Arguments: [],
      },
    ],
  };
}

export function posPage(): PosPageDto {
  const convo = convoPage();
  const pos = convo.Positions[0];
  return {
    Pos: {
      PosID: pos.PosID,
      ConvoID: 'convo1',
      Title: pos.Title,
      Description: pos.Description,
      Link: pos.Link,
    },
    Convo: { ConvoID: 'convo1', Title: convo.Convo.Title, Link: '/c/convo1', Offensive: false },
    Arguments: pos.Arguments,
    NextPos: { ID: 'pos2', Title: 'No, keep the fares', Link: '/p/pos2' },
    PrevPos: null,
  };
}

export function argPage(overrides: Partial<ArgPageDto['Arg']> = {}): ArgPageDto {
  return {
    Arg: {
      ArgID: 'arg1',
      PosID: 'pos1',
      Title: 'Free fares cut car traffic',
      Description: LONG_DESCRIPTION,
      Argument: 'When riding costs nothing, people who used to drive take the tram.',
      Context: '',
      CounterArguments: '',
      Framing: '',
      FurtherReading: 'See https://example.org/tallinn for the Tallinn study.',
      Premises: 'People respond to prices.\nCars are the main source of traffic.',
      ReferencesBody: '',
      RejectingPremises: '',
      Tags: 'Transport, Cities',
      TagRefs: [
        { TagID: 'tag1', Name: 'Transport', Link: '/tags/tag1' },
        { TagID: 'tag2', Name: 'Cities', Link: '/tags/tag2' },
      ],
      Link: '/a/arg1',
      Offensive: false,
      Version: 'rev1',
      ...overrides,
    },
    Pos: { PosID: 'pos1', Title: 'Yes, make it free', Link: '/p/pos1' },
    Convo: {
      ConvoID: 'convo1',
      Title: 'Should public transport be free?',
      Link: '/c/convo1',
      Offensive: false,
    },
    NextArg: { ID: 'arg2', Title: 'Fares cost more to collect than they bring', Link: '/a/arg2' },
    PrevArg: null,
    Links: [],
  };
}

export function convoList(count: number, total = count): ConvoListDto {
  return {
    Convos: Array.from({ length: count }, (_, index) => ({
      ConvoID: `c${index}`,
      Title: `Question number ${index + 1}?`,
      Description: `Description of question ${index + 1}.`,
      Link: `/c/c${index}`,
      Created: '2026-11-20T10:00:00.000Z',
      Positions: 2,
      Arguments: index,
      Voters: 10 * index,
    })),
    Total: total,
    Categories: [
      { CategoryID: 'cat1', Title: 'Cities' },
      { CategoryID: 'cat2', Title: 'Health' },
    ],
  };
}

export function revision(overrides: Partial<RevisionDto> = {}): RevisionDto {
  return {
    RevID: 'rev1',
    ArtifactType: 'convo',
    ArtifactID: 'convo1',
    ArtifactName: 'Should public transport be free?',
    ArtifactLink: '/c/convo1',
    Created: '2026-11-21T14:05:00.000Z',
    UserID: 'uid-grace',
    UsernameCased: 'Grace',
    ActionName: 'ConvoEditTextField',
    ArgsJSON: JSON.stringify({ FieldName: 'Title', OldValue: 'Old?', NewValue: 'New?' }),
    UserDescription: 'Clearer title',
    Diff: [
      { Field: 'Title', Old: 'Should transport be free?', New: 'Should public transport be free?' },
    ],
    LikeNum: 2,
    LikedByMe: false,
    ...overrides,
  };
}
