import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormError } from '../../auth/components/form-status';
import { ViewerPending } from '../../auth/components/viewer-pending';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useGetProfileFieldsQuery } from '../api/profile-api';
import { type ProfilePart, SettingsForm } from './settings-form';
import './profile.css';

interface ProfilePartPageProps {
  id: string;
  title: string;
  intro: ReactNode;
  part: Exclude<ProfilePart, 'all'>;
}

/** /app/interests and /app/expertise: one part of the profile, then back to /welcome. */
export function ProfilePartPage({ id, title, intro, part }: ProfilePartPageProps) {
  const { status, user } = useViewer();
  const fields = useGetProfileFieldsQuery(undefined, { skip: !user });
  return (
    <section className="prose settings" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {status === 'pending' ? (
        <ViewerPending lines={3} />
      ) : !user ? (
        <p>
          <Link to="/signup">Sign up</Link> or <Link to="/login">log in</Link> first.
        </p>
      ) : fields.data ? (
        <>
          <p>{intro}</p>
          <SettingsForm
            fields={fields.data}
            username={user.username}
            part={part}
            after="/welcome"
            saveLabel="Save and go on"
          />
          <p>
            <Link to="/welcome">Skip for now</Link>
          </p>
        </>
      ) : fields.isError ? (
        <FormError error={fields.error} />
      ) : (
        <p className="loading">Loading...</p>
      )}
    </section>
  );
}
