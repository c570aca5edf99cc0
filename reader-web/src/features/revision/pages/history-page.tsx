import { useParams } from 'react-router-dom';
import { ArtifactNav } from '../../artifact/components/artifact-nav';
import { isLevel, TYPE_LABEL, TYPE_OF_LEVEL } from '../../artifact/artifact-types';
import { useGetHistoryInfiniteQuery } from '../api/revision-api';
import { HistoryList } from '../components/history-list';
import '../../artifact/components/artifact.css';

/** /history/:level/:id (the loader refuses levels this release does not serve). */
export function HistoryPage() {
  const { level = '', id = '' } = useParams();
  const type = isLevel(level) ? TYPE_OF_LEVEL[level] : 'convo';
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
