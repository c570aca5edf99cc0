import type { ReactNode } from 'react';
import { useThirdPartyAllowed } from '../hooks/use-consent';

/** Its children once the reader accepted all cookies (also later, on this page); else the fallback. */
export function ConsentGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return <>{useThirdPartyAllowed() ? children : fallback}</>;
}
