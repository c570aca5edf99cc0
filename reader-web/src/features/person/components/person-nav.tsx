import type { PersonDto } from '../../../api/types';
import { editPath, historyPath } from '../../artifact/artifact-types';
import { TabNav } from '../../artifact/components/artifact-nav';

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
  return <TabNav label="Person pages" tabs={tabs} />;
}
