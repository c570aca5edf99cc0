import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import {
  type BackTarget,
  nextBackTarget,
  referrerTarget,
  remember,
  type Trail,
  type Visit,
} from '../back-trail';

const TRAIL_KEY = 'backTrail';

function readTrail(): Trail {
  try {
    return JSON.parse(window.sessionStorage.getItem(TRAIL_KEY) ?? '{}') as Trail;
  } catch {
    return {};
  }
}

function saveTrail(trail: Trail): void {
  try {
    window.sessionStorage.setItem(TRAIL_KEY, JSON.stringify(trail));
  } catch {
    // Storage full or disabled: the link still works within this page's life.
  }
}

/**
 * The page the reader came from within the site, or undefined when there is none. Undefined on
 * the server and in the first (hydrating) render too: the server cannot know, and the markup
 * must match.
 */
export function useBackTarget(): BackTarget | undefined {
  const { key, pathname, search } = useLocation();
  const kind = useNavigationType();
  const previous = useRef<{ visit: Visit; target?: BackTarget }>(undefined);
  const [target, setTarget] = useState<BackTarget>();

  useEffect(() => {
    const visit = { key, path: pathname + search };
    const trail = readTrail();
    const next = nextBackTarget(trail, previous.current, visit, kind, () =>
      referrerTarget(document.referrer, window.location.origin, visit.path),
    );
    saveTrail(remember(trail, key, next));
    previous.current = { visit, target: next };
    setTarget(next);
  }, [key, pathname, search, kind]);

  return target;
}
