import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArgumentList } from '../../artifact/components/argument-list';
import { OffensiveGate } from '../../artifact/components/offensive-warning';
import { TagList } from '../../artifact/components/tag-list';
import { FormField } from '../../auth/components/form-field';
import { FormError, SubmitButton } from '../../auth/components/form-status';
import { CommentList, type ThreadContext } from '../../comment/components/comment-item';
import { ConvoList } from '../../convo/components/convo-list';
import { LimitedTextField } from '../../edit/components/limited-text-field';
import { Modal } from '../../edit/components/modal';
import { ModalActions } from '../../edit/components/modal-actions';
import { RevisionDescriptionField } from '../../edit/components/revision-description-field';
import { fieldRule } from '../../edit/limits';
import { LinkCard } from '../../link/components/in-the-wild';
import { SearchBox } from '../../search/components/search-box';
import { ShareBar } from '../../share/components/share-bar';
import {
  SignupToSeeResults,
  VoteBars,
  VoteError,
  VoteSubmit,
} from '../../vote/components/vote-parts';
import {
  SAMPLE_AGREEMENT,
  SAMPLE_ARGS,
  SAMPLE_COMMENTS,
  SAMPLE_CONVO_LIST,
  SAMPLE_LINKS,
  SAMPLE_TAGS,
} from '../fixtures';
import '../../artifact/components/artifact.css';
import '../../auth/components/auth-form.css';
import '../../cookies/components/cookie-banner.css';
import '../../edit/components/modal.css';
import '../../vote/components/vote.css';
import './styleguide.css';

/** The sections of the styleguide, in page order: id (the anchor) and heading. */
export const STYLEGUIDE_SECTIONS = [
  ['buttons', 'Buttons'],
  ['forms', 'Form fields'],
  ['modals', 'Modals'],
  ['votes', 'Vote widgets'],
  ['comments', 'Comments'],
  ['tags', 'Tag list'],
  ['share', 'Share bar'],
  ['offensive', 'Offensive-content warning'],
  ['cookies', 'Cookie banner'],
  ['search', 'Search box'],
  ['cards', 'Cards'],
] as const;

type SectionId = (typeof STYLEGUIDE_SECTIONS)[number][0];
const HEADING = Object.fromEntries(STYLEGUIDE_SECTIONS) as Record<SectionId, string>;

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section id={id} className="styleguide__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{HEADING[id]}</h2>
      {children}
    </section>
  );
}

/** A sample, with a caption naming the component it shows. */
function Sample({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="styleguide__sample">
      <div className="styleguide__specimen">{children}</div>
      <figcaption className="muted">{name}</figcaption>
    </figure>
  );
}

const noop = () => undefined;

/** Comments as a reader who is not signed in sees them: no action reaches the API. */
const COMMENT_CONTEXT: ThreadContext = {
  threadID: 'styleguide',
  pathname: '/styleguide',
  user: null,
  canDeleteComments: false,
  reportedByMe: new Set(),
  remember: noop,
};

const SAMPLE_ERROR = { error: 'The title must be 10 to 75 characters; it has 6.' };

function FormFields() {
  const [title, setTitle] = useState('Should public transport be free?');
  const [description, setDescription] = useState('Too short');
  const [argument, setArgument] = useState('');
  return (
    <div className="styleguide__form">
      <LimitedTextField
        id="styleguide-title"
        label="Title"
        value={title}
        onChange={setTitle}
        rule={fieldRule('convo', 'Title')}
        kind="line"
      />
      <LimitedTextField
        id="styleguide-description"
        label="Description"
        value={description}
        onChange={setDescription}
        rule={fieldRule('convo', 'Description')}
        kind="description"
        hint="A short, neutral description of what the question is about."
      />
      <LimitedTextField
        id="styleguide-argument"
        label="Argument"
        value={argument}
        onChange={setArgument}
        rule={fieldRule('arg', 'Argument')}
        kind="multiline"
      />
      <FormField
        id="styleguide-username"
        name="username"
        label="Username"
        hint="Letters, digits and underscores."
        defaultValue="grace_h"
      />
      <FormError error={SAMPLE_ERROR} />
      <div className="styleguide__row">
        <SubmitButton submitting={false} label="Save" />
        <SubmitButton submitting label="Save" />
      </div>
    </div>
  );
}

/** A sample modal: the fields of an edit, Cancel and Save; nothing is sent. */
function SampleModal({ onClose }: { onClose: () => void }) {
  const [title, setTitle] = useState('Free fares cut car traffic');
  const [revDesc, setRevDesc] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <Modal title="Edit title" onClose={onClose}>
      <form className="modal-form" onSubmit={submit}>
        <LimitedTextField
          id="styleguide-modal-title"
          label="Title"
          value={title}
          onChange={setTitle}
          rule={fieldRule('arg', 'Title')}
          kind="line"
          autoFocus
        />
        <RevisionDescriptionField
          id="styleguide-modal-desc"
          value={revDesc}
          onChange={setRevDesc}
        />
        <ModalActions onCancel={onClose} submitLabel="Save" />
      </form>
    </Modal>
  );
}

