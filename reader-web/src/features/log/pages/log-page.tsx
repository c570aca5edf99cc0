import { LogView } from '../components/log-view';

// The route loader comes with the page (see ../routes.tsx).
export { logLoader } from '../log-loader';

/** /log: the public moderation log. */
export function LogPage() {
  return <LogView />;
}
