import { lazy, Suspense } from 'react';
import { useCan } from '../../auth/hooks/use-can';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import type { SlugArtifactType } from '../slug-rules';

const Input = lazy(() => import('./slug-input').then((m) => ({ default: m.SlugInput })));

interface SlugToolProps {
  artifactType: SlugArtifactType;
  artifactID: string;
}

/**
 * The slug input of a page in edit mode, for those who may give slugs or change them (GET
 * /api/me's slug Create and Edit; the input asks for the one its case needs); loaded when first shown, so
 * a read page's first load carries none of its code (and the server render, which never knows who
 * asks, none of it).
 */
export function SlugTool({ artifactType, artifactID }: SlugToolProps) {
  const { enabled } = useEditMode();
  const slug = useCan().kind('slug');
  const may = { create: slug.Create === true, edit: slug.Edit === true };
  if (!enabled || !(may.create || may.edit)) return null;
  return (
    <Suspense fallback={<p className="muted">Loading</p>}>
      <Input artifactType={artifactType} artifactID={artifactID} may={may} />
    </Suspense>
  );
}