function Modals() {
  const [open, setOpen] = useState(false);
  return (
    <Sample name="Modal (features/edit/components/modal.tsx)">
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Open a sample modal
      </button>
      {open && <SampleModal onClose={() => setOpen(false)} />}
    </Sample>
  );
}

/** The cookie banner's two views, in place (the real banner is fixed to the bottom of the page). */
function CookieBannerLook() {
  return (
    <div className="styleguide__row styleguide__row--top">
      <section className="cookie-banner styleguide__cookie" aria-label="Cookie banner, first view">
        <h3 className="cookie-banner__title">We use cookies</h3>
        <p>
          One essential cookie keeps you logged in. With your consent, pages may also show content
          from other sites, which can set cookies of their own.{' '}
          <Link to="/cookies">Read the cookie statement</Link>.
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--secondary">
            Cookie Settings
          </button>
          <button type="button" className="button">
            Accept Cookies
          </button>
        </div>
      </section>
      <section className="cookie-banner styleguide__cookie" aria-label="Cookie banner, settings">
        <h3 className="cookie-banner__title">Cookie settings</h3>
        <p>
          Essential cookies are always on: without them you cannot log in. Third-party content (such
          as embedded videos) loads only if you accept all cookies.
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--secondary">
            Only Accept Essential Cookies
          </button>
          <button type="button" className="button">
            Accept All Cookies
          </button>
        </div>
      </section>
    </div>
  );
}

/**
 * /styleguide: the site's components on one page, each built from the real component with sample
 * data (fixtures.ts). Nothing on it reads content from the API.
 */
export function Styleguide() {
  return (
    <article className="styleguide" aria-labelledby="styleguide-heading">
      <h1 id="styleguide-heading">Styleguide</h1>
      <p className="lead">The components of the site on one page, with sample data.</p>
      <nav aria-label="Styleguide sections">
        <ul className="styleguide__toc">
          {STYLEGUIDE_SECTIONS.map(([id, heading]) => (
            <li key={id}>
              <a href={`#${id}`}>{heading}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="buttons">
        <div className="styleguide__row">
          <button type="button" className="button">
            Primary
          </button>
          <button type="button" className="button button--secondary">
            Secondary
          </button>
          <button type="button" className="button button--secondary button--small">
            Small
          </button>
          <button type="button" className="button" disabled>
            Disabled
          </button>
          <button type="button" className="link-button">
            Link button
          </button>
        </div>
      </Section>

      <Section id="forms">
        <FormFields />
      </Section>

      <Section id="modals">
        <Modals />
      </Section>

      <Section id="votes">
        <Sample name="VoteBars: results, with the reader's own choice">
          <VoteBars
            label="Agreement results"
            bars={SAMPLE_AGREEMENT}
            tally={{ total: 212, signedIn: 148 }}
            wording={{ verb: 'rated it' }}
            mine="2"
          />
        </Sample>
        <Sample name="SignupToSeeResults: what an anonymous voter sees">
          <SignupToSeeResults />
        </Sample>
        <Sample name="VoteSubmit while sending, and VoteError">
          <VoteSubmit submitting disabled={false} label="Vote" />
          <VoteError error={{ error: 'You have voted too often; wait a little.' }} />
        </Sample>
      </Section>

      <Section id="comments">
        <div className="comment-thread">
          <CommentList comments={SAMPLE_COMMENTS} ctx={COMMENT_CONTEXT} />
        </div>
      </Section>

      <Section id="tags">
        <TagList tags={SAMPLE_TAGS} />
      </Section>

      <Section id="share">
        <ShareBar path="/styleguide" title="Styleguide" />
      </Section>

      <Section id="offensive">
        <OffensiveGate offensive>
          <p>The page&apos;s content shows here once the reader continues.</p>
        </OffensiveGate>
      </Section>

      <Section id="cookies">
        <CookieBannerLook />
      </Section>

      <Section id="search">
        <SearchBox label="Search (sample)" />
      </Section>

      <Section id="cards">
        <Sample name="Question list (home page)">
          <ConvoList list={SAMPLE_CONVO_LIST} page={1} perPage={20} />
        </Sample>
        <Sample name="Position card with its arguments">
          <ol className="position-list">
            <li className="position-card">
              <h3>
                <a href="#cards">Yes, make it free</a>
              </h3>
              <p>Fares should go: the city pays for transport as it pays for streets.</p>
              <ArgumentList args={SAMPLE_ARGS} editing={false} empty="No arguments yet." />
            </li>
          </ol>
        </Sample>
        <Sample name="Link cards ('In the Wild')">
          <ul className="styleguide__links">
            {SAMPLE_LINKS.map((link) => (
              <li key={link.LinkID}>
                <LinkCard link={link} />
              </li>
            ))}
          </ul>
        </Sample>
      </Section>
    </article>
  );
}
