import { NavLink } from 'react-router-dom';
import type { PersonDto } from '../../../api/types';
import { editPath, historyPath } from '../../artifact/artifact-types';
import '../../artifact/components/artifact.css';

/**
 * Read / Edit / History of a person. Read is the person's own address (their alias), so the tab is
 * the current one however the page was reached.
 */
export function PersonNav({ person, reading }: { person: PersonDto; reading: boolean }) {
  const tabs = [
    { to: person.Link, label: 'Read', current: reading },
    { to: editPath('person', person.PersonID), label: 'Edit', current: false },
    { to: historyPath('person', person.PersonID), label: 'History', current: false },
  ];
  return (
    <nav aria-label="Person pages" className="artifact-nav">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) => (isActive || tab.current ? 'active' : undefined)}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
