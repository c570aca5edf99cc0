import type { ArgSummaryDto, CommentDto, ConvoListDto, LinkDto, TagRefDto } from '../../api/types';
import type { ChartBar } from '../vote/components/vote-chart-text';

/**
 * Sample data of the styleguide: shapes of the API's answers, never read from it. Its links stay
 * on the styleguide: every link the site shows must lead to a page.
 */

export const SAMPLE_TAGS: TagRefDto[] = [
  { TagID: 'sample-tag-1', Name: 'Transport', Link: '/styleguide#tags' },
  { TagID: 'sample-tag-2', Name: 'Cities', Link: '/styleguide#tags' },
  { TagID: 'sample-tag-3', Name: 'Environment', Link: '/styleguide#tags' },
];

export const SAMPLE_ARGS: ArgSummaryDto[] = [
  {
    ArgID: 'sample-arg-1',
    Title: 'Free fares cut car traffic',
    Description: 'When riding costs nothing, people who used to drive take the tram instead.',
    Link: '/styleguide#cards',
  },
  {
    ArgID: 'sample-arg-2',
    Title: 'Fares cost more to collect than they bring',
    Description: 'Ticket machines, inspectors and payment fees eat most of the revenue.',
    Link: '/styleguide#cards',
  },
];

export const SAMPLE_CONVO_LIST: ConvoListDto = {
  Convos: [
    {
      ConvoID: 'sample-convo-1',
      Title: 'Should public transport be free?',
      Description: 'Whether buses and trams should be paid for by taxes instead of tickets.',
      Link: '/styleguide#cards',
      Created: '2026-11-20T10:00:00.000Z',
      Positions: 3,
      Arguments: 12,
      Voters: 48,
    },
    {
      ConvoID: 'sample-convo-2',
      Title: 'Should voting be compulsory?',
      Description: 'Whether citizens should be required by law to vote in elections.',
      Link: '/styleguide#cards',
      Created: '2026-11-19T10:00:00.000Z',
      Positions: 0,
      Arguments: 0,
      Voters: 0,
    },
  ],
  Total: 2,
  Categories: [],
};

export const SAMPLE_LINKS: LinkDto[] = [
  {
    LinkID: 'sample-link-1',
    Title: 'Car-free zone (Wikipedia)',
    URL: 'https://en.wikipedia.org/wiki/Car-free_zone',
    Image: '',
    Icon: '',
  },
  {
    LinkID: 'sample-link-2',
    Title: 'Fare-free public transport (Wikipedia)',
    URL: 'https://en.wikipedia.org/wiki/Free_public_transport',
    Image: '',
    Icon: '',
  },
];

function comment(overrides: Partial<CommentDto>): CommentDto {
  return {
    CommentID: 'sample-comment',
    UID: 'sample-uid-grace',
    UsernameCased: 'Grace',
    Body: 'The counter-argument deserves a source: which ring roads were measured?',
    Edited: false,
    Deleted: false,
    DeletedReason: null,
    ReplyToName: null,
    Created: '2026-11-21T10:00:00.000Z',
    ParentID: null,
    Children: [],
    ...overrides,
  };
}

export const SAMPLE_COMMENTS: CommentDto[] = [
  comment({
    CommentID: 'sample-comment-1',
    Children: [
      comment({
        CommentID: 'sample-comment-2',
        UID: 'sample-uid-ada',
        UsernameCased: 'Ada',
        Body: 'The city published them last spring; I will add the link.',
        ReplyToName: 'Grace',
        ParentID: 'sample-comment-1',
        Edited: true,
      }),
    ],
  }),
  comment({ CommentID: 'sample-comment-3', Deleted: true, DeletedReason: 'moderator', Body: '' }),
];

export const SAMPLE_AGREEMENT: ChartBar[] = [
  { key: '1', count: 66, label: 'I strongly agree', percent: 31 },
  { key: '2', count: 57, label: 'I agree', percent: 27 },
  { key: '3', count: 30, label: "I'm undecided", percent: 14 },
  { key: '4', count: 38, label: 'I disagree', percent: 18 },
  { key: '5', count: 21, label: 'I strongly disagree', percent: 10 },
];
