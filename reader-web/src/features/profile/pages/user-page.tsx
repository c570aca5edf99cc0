import { useParams } from 'react-router-dom';
import { ProfileView } from '../components/profile-view';
import { useGetPublicProfileQuery } from '../api/profile-api';

/** /u/{username}: a user's public profile and edits (its loader read the profile). */
export function UserPage() {
  const { username = '' } = useParams();
  const { data } = useGetPublicProfileQuery(username);
  if (!data) return null;
  return <ProfileView profile={data.Profile} />;
}
