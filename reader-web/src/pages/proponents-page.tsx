import { ProponentsView } from '../features/person/components/proponents-view';

/** /proponents */
export function ProponentsPage() {
  return <ProponentsView />;
}
