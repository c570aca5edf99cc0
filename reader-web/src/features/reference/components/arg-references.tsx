import { Suspense, useState } from 'react';
import type { RefDto } from '../../../api/types';
import { RichText } from '../../artifact/components/rich-text';
import { EditableText } from '../../edit/components/editable-text';
import { ModalLoading } from '../../edit/components/modal';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { hostOf } from '../../link/link-address';
import { useGetReferencesQuery } from '../api/reference-api';
import { LazyReferenceModal } from './lazy-reference-modal';
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
 * page when there are any). In edit mode: Edit references (the raw text) and Add reference.
 */
export function ArgReferences({ argID, body, sections }: ArgReferencesProps) {
  const { enabled } = useEditMode();
  const empty = body.trim() === '';
  const { data } = useGetReferencesQuery(argID, { skip: empty });
  const [open, setOpen] = useState(false);
  return (
    <div className="references">
      <EditableText
        type="arg"
        id={argID}
        field="ReferencesBody"
        editLabel="references"
        heading="References"
        value={body}
        allowNewlines
        onlyInEdit={empty}
        hint={REFERENCES_HINT}
        emptyText="No references yet"
        className="arg-section"
      >
        <ReferenceList refs={data?.Refs} body={body} />
      </EditableText>
      {enabled && (
        <button type="button" className="edit-button" onClick={() => setOpen(true)}>
          Add reference
        </button>
      )}
      {open && (
        <Suspense fallback={<ModalLoading />}>
          <LazyReferenceModal argID={argID} sections={sections} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
