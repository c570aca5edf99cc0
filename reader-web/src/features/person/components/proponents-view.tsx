import { Link } from 'react-router-dom';
import { PROPONENT_PAGES, PROPONENTS_PER_PAGE, useGetProponentsQuery } from '../api/person-api';
import { groupProponents, OTHER_SECTION } from '../group-proponents';
import './proponents.css';

const sectionId = (letter: string) =>
  letter === OTHER_SECTION ? 'letter-other' : `letter-${letter}`;

/** The Proponents page: every person quoted, A to Z, a dash under a letter nobody's name starts with. */
export function ProponentsView() {
  const { data } = useGetProponentsQuery();
  if (!data) return null;
  const sections = groupProponents(data.People);
  return (
    <article className="proponents-page" aria-labelledby="proponents-title">
      <h1 id="proponents-title">Proponents</h1>
      <p className="lead">The people whose words back the arguments of the encyclopedia.</p>
      <nav aria-label="Letters" className="proponents-page__letters">
        <ul>
          {sections.map(({ letter, people }) => (
            <li key={letter}>
              {people.length > 0 ? (
                <a href={`#${sectionId(letter)}`}>{letter}</a>
              ) : (
                <span aria-hidden="true">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {!data.Complete && (
        <p className="muted">
          {`Showing the first ${(PROPONENT_PAGES * PROPONENTS_PER_PAGE).toLocaleString('en')} people by name; search to find anyone else.`}
        </p>
      )}
      {sections.map(({ letter, people }) => (
        <section
          key={letter}
          id={sectionId(letter)}
          className="proponents-page__section"
          aria-labelledby={`${sectionId(letter)}-title`}
        >
          <h2 id={`${sectionId(letter)}-title`}>{letter === OTHER_SECTION ? 'Other' : letter}</h2>
          {people.length === 0 ? (
            <p className="proponents-page__none">
              <span aria-hidden="true">–</span>
              <span className="visually-hidden">{`Nobody under ${letter}`}</span>
            </p>
          ) : (
            <ul className="proponents-page__names">
              {people.map((person) => (
                <li key={person.PersonID}>
                  <Link to={person.Link}>{person.Name}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
