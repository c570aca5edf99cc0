import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../App';

/** The whole console at `path`, as the browser would load it (only fetch is faked). */
export function renderConsole(path: string) {
  // react-admin keeps list params and preferences in localStorage; start each test clean.
  localStorage.clear();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  return { user, ...view };
}
