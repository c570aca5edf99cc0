import { Link } from 'react-router-dom';
import { SITE_DESCRIPTION, SITE_NAME } from '../../../../shared/site';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          {SITE_NAME}: {SITE_DESCRIPTION.toLowerCase()}.
        </p>
        <nav aria-label="Footer">
          <ul>
            <li>
              <Link to="/encyclopedia">Encyclopedia</Link>
            </li>
            <li>
              <Link to="/proponents">Proponents</Link>
            </li>
            <li>
              <Link to="/reqs/admin">Discuss the site</Link>
            </li>
            <li>
              <Link to="/styleguide">Style guide</Link>
            </li>
            <li>
              <Link to="/log">Moderation log</Link>
            </li>
            <li>
              <Link to="/data">Open data</Link>
            </li>
            <li>
              <Link to="/cookies">Cookies</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
