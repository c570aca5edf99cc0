import { Link } from 'react-router-dom';
import { formatUtcDate } from '../../../shared/format-date';
import { CommentThread } from '../../comment/components/comment-thread';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { TabNav } from '../../artifact/components/artifact-nav';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { useGetReqQuery } from '../api/req-api';
import { reqEditPath, reqsPath } from '../req-target';
import { SuggestionState } from './suggestion-state';
import '../../artifact/components/artifact.css';
import './req.css';

/** Read / Edit / History of a request; its Edit is in the internal admin area for admin requests. */
function ReqNav({ id, admin }: { id: string; admin: boolean }) {
  const tabs = [
    { to: `/req/${id}`, label: 'Read' },
    { to: reqEditPath(id, admin), label: 'Edit' },
    { to: `/history/req/${id}`, label: 'History' },
  ];
  return <TabNav label="Request pages" tabs={tabs} />;
}

/**
 * A request (/req/{ReqID}), and its edit page (/edit/req/{ReqID}, or for an admin request
 * /internal/admin/edit/req/{ReqID}): title and issue, editable in edit mode; editors may delete it.
 */
export function ReqView({ id }: { id: string }) {
  const { data } = useGetReqQuery(id);
  if (!data) return null;
  const { Req } = data;
  const suggestion = Req.SuggestionState;
  const noun = Req.Admin ? 'request about the site' : suggestion ? 'suggestion' : 'request';
  const kindLabel = Req.Admin
    ? 'Request about the site'
    : suggestion
      ? 'Suggested question'
      : 'Request';

  return (
    <article className="artifact req" aria-labelledby="artifact-title">
      <EditPrompt noun={noun} editorsOnly={Req.Admin} />
      <p className="artifact__kind">{kindLabel}</p>
      <EditableText
        type="req"
        id={Req.ReqID}
        field="Title"
        editLabel="title"
        value={Req.Title}
        deletableName={Req.Title}
      >
        <h1 id="artifact-title">{Req.Title}</h1>
      </EditableText>
      <ReqNav id={Req.ReqID} admin={Req.Admin} />
      {suggestion ? (
        <p className="suggestion-state">
          <SuggestionState state={suggestion} />
        </p>
      ) : (
        <p className="req-about">
          {Req.Admin ? (
            <>
              About the site. <Link to="/reqs/admin">All requests about the site</Link>
            </>
          ) : (
            <>
              About the {TYPE_LABEL[Req.ArtifactType as 'convo' | 'arg'].toLowerCase()}{' '}
              <Link to={Req.ArtifactLink}>{Req.ArtifactTitle}</Link>.{' '}
              <Link to={reqsPath(Req.ArtifactType, Req.ArtifactID)}>{`All requests about it`}</Link>
            </>
          )}
        </p>
      )}
      <EditableText
        type="req"
        id={Req.ReqID}
        field="Issue"
        editLabel="issue"
        value={Req.Issue}
        heading={suggestion ? 'Why it matters' : 'Issue'}
        className="req-issue"
      >
        <p>{Req.Issue}</p>
      </EditableText>
      <p className="req-meta">
        {suggestion ? 'Suggested' : 'Opened'} {Req.CreatedBy ? `by ${Req.CreatedBy} ` : ''}on{' '}
        <time dateTime={Req.Created}>{formatUtcDate(Req.Created)}</time>
      </p>
      <CommentThread key={Req.ReqID} threadID={Req.ReqID} />
    </article>
  );
}
