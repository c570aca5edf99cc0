import { NavLink, type NavLinkProps } from 'react-router-dom';
import type { PagedKindType } from '../../../api/kind-basics';
import { discussPath } from '../../req/discuss-path';
import { editPath, historyPath, readPath, TYPE_LABEL } from '../artifact-types';
import './artifact.css';

interface ArtifactNavProps {
  type: PagedKindType;
  id: string;
}

/** The read / edit / history / discuss tabs of an artifact (spec section 2). */
export function ArtifactNav({ type, id }: ArtifactNavProps) {
  const discuss = discussPath(type, id);
  const tabs = [
    { to: readPath(type, id), label: 'Read' },
    { to: editPath(type, id), label: 'Edit' },
    { to: historyPath(type, id), label: 'History' },
    ...(discuss ? [{ to: discuss, label: 'Discuss' }] : []),
  ];
  return <TabNav label={`${TYPE_LABEL[type]} pages`} tabs={tabs} />;
}

/** A tab: its label and the NavLink's props (a page may decide for itself which tab is current). */
export type Tab = { label: string } & Omit<NavLinkProps, 'children' | 'end'>;

/** A page's row of tabs (Read / Edit / History ...), the current one marked. */
export function TabNav({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="artifact-nav">
      <ul>
        {tabs.map(({ label: text, ...link }) => (
          <li key={text}>
            <NavLink {...link} end>
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
