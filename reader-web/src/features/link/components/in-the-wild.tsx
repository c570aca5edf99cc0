import { Suspense, useId, useState } from 'react';
import type { LinkDto } from '../../../api/types';
import { useCan } from '../../auth/hooks/use-can';
import { ModalLoading } from '../../edit/components/modal';
import { useEditMode } from '../../edit/hooks/use-edit-mode';
import { hostOf } from '../link-address';
import { FallbackImage } from './fallback-image';
import { LazyLinkModal } from './lazy-link-modal';
import './links.css';

/** One link as a card: its page's image, the site's icon and host, and its title. */
export function LinkCard({ link }: { link: LinkDto }) {
  const host = hostOf(link.URL);
  return (
    <a className="link-card" href={link.URL} target="_blank" rel="noopener nofollow ugc">
      <FallbackImage
        src={link.Image}
        className="link-card__image"
        fallback={
          // No picture: the site's name on a tinted panel with a globe (links.css). A long name
          // wraps after its dots, not inside a word: a zero-width space follows each (the panel is
          // hidden from screen readers, which read the host below it).
          <span className="link-card__image link-card__image--none site-panel" aria-hidden="true">
            {host.replaceAll('.', '.\u200b')}
          </span>
        }
      />
      <span className="link-card__body">
        <span className="link-card__title">{link.Title}</span>
        <span className="link-card__site">
          <FallbackImage src={link.Icon} className="link-card__icon" width={16} height={16} />
          <span className="link-card__host">{host}</span>
        </span>
      </span>
    </a>
  );
}

type Open = { linkID?: string } | null;

/**
 * "In the Wild": the argument's links as cards, in their order. In edit mode, Add link and an
 * Edit button per card open the Link modal (its code loads on first use).
 */
export function InTheWild({ argID, links }: { argID: string; links: readonly LinkDto[] }) {
  const { enabled } = useEditMode();
  const mayRemove = useCan().kind('link').Delete === true;
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  if (links.length === 0 && !enabled) return null;
  return (
    <section className="in-the-wild" aria-labelledby={headingId}>
      <div className="in-the-wild__header">
        <h2 id={headingId}>In the Wild</h2>
        {enabled && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setOpen({})}
          >
            Add link
          </button>
        )}
      </div>
      {links.length === 0 ? (
        <p className="muted">No links yet.</p>
      ) : (
        <ul className="link-cards">
          {links.map((link) => (
            <li key={link.LinkID} className="link-cards__item">
              <LinkCard link={link} />
              {enabled && (
                <button
                  type="button"
                  className="edit-button link-cards__edit"
                  aria-label={`Edit link "${link.Title}"`}
                  onClick={() => setOpen({ linkID: link.LinkID })}
                >
                  Edit link
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={<ModalLoading />}>
          <LazyLinkModal
            argID={argID}
            linkID={open.linkID}
            mayRemove={mayRemove}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
