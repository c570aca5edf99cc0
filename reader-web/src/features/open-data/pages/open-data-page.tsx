import { OpenDataView } from '../components/open-data-view';

// The route loader comes with the page (see ../routes.tsx).
export { openDataLoader } from '../open-data-loader';

/** /data: the latest open data dump, to download. */
export function OpenDataPage() {
  return <OpenDataView />;
}
