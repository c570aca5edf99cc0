import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { SEARCH_MIN_CHARS, useSearch } from '../hooks/use-search';
import { searchHref } from '../search-params';
import { NoResults } from './no-results';
import './search-box.css';

/** The search box closes this long after it loses focus, so a click on a result still lands. */
export const SEARCH_CLOSE_DELAY_MS = 100;

interface SearchBoxProps {
  /** The input's accessible name. */
  label?: string;
  placeholder?: string;
  className?: string;
}

/**
 * Search over questions, positions, arguments and tags (spec sections 2 and 9). Keyboard: type,
 * ArrowDown into the results, ArrowUp/ArrowDown between them, Enter follows one, Escape closes.
 * Enter in the box opens the results page (/search?q=), with every result the list cuts off.
 */
export function SearchBox({
  label = 'Search',
  placeholder = 'Search questions, positions, arguments',
  className = 'search-box',
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const panelId = `${id}-results`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useSearch(text);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const visible = open && search.status !== 'idle';
  const results = search.status === 'done' ? search.results : [];

  function links(): HTMLAnchorElement[] {
    return [...(listRef.current?.querySelectorAll('a') ?? [])];
  }

  function close() {
    setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Focus first: focusing reopens the panel, and the close must come last.
      inputRef.current?.focus();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = links();
    if (items.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') items[Math.min(index + 1, items.length - 1)].focus();
    else if (index <= 0) inputRef.current?.focus();
    else items[index - 1].focus();
  }

  function chosen() {
    close();
    setText('');
  }

  return (
    <div
      className={className}
      onKeyDown={handleKeyDown}
      onFocus={() => {
        clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onBlur={() => {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(close, SEARCH_CLOSE_DELAY_MS);
      }}
    >
      <form
        role="search"
        action="/search"
        onSubmit={(event) => {
          event.preventDefault();
          if ([...text.trim()].length < SEARCH_MIN_CHARS) return;
          const href = searchHref(text);
          chosen();
          void navigate(href);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          maxLength={100}
          placeholder={placeholder}
          value={text}
          aria-controls={panelId}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
        />
      </form>
      <div id={panelId} className="search-box__panel" hidden={!visible}>
        <p role="status" className={search.status === 'done' ? 'visually-hidden' : undefined}>
          {search.status === 'searching'
            ? 'Searching ...'
            : search.status === 'error'
              ? search.error
              : search.status === 'done' && results.length > 0
                ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
                : ''}
        </p>
        {search.status === 'done' &&
          (results.length === 0 ? (
            <NoResults />
          ) : (
            <ul ref={listRef} aria-label="Search results">
              {results.map((result) => (
                <li key={`${result.ArtifactType}-${result.ArtifactID}`}>
                  <Link to={result.Link} onClick={chosen}>
                    <span className="search-box__title">{result.Title}</span>{' '}
                    <span className="type-badge">{TYPE_LABEL[result.ArtifactType]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}
