import { useParams } from 'react-router-dom';
import type { PagedKindType } from '../../../api/kind-basics';
import { ArtifactNav } from '../../artifact/components/artifact-nav';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { useGetHistoryInfiniteQuery } from '../api/revision-api';
import { HistoryList } from '../components/history-list';
import { historyKindOf } from '../history-kind';
import '../../artifact/components/artifact.css';

/** /history/:level/:id (the loader refuses a level no kind has). */
export function HistoryPage() {
  const { level = '', id = '' } = useParams();
  const type = historyKindOf(level);
  return type && <KindHistory type={type} id={id} />;
}

function KindHistory({ type, id }: { type: PagedKindType; id: string }) {
  const { data } = useGetHistoryInfiniteQuery({ type, id });
  const name = data?.pages[0]?.Revisions[0]?.ArtifactName;
  return (
    <section className="artifact" aria-labelledby="history-title">
      <p className="artifact__kind">{TYPE_LABEL[type]}</p>
      <h1 id="history-title">{name ? `History of “${name}”` : 'History'}</h1>
      <ArtifactNav type={type} id={id} />
      <HistoryList type={type} id={id} />
    </section>
  );
}
