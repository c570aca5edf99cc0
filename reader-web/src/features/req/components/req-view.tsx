import { Link } from 'react-router-dom';
import { formatUtcDate } from '../../../app/format-date';
import { CommentThread } from '../../comment/components/comment-thread';
import { TYPE_LABEL } from '../../artifact/artifact-types';
import { TabNav } from '../../artifact/components/artifact-nav';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { useGetReqQuery } from '../api/req-api';
import { reqEditPath, reqsPath } from '../req-target';
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
  const noun = Req.Admin ? 'admin request' : 'request';
  const about = Req.Admin ? null : TYPE_LABEL[Req.ArtifactType as 'convo' | 'arg'].toLowerCase();

  return (
    <article className="artifact req" aria-labelledby="artifact-title">
      <EditPrompt noun={noun} editorsOnly={Req.Admin} />
      <p className="artifact__kind">{Req.Admin ? 'Admin request' : 'Request'}</p>
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
      <p className="req-about">
        {Req.Admin ? (
          <>
            About the site. <Link to="/reqs/admin">All admin requests</Link>
          </>
        ) : (
          <>
            About the {about} <Link to={Req.ArtifactLink}>{Req.ArtifactTitle}</Link>.{' '}
            <Link to={reqsPath(Req.ArtifactType, Req.ArtifactID)}>{`All requests about it`}</Link>
          </>
        )}
      </p>
      <EditableText
        type="req"
        id={Req.ReqID}
        field="Issue"
        editLabel="issue"
        value={Req.Issue}
        heading="Issue"
        className="req-issue"
      >
        <p>{Req.Issue}</p>
      </EditableText>
      <p className="req-meta">
        Opened {Req.CreatedBy ? `by ${Req.CreatedBy} ` : ''}on{' '}
        <time dateTime={Req.Created}>{formatUtcDate(Req.Created)}</time>
      </p>
      <CommentThread key={Req.ReqID} threadID={Req.ReqID} />
    </article>
  );
}
