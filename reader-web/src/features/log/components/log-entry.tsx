import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatUtcDate } from '../../../shared/format-date';
import { isKindType, KIND_BASICS, kindOfLevel } from '../../../api/kind-basics';
import type { LogEntryDto } from '../../../api/types';

const userPath = (username: string) => `/u/${encodeURIComponent(username.toLowerCase())}`;

/** The log's targets that are not kinds of content, in words. */
const OTHER_TARGETS: Readonly<Record<string, string>> = { comment: 'comment', user: 'user' };

/** "question" for a convo: what a reader calls the kind of the target ('' for an unknown kind). */
function nounOf(type: string): string {
  if (isKindType(type)) return KIND_BASICS[type].noun;
  return Object.hasOwn(OTHER_TARGETS, type) ? OTHER_TARGETS[type] : '';
}

/** "a question's comments" for a thread under /c/ID: whose comments a reader path shows. */
function threadName(link: string): string {
  const type = kindOfLevel(link.split('/')[1] ?? '');
  if (!type) return 'its thread';
  const noun = KIND_BASICS[type].noun;
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}'s comments`;
}

/** The target by its name, quoted, linked to its page when it has one and asked to. */
function Target({ entry, linked = true }: { entry: LogEntryDto; linked?: boolean }) {
  const noun = nounOf(entry.TargetType);
  const name = `“${entry.TargetName}”`;
  return (
    <>
      {noun && `${noun} `}
      {linked && entry.TargetLink ? <Link to={entry.TargetLink}>{name}</Link> : name}
    </>
  );
}

function User({ name, link }: { name: string; link?: string }) {
  return <Link to={link || userPath(name)}>{name}</Link>;
}

const COMMENT_BY = /^a comment by (\S+)$/;
/**
 * What an undo's or a revert's description says of itself, then ": " and the reason given:
 * "Undid the edit to “{title}” by {author} on {time}" or "Reverted to “{title}” as {author} left
 * it on {time}"; older ones "Undid revision {RevID} by {author}" or "Reverted to revision {RevID}
 * by {author}" (the oldest undos without the author).
 */
const ACTION_PREFIX = new RegExp(
  '^(?:(?:Undid the edit to “[^”]*” by \\S+|Reverted to “[^”]*” as \\S+ left it) on ' +
    '\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} UTC|' +
    '(?:Undid|Reverted to) revision \\S+?(?: by \\S+?)?)(?::\\s*|$)',
);

/** The reason as a reader reads it: an undo's or a restore's without the revision it names. */
function reasonOf(entry: LogEntryDto): string {
  return entry.Action === 'undo' || entry.Action === 'restore'
    ? entry.Reason.replace(ACTION_PREFIX, '')
    : entry.Reason;
}

const ROLE_CHANGE = /^(\S+) → (\S+)$/;

/** What the actor did, as the rest of the sentence after their name. */
function whatWasDone(entry: LogEntryDto): ReactNode {
  switch (entry.Action) {
    case 'delete':
      // The page went with the deletion: a later restoration links it again.
      return (
        <>
          deleted <Target entry={entry} linked={false} />
        </>
      );
    case 'restore':
      return (
        <>
          restored <Target entry={entry} />
        </>
      );
    case 'undo':
      return (
        <>
          undid an edit to <Target entry={entry} />
        </>
      );
    case 'commentRemove': {
      const author = COMMENT_BY.exec(entry.TargetName)?.[1];
      return (
        <>
          removed{' '}
          {author ? (
            <>
              a comment by <User name={author} />
            </>
          ) : (
            entry.TargetName
          )}
          {entry.TargetLink && (
            <>
              {' from '}
              <Link to={entry.TargetLink}>{threadName(entry.TargetLink)}</Link>
            </>
          )}
        </>
      );
    }
    case 'roleChange': {
      const roles = ROLE_CHANGE.exec(entry.Details);
      const user = <User name={entry.TargetName} link={entry.TargetLink} />;
      return roles ? (
        <>
          changed the role of {user} from {roles[1]} to {roles[2]}
        </>
      ) : (
        <>
          changed the role of {user}
          {entry.Details && ` (${entry.Details})`}
        </>
      );
    }
    default:
      return (
        <>
          {entry.Action} <Target entry={entry} />
        </>
      );
  }
}

/** One moderation action as a sentence: "<time> <actor> deleted question “Title” (reason)". */
export function LogEntry({ entry }: { entry: LogEntryDto }) {
  const reason = reasonOf(entry);
  return (
    <li className="log-entry">
      <time className="log-entry__time" dateTime={entry.Created}>
        {formatUtcDate(entry.Created)}
      </time>{' '}
      <span className="log-entry__what">
        <User name={entry.ActorName} /> {whatWasDone(entry)}
        {reason && (
          <>
            {' '}
            <span className="log-entry__reason">({reason})</span>
          </>
        )}
      </span>
    </li>
  );
}
