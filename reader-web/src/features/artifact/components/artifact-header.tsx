import { EditableText } from '../../edit/components/editable-text';
import type { PagedKindType } from '../../../api/kind-basics';
import { TYPE_LABEL } from '../artifact-types';
import { ArtifactNav } from './artifact-nav';

interface ArtifactHeaderProps {
  type: PagedKindType;
  id: string;
  title: string;
}

/** The kind label, the editable (and, for editors, deletable) title and the read/edit/history tabs. */
export function ArtifactHeader({ type, id, title }: ArtifactHeaderProps) {
  return (
    <>
      <p className="artifact__kind">{TYPE_LABEL[type]}</p>
      <EditableText
        type={type}
        id={id}
        field="Title"
        editLabel="title"
        value={title}
        deletableName={title}
      >
        <h1 id="artifact-title">{title}</h1>
      </EditableText>
      <ArtifactNav type={type} id={id} />
    </>
  );
}
