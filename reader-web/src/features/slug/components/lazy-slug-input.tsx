import { lazy, Suspense } from 'react';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import type { SlugArtifactType } from '../slug-rules';

const Input = lazy(() => import('./slug-input').then((m) => ({ default: m.SlugInput })));

/** Who may set slugs (the server checks it too): editors, mods and admins. */
const SLUG_ROLES: ReadonlySet<string> = new Set(['editor', 'mod', 'admin']);

interface SlugToolProps {
  artifactType: SlugArtifactType;
  artifactID: string;
}

/**
 * The slug input of a page in edit mode, for those who may set slugs; loaded when first shown, so
 * a read page's first load carries none of its code (and the server render, which never knows who
 * asks, none of it).
 */
export function SlugTool({ artifactType, artifactID }: SlugToolProps) {
  const { enabled, role } = useEditMode();
  if (!enabled || role === null || !SLUG_ROLES.has(role)) return null;
  return (
    <Suspense fallback={<p className="muted">Loading</p>}>
      <Input artifactType={artifactType} artifactID={artifactID} />
    </Suspense>
  );
}
