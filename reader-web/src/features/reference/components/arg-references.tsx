import { Suspense, useId, useState } from 'react';
import type { RefDto } from '../../../api/types';
import { RichText } from '../../artifact/components/rich-text';
import { LazyEditFieldModal } from '../../edit/components/lazy-modals';
import { ModalLoading } from '../../edit/components/modal';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { hostOf } from '../../link/link-address';
import { useGetReferencesQuery } from '../api/reference-api';
import { LazyReferenceModal } from './lazy-reference-modal';
import '../../edit/components/edit.css';
import './references.css';

export const REFERENCES_HINT =
  'One reference per line: its name, then its address, as in "[tallinn-study]: https://...".';

/** The argument's references as named links (lines the server cannot read stay as text). */
export function ReferenceList({
  refs,
  body,
}: {
  refs: readonly RefDto[] | undefined;
  body: string;
}) {
  if (!refs || refs.length === 0) return <RichText text={body} />;
  return (
    <ol className="reference-list">
      {refs.map((ref, index) => (
        <li key={`${index}-${ref.Name}`}>
          <a href={ref.URL} target="_blank" rel="noopener nofollow ugc">
            {ref.Name}
          </a>{' '}
          <span className="reference-list__host">{hostOf(ref.URL)}</span>
        </li>
      ))}
    </ol>
  );
}

interface ArgReferencesProps {
  argID: string;
  /** The argument's ReferencesBody. */
  body: string;
  /** The argument's other sections that have text: where an existing reference can be cited. */
  sections: ReadonlyArray<{ field: string; heading: string }>;
}

/**
 * The References section: the references the server read from ReferencesBody (loaded with the
 * page when there are any). In edit mode, like the other sections, with Edit references (the
 * Edit-field modal on the raw text) and Add reference (the Reference modal).
 */
export function ArgReferences({ argID, body, sections }: ArgReferencesProps) {
  const { enabled } = useEditMode();
  const headingId = useId();
  const empty = body.trim() === '';
  const { data } = useGetReferencesQuery(argID, { skip: empty });
  const [open, setOpen] = useState<'edit' | 'add' | null>(null);
  if (empty && !enabled) return null;
  const classes = enabled ? 'editable editable--editing arg-section' : 'editable arg-section';
  return (
    <section className={classes} aria-labelledby={headingId}>
      <h2 id={headingId}>References</h2>
      {empty ? (
        <p className="editable__empty">No references yet</p>
      ) : (
        <ReferenceList refs={data?.Refs} body={body} />
      )}
      {enabled && (
        <div className="references__tools">
          <button type="button" className="edit-button" onClick={() => setOpen('edit')}>
            Edit references
          </button>
          <button type="button" className="edit-button" onClick={() => setOpen('add')}>
            Add reference
          </button>
        </div>
      )}
      {open && (
        <Suspense fallback={<ModalLoading />}>
          {open === 'edit' ? (
            <LazyEditFieldModal
              type="arg"
              id={argID}
              field="ReferencesBody"
              label="references"
              hint={REFERENCES_HINT}
              onClose={() => setOpen(null)}
            />
          ) : (
            <LazyReferenceModal argID={argID} sections={sections} onClose={() => setOpen(null)} />
          )}
        </Suspense>
      )}
    </section>
  );
}
