import type { LogEntryDto, LogListDto } from '../../api/types';

/** One entry of each public action, newest first, as GET /api/log/list/{page} answers. */
export const LOG_ENTRIES: LogEntryDto[] = [
  {
    LogID: 'log5',
    Action: 'roleChange',
    ActorName: 'Root',
    TargetType: 'user',
    TargetName: 'alice',
    TargetLink: '/u/alice',
    Reason: 'Trusted editor',
    Details: 'user → editor',
    Created: '2026-03-05T09:30:00.000Z',
  },
  {
    LogID: 'log4',
    Action: 'commentRemove',
    ActorName: 'Mo',
    TargetType: 'comment',
    TargetName: 'a comment by bob',
    TargetLink: '/c/convo1',
    Reason: 'Insults',
    Details: '',
    Created: '2026-03-05T08:00:00.000Z',
  },
  {
    LogID: 'log3',
    Action: 'undo',
    ActorName: 'Ed',
    TargetType: 'arg',
    TargetName: 'Free buses cut traffic',
    TargetLink: '/a/arg1',
    Reason: 'Undid revision rev9: Vandalism',
    Details: '',
    Created: '2026-03-04T12:00:00.000Z',
  },
  {
    LogID: 'log2',
    Action: 'restore',
    ActorName: 'Ed',
    TargetType: 'convo',
    TargetName: 'Should public transport be free?',
    TargetLink: '/c/convo1',
    Reason: 'Deleted by mistake',
    Details: '',
    Created: '2026-03-04T11:00:00.000Z',
  },
  {
    LogID: 'log1',
    Action: 'delete',
    ActorName: 'Ed',
    TargetType: 'convo',
    TargetName: 'Should public transport be free?',
    TargetLink: '/c/convo1',
    Reason: 'Duplicate of another question',
    Details: '',
    Created: '2026-03-04T10:20:00.000Z',
  },
];

export function logList(overrides: Partial<LogListDto> = {}): LogListDto {
  return { Entries: LOG_ENTRIES, HasMore: false, ...overrides };
}
