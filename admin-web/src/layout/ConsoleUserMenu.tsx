import { useGetIdentity, UserMenu } from 'react-admin';

/** The name the user menu's button shows, and the visible text its accessible name starts with. */
export function userMenuLabel(fullName: string | undefined): string | undefined {
  return fullName ? `${fullName}: account menu` : undefined;
}

/**
 * react-admin's user menu, whose button shows the user's name but is named "Profile" (WCAG 2.5.3,
 * label in name): named by the name it shows.
 */
export const ConsoleUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={userMenuLabel(identity?.fullName)} />;
};
