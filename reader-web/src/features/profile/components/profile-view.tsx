import { Link } from 'react-router-dom';
import type { PublicProfileDto } from '../../../api/types';
import { useViewer } from '../../auth/hooks/use-viewer';
import { LazyWatchButton } from '../../watch/components/lazy-watch-button';
import { UserEditsList } from './user-edits-list';
import { UserSuggestions } from './user-suggestions';
import './profile.css';

/** A profile link is shown only when it is a web address (the server only keeps those). */
function webAddress(link: string): string | null {
  return /^https?:\/\//i.test(link) ? link : null;
}

/** /u/{username}: the public profile, then the user's suggested questions and edits. */
export function ProfileView({ profile }: { profile: PublicProfileDto }) {
  const { user } = useViewer();
  const own = user !== null && user.username === profile.Username.toLowerCase();
  const link = webAddress(profile.Link);

  return (
    <article className="profile" aria-labelledby="profile-title">
      <header className="profile__header">
        <img
          className="profile__image"
          src={profile.ProfileImage}
          alt={`${profile.Username}'s profile image`}
          width={128}
          height={128}
        />
        <div>
          <h1 id="profile-title">{profile.Username}</h1>
          {profile.FullName && <p className="profile__full-name">{profile.FullName}</p>}
          {profile.Location && <p className="profile__location muted">{profile.Location}</p>}
          {link && (
            <p className="profile__link">
              <a href={link} rel="nofollow ugc noopener noreferrer">
                {link}
              </a>
            </p>
          )}
          {own && (
            <p>
              <Link to="/app/settings" className="button button--secondary">
                Settings
              </Link>
            </p>
          )}
          {!own && (
            <LazyWatchButton
              target={{ TargetType: 'user', Username: profile.Username.toLowerCase() }}
              noun="user"
            />
          )}
        </div>
      </header>
      {profile.Bio && (
        <section aria-labelledby="profile-bio-title">
          <h2 id="profile-bio-title">Bio</h2>
          <p className="profile__text">{profile.Bio}</p>
        </section>
      )}
      {profile.UserExpertise && (
        <section aria-labelledby="profile-expertise-title">
          <h2 id="profile-expertise-title">Expertise</h2>
          <p className="profile__text">{profile.UserExpertise}</p>
        </section>
      )}
      {profile.Categories.length > 0 && (
        <section aria-labelledby="profile-interests-title">
          <h2 id="profile-interests-title">Interests</h2>
          <ul className="profile__interests">
            {profile.Categories.map((category) => (
              <li key={category.CategoryID}>
                <Link to={`/categories/${encodeURIComponent(category.CategoryID)}`}>
                  {category.Title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section id="suggestions" aria-labelledby="profile-suggestions-title">
        <h2 id="profile-suggestions-title">Suggested questions</h2>
        <UserSuggestions username={profile.Username.toLowerCase()} own={own} />
      </section>
      <section aria-labelledby="profile-edits-title">
        <h2 id="profile-edits-title">Edits</h2>
        <UserEditsList username={profile.Username.toLowerCase()} />
      </section>
    </article>
  );
}
