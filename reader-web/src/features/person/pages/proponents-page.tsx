import { ProponentsView } from '../components/proponents-view';

/** /proponents */
export function ProponentsPage() {
  return <ProponentsView />;
}
