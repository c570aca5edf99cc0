import { Link } from 'react-router-dom';
import { ArgumentList } from '../../artifact/components/argument-list';
import { ArtifactHeader } from '../../artifact/components/artifact-header';
import { OffensiveGate } from '../../artifact/components/offensive-warning';
import { ReadingPager } from '../../artifact/components/reading-pager';
import { inMode } from '../../artifact/artifact-types';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { EditOrderButton, EditTools } from '../../edit/components/edit-tools';
import { NewArgumentButton } from '../../arg/components/new-argument-button';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { useGetPosQuery } from '../api/pos-api';
import { SlugTool } from '../../slug/components/lazy-slug-input';
import '../../artifact/components/artifact.css';
import { LazyWatchButton } from '../../watch/components/lazy-watch-button';

/** A position: its question, title and description, its arguments, and its neighbours. */
export function PosView({ id }: { id: string }) {
  const { data } = useGetPosQuery(id);
  const { enabled } = useEditMode();
  if (!data) return null;
  const { Pos, Convo, Arguments, NextPos, PrevPos } = data;
  const toHref = (link: string) => inMode(link, enabled);

  return (
    <article className="artifact" aria-labelledby="artifact-title">
      <EditPrompt noun="position" />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <span className="artifact__kind">Question</span>{' '}
        <Link to={toHref(Convo.Link)}>{Convo.Title}</Link>
      </nav>
      <ArtifactHeader type="pos" id={Pos.PosID} title={Pos.Title} />
      <LazyWatchButton target={{ TargetType: 'pos', TargetID: Pos.PosID }} noun="position" />
      <OffensiveGate key={Pos.PosID} offensive={Convo.Offensive}>
        <EditableText
          type="pos"
          id={Pos.PosID}
          field="Description"
          editLabel="description"
          value={Pos.Description}
        >
          {Pos.Description && <p className="lead">{Pos.Description}</p>}
        </EditableText>
        <EditTools label="Position tools">
          <NewArgumentButton posID={Pos.PosID} />
          {Arguments.length > 1 && <EditOrderButton type="pos" id={Pos.PosID} />}
        </EditTools>
        <SlugTool artifactType="pos" artifactID={Pos.PosID} />
        <section aria-labelledby="arguments-title">
          <h2 id="arguments-title">Arguments</h2>
          <ArgumentList
            args={Arguments}
            editing={enabled}
            empty="No arguments for this position yet."
          />
        </section>
        <p>
          <Link to={toHref(Convo.Link)}>All positions on &ldquo;{Convo.Title}&rdquo;</Link>
        </p>
        <ReadingPager
          label="Positions of this question"
          noun="position"
          prev={PrevPos}
          next={NextPos}
          hash="#voting"
          toHref={toHref}
        />
      </OffensiveGate>
    </article>
  );
}
