import type { PersonDto } from '../../../api/types';
import { editPath, historyPath } from '../../artifact/artifact-types';
import { TabNav, type Tab } from '../../artifact/components/artifact-nav';

/**
 * Read / Edit / History of a person. Read is the person's own address (their alias), so the tab is
 * the current one however the page was reached.
 */
export function PersonNav({ person, reading }: { person: PersonDto; reading: boolean }) {
  const current = (yes: boolean): Omit<Tab, 'label' | 'to'> => ({
    className: ({ isActive }) => (isActive || yes ? 'active' : undefined),
    'aria-current': yes ? 'page' : undefined,
  });
  const tabs: Tab[] = [
    { to: person.Link, label: 'Read', ...current(reading) },
    { to: editPath('person', person.PersonID), label: 'Edit', ...current(false) },
    { to: historyPath('person', person.PersonID), label: 'History', ...current(false) },
  ];
  return <TabNav label="Person pages" tabs={tabs} />;
}
