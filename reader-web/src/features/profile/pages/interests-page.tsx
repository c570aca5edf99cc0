import { ProfilePartPage } from '../components/profile-part-page';

/** /app/interests: the categories a member follows. */
export function InterestsPage() {
  return (
    <ProfilePartPage
      id="interests"
      title="Your interests"
      part="interests"
      intro="Choose the categories you care about: they show on your profile, so others know what you follow."
    />
  );
}
