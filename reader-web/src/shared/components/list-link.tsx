import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
} from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives ListLinks the router's navigate function, taken once for the whole page. */
export function NavigateProvider({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

/** A click the browser would turn into a same-tab navigation: the router takes it instead. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

interface ListLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path within the site: '/a/abc'. */
  to: string;
}

/**
 * A link to a page of the site, for long lists (a question's arguments): a plain anchor whose
 * plain clicks go through the router. React Router's Link resolves its path and sets up its own
 * click handler with about a dozen hooks per link, which a page of fifty arguments pays for at
 * every server render and hydration; these links are already absolute, so nothing needs resolving.
 */
export function ListLink({ to, onClick, ...rest }: ListLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('ListLink needs a NavigateProvider above it (AppLayout has one).');
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
