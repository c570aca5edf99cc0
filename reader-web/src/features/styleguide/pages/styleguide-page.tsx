import { Styleguide } from '../components/styleguide';

/** /styleguide: the site's components on one page (lazily loaded, noindex). */
export function StyleguidePage() {
  return <Styleguide />;
}
