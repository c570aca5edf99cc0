import { formatUtcDate } from '../../../shared/format-date';
import { type DumpFileDto, useGetDumpsQuery } from '../api/open-data-api';
import { formatBytes } from '../format-bytes';
import './open-data.css';

const LICENCE_NAMES: Record<string, string> = {
  'CC-BY-SA-4.0': 'CC BY-SA 4.0',
  'CC0-1.0': 'CC0',
};

const isData = (file: DumpFileDto) => file.Format === 'ndjson' || file.Format === 'csv';
const isSchema = (file: DumpFileDto) => file.Format === 'json-schema';

function FileRow({ file }: { file: DumpFileDto }) {
  return (
    <tr>
      <th scope="row">
        <a href={file.URL} download={file.Name}>
          {file.Name}
        </a>
      </th>
      <td>{file.Description}</td>
      <td className="open-data__number">{file.Records?.toLocaleString('en') ?? ''}</td>
      <td className="open-data__number">{formatBytes(file.Bytes)}</td>
      <td className="open-data__nowrap">
        <a href={file.LicenceURL} rel="license">
          {LICENCE_NAMES[file.Licence] ?? file.Licence}
        </a>
      </td>
      <td className="open-data__nowrap">
        {file.SchemaURL && (
          <a href={file.SchemaURL} aria-label={`JSON Schema of ${file.Name}`}>
            JSON Schema
          </a>
        )}
      </td>
    </tr>
  );
}

/** The /data page: what the dump holds, its licences, and the latest dump's files to download. */
export function OpenDataView() {
  const { data } = useGetDumpsQuery();
  if (!data) return null;
  const latest = data.Latest;
  const dataFiles = latest?.Files.filter(isData) ?? [];
  const otherFiles = latest?.Files.filter((f) => !isData(f) && !isSchema(f)) ?? [];
  return (
    <article className="open-data" aria-labelledby="open-data-title">
      <h1 id="open-data-title">Open data</h1>
      <p className="lead">
        Everything public on this site, as files to download: the questions, positions, arguments,
        people, quotes, links, references, categories, tags and articles, with their public history
        and the usernames of those who wrote it; and the counts of votes.
      </p>
      <ul className="open-data__terms">
        <li>
          Content and history:{' '}
          <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="license">
            CC BY-SA 4.0
          </a>
          . Credit this site and its contributors (the dump lists their usernames).
        </li>
        <li>
          Vote counts:{' '}
          <a href="https://creativecommons.org/publicdomain/zero/1.0/" rel="license">
            CC0
          </a>
          , no conditions.
        </li>
        <li>
          Never in a dump: e-mail addresses, passwords, IP addresses, individual votes, sessions or
          deleted content.
        </li>
      </ul>
      {!latest ? (
        <p className="open-data__none">
          No dump has been made yet. One is made every night; come back tomorrow.
        </p>
      ) : (
        <>
          <h2>Latest dump</h2>
          <p>
            Made <time dateTime={latest.CreatedAt}>{formatUtcDate(latest.CreatedAt)}</time>. A new
            dump replaces it every night, under the same file names. Content files are gzipped
            NDJSON (one JSON record per line); vote counts are CSV.
          </p>
          <div className="open-data__table">
            <table>
              <caption>Files of the latest dump</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">What it holds</th>
                  <th scope="col" className="open-data__number">
                    Records
                  </th>
                  <th scope="col" className="open-data__number">
                    Size
                  </th>
                  <th scope="col">Licence</th>
                  <th scope="col">Schema</th>
                </tr>
              </thead>
              <tbody>
                {dataFiles.map((file) => (
                  <FileRow key={file.Name} file={file} />
                ))}
              </tbody>
            </table>
          </div>
          <h2>About the files</h2>
          <ul className="open-data__about">
            <li>
              <a href={latest.ManifestURL}>manifest.json</a>: every file with its size, SHA-256 and
              licence.
            </li>
            <li>
              <a href={latest.ChecksumsURL}>sha256sums.txt</a>: check a download with{' '}
              <code>sha256sum -c sha256sums.txt</code>.
            </li>
            <li>
              To follow the site after this dump, read the changes from{' '}
              <code>{`/api/changes?cursor=${latest.ChangesCursor}`}</code> and then each answer's{' '}
              <code>NextCursor</code>.
            </li>
            {otherFiles.map((file) => (
              <li key={file.Name}>
                <a href={file.URL}>{file.Name}</a> ({formatBytes(file.Bytes)}): {file.Description}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
