import { Fragment } from 'react';

/**
 * Where a link's page has no picture (or it does not load): a tinted panel with the site's name,
 * so a card still says where it leads.
 */
export function SitePanel({ host, className }: { host: string; className: string }) {
  return (
    <span className={`${className} site-panel`} aria-hidden="true">
      <svg className="site-panel__globe" viewBox="0 0 16 16" width="20" height="20">
        <circle cx="8" cy="8" r="6.5" />
        <path d="M1.5 8h13M8 1.5c2.6 2.6 2.6 10.4 0 13M8 1.5c-2.6 2.6-2.6 10.4 0 13" />
      </svg>
      <span className="site-panel__host">
        {/* A long name wraps after its dots ('news.example.' / 'org'), not inside a word. */}
        {host.split('.').map((part, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <>
                .<wbr />
              </>
            )}
            {part}
          </Fragment>
        ))}
      </span>
    </span>
  );
}

/** Where a site has no icon: a small globe. */
export function SiteIcon({ className }: { className: string }) {
  return (
    <svg className={`${className} site-icon`} viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="6.5" />
      <path d="M1.5 8h13M8 1.5c2.6 2.6 2.6 10.4 0 13M8 1.5c-2.6 2.6-2.6 10.4 0 13" />
    </svg>
  );
}
