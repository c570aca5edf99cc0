import { useEffect, useId, useState, type FormEvent } from 'react';
import type { LinkDto } from '../../../api/types';
import { FormError } from '../../auth/components/form-status';
import { LimitedTextField } from '../../edit/components/limited-text-field';
import { Modal } from '../../edit/components/modal';
import { ModalActions } from '../../edit/components/modal-actions';
import { UrlField } from '../../edit/components/url-field';
import { RevisionDescriptionField } from '../../edit/components/revision-description-field';
import { useSubmitEdit } from '../../edit/hooks/use-submit-edit';
import type { FieldRule } from '../../edit/limits';
import { useGetLinkQuery, useParseOgQuery } from '../api/link-api';
import { addressTitle } from '../address-title';
import { hostOf, isWebAddress, trimAddress } from '../link-address';
import { FallbackImage } from './fallback-image';
import './links.css';
import './link-modal.css';

/** A link's title: one line of 1 to 200 characters (as the server checks it). */
const TITLE_RULE: FieldRule = { min: 1, max: 200, multiline: false };
/** How long after the last keystroke in the address its page is read for an image. */
const PREVIEW_DELAY_MS = 600;
const NEW_LINK_DESCRIPTION = 'Add link';
export const NOT_WEB_ADDRESS = 'The address must start with http:// or https://.';

export interface LinkModalProps {
  argID: string;
  /** The link to edit; a new link when absent. */
  linkID?: string;
  /** The server lets the reader remove links (GET /api/me's link Delete). */
  mayRemove: boolean;
  onClose: () => void;
}

const NEW_LINK: LinkDto = { LinkID: '', Title: '', URL: '', Image: '', Icon: '' };

/**
 * The Link add/edit modal: address, title (filled from the page, or its address), the page's image
 * and icon, revision description.
 */
export default function LinkModal(props: LinkModalProps) {
  const { argID, linkID, onClose } = props;
  const title = linkID ? 'Edit link' : 'Add link';
  const { data, error, isFetching } = useGetLinkQuery(
    { argID, linkID: linkID ?? '' },
    { skip: !linkID, refetchOnMountOrArgChange: true },
  );
  return (
    <Modal title={title} onClose={onClose}>
      {!linkID ? (
        <LinkForm {...props} stored={NEW_LINK} />
      ) : data && !isFetching ? (
        <LinkForm {...props} stored={data.Link} />
      ) : error ? (
        <FormError error={error} />
      ) : (
        <p role="status">Loading contents...</p>
      )}
    </Modal>
  );
}

