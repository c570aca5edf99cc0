import { Link } from 'react-router-dom';
import { SITE_NAME } from '../../../../shared/site';
import { AccountLinks } from './account-links';
import { SearchBox } from '../../../search/components/search-box';
import './site-header.css';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/encyclopedia" className="site-header__brand">
          {SITE_NAME}
        </Link>
        <SearchBox />
        <AccountLinks />
      </div>
    </header>
  );
}
