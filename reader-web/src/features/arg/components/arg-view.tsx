import { Link } from 'react-router-dom';
import type { ArgPageDto } from '../../../api/types';
import { ArtifactHeader } from '../../artifact/components/artifact-header';
import { OffensiveGate } from '../../artifact/components/offensive-warning';
import { ReadingPager } from '../../artifact/components/reading-pager';
import { RichText } from '../../artifact/components/rich-text';
import { TagList } from '../../artifact/components/tag-list';
import { inMode } from '../../artifact/artifact-types';
import { TAGS_HINT } from '../../convo/components/convo-view';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { ChangeParentButton, EditTools } from '../../edit/components/edit-tools';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { CommentThread } from '../../comment/components/comment-thread';
import { InTheWild } from '../../link/components/in-the-wild';
import { ProponentsSection } from '../../quote/components/proponents-section';
import { ArgReferences } from '../../reference/components/arg-references';
import { useGetArgQuery } from '../api/arg-api';
import { ARG_SECTIONS } from '../arg-sections';
import { NextArgLinks } from './next-arg-links';
import { SlugTool } from '../../slug/components/lazy-slug-input';
import '../../artifact/components/artifact.css';
import { LazyWatchButton } from '../../watch/components/lazy-watch-button';

function ArgBody({ data, editing }: { data: ArgPageDto; editing: boolean }) {
  const { Arg } = data;
  const hasText = ARG_SECTIONS.some(({ field }) => Arg[field].trim() !== '');
  return (
    <>
      <EditableText
        type="arg"
        id={Arg.ArgID}
        field="Description"
        editLabel="description"
        value={Arg.Description}
      >
        <p className="lead">{Arg.Description}</p>
      </EditableText>
      {!hasText && !editing && <p className="muted">This argument has no text yet.</p>}
      {ARG_SECTIONS.map(({ field, heading, editLabel, hint }) =>
        field === 'ReferencesBody' ? (
          <ArgReferences
            key={field}
            argID={Arg.ArgID}
            body={Arg.ReferencesBody}
            sections={ARG_SECTIONS.filter(
              (section) => section.field !== field && Arg[section.field].trim() !== '',
            )}
          />
        ) : (
          <EditableText
            key={field}
            type="arg"
            id={Arg.ArgID}
            field={field}
            editLabel={editLabel}
            heading={heading}
            value={Arg[field]}
            allowNewlines
            onlyInEdit={Arg[field].trim() === ''}
            hint={hint}
            className="arg-section"
          >
            <RichText text={Arg[field]} />
          </EditableText>
        ),
      )}
      <EditableText
        type="arg"
        id={Arg.ArgID}
        field="Tags"
        editLabel="tags"
        value={Arg.Tags}
        onlyInEdit={Arg.Tags.trim() === ''}
        hint={TAGS_HINT}
        emptyText="No tags yet"
      >
        <TagList tags={Arg.TagRefs} />
      </EditableText>
    </>
  );
}

/** An argument with all its sections, its position and question, and where to read next. */
export function ArgView({ id }: { id: string }) {
  const { data } = useGetArgQuery(id);
  const { enabled } = useEditMode();
  if (!data) return null;
  const { Arg, Pos, Convo, NextArg, PrevArg } = data;
  const toHref = (link: string) => inMode(link, enabled);

  return (
    <article className="artifact" aria-labelledby="artifact-title">
      <EditPrompt noun="argument" />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <span className="artifact__kind">Question</span>{' '}
            <Link to={toHref(Convo.Link)}>{Convo.Title}</Link>
          </li>
          <li>
            <span className="artifact__kind">Position</span>{' '}
            <Link to={toHref(Pos.Link)}>{Pos.Title}</Link>
          </li>
        </ol>
      </nav>
      <ArtifactHeader type="arg" id={Arg.ArgID} title={Arg.Title} />
      <LazyWatchButton target={{ TargetType: 'arg', TargetID: Arg.ArgID }} noun="argument" />
      <OffensiveGate key={Arg.ArgID} offensive={Arg.Offensive || Convo.Offensive}>
        <EditTools label="Argument tools">
          <ChangeParentButton
            type="arg"
            id={Arg.ArgID}
            parentID={Pos.PosID}
            grandparentID={Convo.ConvoID}
          />
        </EditTools>
        <SlugTool artifactType="arg" artifactID={Arg.ArgID} />
        <ArgBody data={data} editing={enabled} />
        <ProponentsSection argID={Arg.ArgID} />
        <InTheWild argID={Arg.ArgID} links={data.Links} />
        <NextArgLinks
          argID={Arg.ArgID}
          vote={enabled ? null : { path: Arg.Link, title: Arg.Title }}
          version={Arg.Version}
          toHref={toHref}
        />
        <ReadingPager
          label="Arguments of this question"
          noun="argument"
          prev={PrevArg}
          next={NextArg}
          hash="#voting"
          toHref={toHref}
        />
        <CommentThread key={Arg.ArgID} threadID={Arg.ArgID} />
      </OffensiveGate>
    </article>
  );
}