/** The address whose page is read for a preview: set once typing pauses, or when the field is left. */
function usePreviewTarget(address: string, stored: string): [string, () => void] {
  const [target, setTarget] = useState('');
  const wanted = isWebAddress(address) && address !== stored ? address : '';
  useEffect(() => {
    if (wanted === '') return;
    const timer = setTimeout(() => setTarget(wanted), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  return [target === wanted ? target : '', () => setTarget(wanted)];
}

function LinkForm({ argID, mayRemove, onClose, stored }: LinkModalProps & { stored: LinkDto }) {
  const formId = useId();
  const isNew = stored.LinkID === '';
  const [rawAddress, setRawAddress] = useState(stored.URL);
  const [linkTitle, setLinkTitle] = useState(stored.Title);
  const [revDesc, setRevDesc] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [edit, { isLoading, error }] = useSubmitEdit(onClose);

  const address = trimAddress(rawAddress);
  const [target, readNow] = usePreviewTarget(address, stored.URL);
  const og = useParseOgQuery(target, { skip: target === '' });
  // The preview belongs to the address in the field: the page read for it, or the stored one.
  const preview =
    target !== '' && og.currentData
      ? og.currentData
      : address === stored.URL
        ? { image: stored.Image, icon: stored.Icon }
        : { image: '', icon: '' };
  const reading = target !== '' && og.isFetching;
  const readFailed = target !== '' && !og.isFetching && og.isError;

  // Once the page is read (or cannot be), an empty title takes the page's title, or the address's
  // host and path; so does one the modal filled in before and the member has not changed.
  const [titledFor, setTitledFor] = useState('');
  const [filledTitle, setFilledTitle] = useState('');
  if (target !== '' && titledFor !== target && !og.isFetching && (og.currentData || og.isError)) {
    const suggested = og.currentData?.title || addressTitle(target);
    setTitledFor(target);
    setFilledTitle(suggested);
    if (linkTitle.trim() === '' || linkTitle === filledTitle) setLinkTitle(suggested);
  }

  async function save(action: string, args: Record<string, string>) {
    await edit({
      type: 'arg',
      id: argID,
      action: { ActionName: action, ArgsJSON: JSON.stringify(args) },
      revDesc: revDesc.trim() || (isNew ? NEW_LINK_DESCRIPTION : ''),
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isWebAddress(address)) {
      setProblem(NOT_WEB_ADDRESS);
      return;
    }
    setProblem(null);
    setRemoving(false);
    const fields = {
      Title: linkTitle.trim(),
      URL: address,
      Image: preview.image,
      Icon: preview.icon,
    };
    if (isNew) await save('ArgAddExternalLink', fields);
    else await save('ArgEditExternalLink', { LinkID: stored.LinkID, ...fields });
  }

  function handleRemove() {
    if (!confirmRemove) {
      setConfirmRemove(true);
      return;
    }
    setProblem(null);
    setRemoving(true);
    void save('ArgRemoveExternalLink', { LinkID: stored.LinkID });
  }

  const host = hostOf(address);
  return (
    <form
      className="modal-form"
      // Our own checks speak in the error area (a browser's bubble would not name the rule).
      noValidate
      onSubmit={handleSubmit}
      aria-label={isNew ? 'Add link' : 'Edit link'}
    >
      <UrlField
        id={`${formId}-url`}
        label="URL"
        value={rawAddress}
        onChange={setRawAddress}
        onBlur={readNow}
        maxLength={2000}
        hint={
          <>The page&rsquo;s address (http:// or https://). Its image and icon are read from it.</>
        }
        autoFocus
      />
      <LimitedTextField
        id={`${formId}-title`}
        label="Title"
        value={linkTitle}
        onChange={setLinkTitle}
        rule={TITLE_RULE}
        kind="line"
      />
      <div className="link-preview" aria-label="Preview" role="group">
        <FallbackImage
          src={preview.image}
          className="link-preview__image"
          fallback={
            // The link card's site panel (site-mark.tsx), written out here: importing it would
            // make the read page's first script export it to this lazy one.
            <span
              className="link-preview__image link-preview__image--none site-panel"
              aria-hidden="true"
            >
              {host.replaceAll('.', '.\u200b') || 'No address yet'}
            </span>
          }
        />
        <div className="link-preview__text">
          <span className="link-card__site">
            <FallbackImage src={preview.icon} className="link-card__icon" width={16} height={16} />
            <span>{host || 'No address yet'}</span>
          </span>
          {reading && <p role="status">Reading the page...</p>}
          {readFailed && (
            <p role="status" className="link-preview__note">
              Could not reach that page ({errorText(og.error)}). You can still add the link with a
              title of your own.
            </p>
          )}
        </div>
      </div>
      <RevisionDescriptionField
        id={`${formId}-rev`}
        value={revDesc}
        onChange={setRevDesc}
        defaultText={isNew ? NEW_LINK_DESCRIPTION : undefined}
      />
      <FormError error={problem ? { error: problem } : error} />
      {confirmRemove && (
        <p className="link-preview__note" role="status">
          Remove this link from the argument? Press &lsquo;Confirm removal&rsquo;.
        </p>
      )}
      <ModalActions
        onCancel={onClose}
        submitLabel="Save"
        submitting={isLoading && !removing}
        disabled={isLoading}
        start={
          !isNew &&
          mayRemove && (
            <button
              type="button"
              className="button button--danger modal-actions__start"
              onClick={handleRemove}
              disabled={isLoading}
            >
              {isLoading && removing
                ? 'Submitting...'
                : confirmRemove
                  ? 'Confirm removal'
                  : 'Remove link'}
            </button>
          )
        }
      />
    </form>
  );
}

/** The server's reason, to read inside a sentence: 'the page took too long to answer'. */
function errorText(error: unknown): string {
  const message = (error as { error?: unknown } | undefined)?.error;
  if (typeof message !== 'string' || message === '') return 'no answer';
  // A sentence's capital goes, but not a host's or an acronym's ('HTTP status 404').
  const lowered = /^[A-Z][a-z]/.test(message)
    ? message.charAt(0).toLowerCase() + message.slice(1)
    : message;
  return lowered.replace(/\.$/, '');
}
