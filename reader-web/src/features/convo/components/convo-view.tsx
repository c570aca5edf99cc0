import { Link } from 'react-router-dom';
import { ListLink } from '../../../shared/components/list-link';
import { ArgumentList } from '../../artifact/components/argument-list';
import { ArtifactHeader } from '../../artifact/components/artifact-header';
import { OffensiveGate } from '../../artifact/components/offensive-warning';
import { TagList } from '../../artifact/components/tag-list';
import { inMode } from '../../artifact/artifact-types';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { EditOrderButton, EditTools } from '../../edit/components/edit-tools';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { LazyImageUploader } from '../../upload/components/lazy-image-uploader';
import { CommentThread } from '../../comment/components/comment-thread';
import { ConvoVote } from '../../vote/components/convo-vote';
import { LazyOpinionGroups } from '../../opinion-groups/components/lazy-opinion-groups';
import { PlayStoryButton } from '../../story/components/play-story-button';
import { LazyConvoCategoryTools } from '../../category/components/lazy-convo-category-tools';
import { NewArgumentButton } from '../../arg/components/new-argument-button';
import { NewPositionButton } from '../../pos/components/new-position-button';
import { useGetConvoQuery } from '../api/convo-api';
import { FirstPositionInvite } from './first-position-invite';
import { SlugTool } from '../../slug/components/lazy-slug-input';
import '../../artifact/components/artifact.css';
import { LazyWatchButton } from '../../watch/components/lazy-watch-button';

export const TAGS_HINT =
  'Comma-separated, for example: Economics, Taxes. Tag offensive content Offensive.';

/** A question: its title, description and tags, then its positions, each with its arguments. */
export function ConvoView({ id }: { id: string }) {
  const { data } = useGetConvoQuery(id);
  const { enabled } = useEditMode();
  if (!data) return null;
  const { Convo, Positions } = data;

  return (
    <article className="artifact" aria-labelledby="artifact-title">
      <EditPrompt noun="question" />
      <ArtifactHeader type="convo" id={Convo.ConvoID} title={Convo.Title} />
      <LazyWatchButton target={{ TargetType: 'convo', TargetID: Convo.ConvoID }} noun="question" />
      <OffensiveGate key={Convo.ConvoID} offensive={Convo.Offensive}>
        {enabled ? (
          <LazyImageUploader
            type="convoimage"
            artifactID={Convo.ConvoID}
            imageURL={Convo.ImageURL ?? ''}
            alt="The question's image"
            label="Upload a new image for the question"
          />
        ) : (
          Convo.ImageURL && <img className="artifact__image" src={Convo.ImageURL} alt="" />
        )}
        <EditableText
          type="convo"
          id={Convo.ConvoID}
          field="Description"
          editLabel="description"
          value={Convo.Description}
        >
          <p className="lead">{Convo.Description}</p>
        </EditableText>
        <EditableText
          type="convo"
          id={Convo.ConvoID}
          field="Tags"
          editLabel="tags"
          value={Convo.Tags.map((tag) => tag.Name).join(', ')}
          hint={TAGS_HINT}
          emptyText="No tags yet"
        >
          <TagList tags={Convo.Tags} />
        </EditableText>
        {Convo.Categories.length > 0 && (
          <p className="artifact__categories">
            In{' '}
            {Convo.Categories.map((category, index) => (
              <span key={category.CategoryID}>
                {index > 0 && ', '}
                <Link to={`/categories/${encodeURIComponent(category.CategoryID)}`}>
                  {category.Title}
                </Link>
              </span>
            ))}
          </p>
        )}
        {Positions.length > 0 && (
          <div className="artifact__story">
            <PlayStoryButton page={data} />
          </div>
        )}
        <EditTools label="Question tools">
          <NewPositionButton convoID={Convo.ConvoID} count={Positions.length} />
          {Positions.length > 1 && <EditOrderButton type="convo" id={Convo.ConvoID} />}
          <LazyConvoCategoryTools convoID={Convo.ConvoID} categories={Convo.Categories} />
        </EditTools>
        <SlugTool artifactType="convo" artifactID={Convo.ConvoID} />
        <section aria-labelledby="positions-title" className="position-list">
          <h2 id="positions-title">Positions</h2>
          {Positions.length === 0 ? (
            <FirstPositionInvite
              convoID={Convo.ConvoID}
              className="muted"
              editing={enabled}
              askToLogIn
            />
          ) : (
            <ol>
              {Positions.map((pos) => (
                <li key={pos.PosID} className="position-card">
                  <h3>
                    <ListLink to={inMode(pos.Link, enabled)}>{pos.Title}</ListLink>
                  </h3>
                  {pos.Description && <p>{pos.Description}</p>}
                  <ArgumentList
                    args={pos.Arguments}
                    editing={enabled}
                    empty="No arguments for this position yet."
                  />
                  {enabled && <NewArgumentButton posID={pos.PosID} posTitle={pos.Title} />}
                </li>
              ))}
            </ol>
          )}
        </section>
        {!enabled && Positions.length > 0 && (
          <LazyOpinionGroups convoID={Convo.ConvoID} positions={Positions} />
        )}
        {!enabled && (
          <ConvoVote
            key={Convo.ConvoID}
            convoID={Convo.ConvoID}
            positions={Positions}
            share={{ path: Convo.Link, title: Convo.Title }}
          />
        )}
        <CommentThread key={`comments-${Convo.ConvoID}`} threadID={Convo.ConvoID} />
      </OffensiveGate>
    </article>
  );
}
