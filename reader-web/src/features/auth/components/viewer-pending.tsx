import type { CSSProperties } from 'react';
import './viewer-pending.css';

interface ViewerPendingProps {
  /** Lines of text the member or anonymous version takes, so nothing moves when it arrives. */
  lines?: number;
  className?: string;
}

/** The empty, busy space of something that depends on who is reading, until GET /api/me answered. */
export function ViewerPending({ lines = 1, className }: ViewerPendingProps) {
  const style = { '--viewer-pending-lines': lines } as CSSProperties;
  return (
    <div
      aria-busy="true"
      data-testid="viewer-pending"
      className={className ? `viewer-pending ${className}` : 'viewer-pending'}
      style={style}
    />
  );
}
