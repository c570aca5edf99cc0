import { type Can, type ConsoleRights } from '../api/types';

/** The console is the person's when the server lists a resource they may open. */
export const mayEnter = (can: Can): boolean => can.Console.length > 0;

/** What the person may do with the resource `name`; undefined when the server does not list it. */
export const consoleRights = (
  can: Can | null | undefined,
  name: string | undefined,
): ConsoleRights | undefined => can?.Console.find((rights) => rights.Name === name);
