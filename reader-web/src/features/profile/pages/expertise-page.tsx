import { ProfilePartPage } from '../components/profile-part-page';

/** /app/expertise: what a member knows well, shown on their profile. */
export function ExpertisePage() {
  return (
    <ProfilePartPage
      id="expertise"
      title="Your expertise"
      part="expertise"
      intro="Tell readers what you know well: it shows on your profile beside your edits and comments."
    />
  );
}
