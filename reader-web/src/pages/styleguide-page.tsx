import { Styleguide } from '../features/styleguide/components/styleguide';

/** /styleguide: the site's components on one page (lazily loaded, noindex). */
export function StyleguidePage() {
  return <Styleguide />;
}
