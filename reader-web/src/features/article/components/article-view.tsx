import { formatUtcDate } from '../../../shared/format-date';
import { ArtifactHeader } from '../../artifact/components/artifact-header';
import { RichText } from '../../artifact/components/rich-text';
import { EditableText } from '../../edit/components/editable-text';
import { EditPrompt } from '../../edit/components/edit-prompt';
import { SlugTool } from '../../slug/components/lazy-slug-input';
import { useGetArticleQuery } from '../api/article-api';
import '../../artifact/components/artifact.css';

/**
 * An article (/article/{id}) and its edit page (/edit/article/{id}): the title, and the body as
 * rich text; in edit mode (editors) both are editable and the title's modal offers Delete.
 */
export function ArticleView({ id }: { id: string }) {
  const { data } = useGetArticleQuery(id);
  if (!data) return null;
  const { Article } = data;
  return (
    <article className="artifact article" aria-labelledby="artifact-title">
      <EditPrompt noun="article" editorsOnly />
      <ArtifactHeader type="article" id={Article.ArticleID} title={Article.Title} />
      <SlugTool artifactType="article" artifactID={Article.ArticleID} />
      <EditableText
        type="article"
        id={Article.ArticleID}
        field="Body"
        editLabel="body"
        value={Article.Body}
        allowNewlines
        className="article__body"
        emptyText="No text yet: write the body of the article."
      >
        <RichText text={Article.Body} />
      </EditableText>
      <p className="muted">
        Updated <time dateTime={Article.Updated}>{formatUtcDate(Article.Updated)}</time>
      </p>
    </article>
  );
}
