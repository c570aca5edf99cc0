import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface OffensiveGateProps {
  offensive: boolean;
  children: ReactNode;
}

/**
 * Covers content tagged Offensive with a notice until the reader chooses to continue. The choice
 * lasts for this page view only (give the gate a key per page). The content itself is not
 * rendered, on the server either, until then.
 */
export function OffensiveGate({ offensive, children }: OffensiveGateProps) {
  const [dismissed, setDismissed] = useState(false);
  if (!offensive || dismissed) return <>{children}</>;
  return (
    <section className="offensive-warning" aria-labelledby="offensive-warning-title">
      <h2 id="offensive-warning-title">This content may be offensive</h2>
      <p>
        Contributors have tagged this page as offensive: it maps opinions that some readers may find
        hurtful or disturbing. It is shown so that these views can be understood and answered, not
        because the encyclopedia endorses them.
      </p>
      <div className="offensive-warning__actions">
        <button type="button" className="button" onClick={() => setDismissed(true)}>
          I understand and wish to continue
        </button>
        <Link to="/encyclopedia">Go to the encyclopedia</Link>
      </div>
    </section>
  );
}
