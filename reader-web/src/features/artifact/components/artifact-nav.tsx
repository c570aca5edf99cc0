import { NavLink } from 'react-router-dom';
import {
  discussPath,
  editPath,
  historyPath,
  readPath,
  TYPE_LABEL,
  type MapType,
} from '../artifact-types';
import './artifact.css';

interface ArtifactNavProps {
  type: MapType;
  id: string;
}

/** The read / edit / history / discuss tabs of an artifact (spec section 2). */
export function ArtifactNav({ type, id }: ArtifactNavProps) {
  const discuss = discussPath(type, id);
  const tabs = [
    { to: readPath(type, id), label: 'Read' },
    ...(type === 'tag' ? [] : [{ to: editPath(type, id), label: 'Edit' }]),
    { to: historyPath(type, id), label: 'History' },
    ...(discuss ? [{ to: discuss, label: 'Discuss' }] : []),
  ];
  return (
    <nav aria-label={`${TYPE_LABEL[type]} pages`} className="artifact-nav">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink to={tab.to} end>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
