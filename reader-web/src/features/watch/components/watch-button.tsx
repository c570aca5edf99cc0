import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { useViewer } from '../../auth/hooks/use-viewer';
import {
  type WatchExpiry,
  type WatchLevel,
  type WatchRef,
  useGetWatchQuery,
  useSetWatchMutation,
  useStopWatchingMutation,
} from '../api/watch-api';
import { EXPIRIES, LEVEL_HINT, LEVEL_LABEL, LEVELS, untilText, watchersText } from '../watch-words';
import './watch.css';

/**
 * Watch, track or mute a thing, for good or for a while; with how many watch it (never who).
 * Personal, so rendered only in the browser (LazyWatchButton): the page's HTML stays shared.
 */
export function WatchButton({ target, noun }: { target: WatchRef; noun: string }) {
  const { status } = useViewer();
  if (status === 'pending') return <div className="watch" aria-busy="true" />;
  if (status === 'anonymous')
    return (
      <div className="watch">
        <Link to="/login" className="watch__login">
          Log in to watch this {noun}
        </Link>
      </div>
    );
  return <MemberWatchButton target={target} noun={noun} />;
}

function MemberWatchButton({ target, noun }: { target: WatchRef; noun: string }) {
  const { data, error } = useGetWatchQuery(target);
  const [setWatch, setting] = useSetWatchMutation();
  const [stop, stopping] = useStopWatchingMutation();
  const [open, setOpen] = useState(false);
  // The length last chosen here: the server keeps only the date it ends.
  const [expiry, setExpiry] = useState<WatchExpiry | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const level = data?.Level ?? null;
  const failure = setting.error ?? stopping.error;

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const first =
      items().find((item) => item.getAttribute('aria-checked') === 'true') ?? items()[0];
    first?.focus();
    const outside = (event: MouseEvent) => {
      const root = buttonRef.current?.parentElement;
      if (root && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    }
  };

  // A new level keeps the watch's end (Expiry left out); a length starts from now.
  const chooseLevel = (next: WatchLevel) => void setWatch({ target, Level: next });
  const chooseExpiry = (length: WatchExpiry | null) => {
    setExpiry(length);
    void setWatch({ target, Level: level ?? 'watching', Expiry: length });
  };
  // "For good" is what a watch without an end is; a length chosen before shows as chosen.
  const expiryChecked = (value: WatchExpiry | null) =>
    level !== null && (data?.ExpiresAt ? value !== null && value === expiry : value === null);

  if (error && !data) return null;
  return (
    <div className="watch">
      <button
        ref={buttonRef}
        type="button"
        className={
          level
            ? 'button watch__button watch__button--on'
            : 'button button--secondary watch__button'
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={!data}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {level ? LEVEL_LABEL[level] : 'Watch'}
        <span className="visually-hidden"> this {noun}</span>
      </button>
      {data && (
        <span className="watch__count muted">
          {watchersText(data.Watchers)}
          {level && data.ExpiresAt && ` · yours ${untilText(data.ExpiresAt)}`}
        </span>
      )}
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={`Watch this ${noun}`}
          className="watch__menu"
          onKeyDown={onMenuKey}
        >
          <div role="group" aria-label="Level">
            {LEVELS.map((value) => (
              <button
                key={value}
                type="button"
                role="menuitemradio"
                aria-checked={level === value}
                tabIndex={-1}
                className="watch__item"
                onClick={() => chooseLevel(value)}
              >
                <span className="watch__item-label">{LEVEL_LABEL[value]}</span>
                <span className="watch__item-hint">{LEVEL_HINT[value]}</span>
              </button>
            ))}
          </div>
          <div role="separator" className="watch__separator" />
          <div role="group" aria-label="How long">
            {EXPIRIES.map(({ value, label }) => (
              <button
                key={label}
                type="button"
                role="menuitemradio"
                aria-checked={expiryChecked(value)}
                tabIndex={-1}
                className="watch__item"
                onClick={() => chooseExpiry(value)}
              >
                {label}
              </button>
            ))}
          </div>
          {level && (
            <>
              <div role="separator" className="watch__separator" />
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="watch__item"
                onClick={() => {
                  void stop(target);
                  close();
                }}
              >
                Stop watching
              </button>
            </>
          )}
        </div>
      )}
      {failure && (
        <span role="alert" className="inline-error">
          {errorMessage(failure)}
        </span>
      )}
    </div>
  );
}
