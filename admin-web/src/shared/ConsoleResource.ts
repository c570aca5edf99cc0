import { type ResourceOptions, type ResourceProps } from 'react-admin';
import { type DataDeclaration } from '../data/dataProvider';

/** The records waiting in a resource, counted on the dashboard of whoever may open it. */
export interface WaitingRecords {
  /** The list filter that selects them; the card links to the list with it. */
  filter: Record<string, unknown>;
  /** An i18n key taking smart_count ('open request |||| open requests'). */
  label: string;
}

/** What a resource puts on the dashboard while the server lists it for the person. */
export interface ConsoleResourceOptions extends ResourceOptions {
  waiting?: WaitingRecords;
  /** A button to its list, with this label (an i18n key). */
  shortcut?: string;
}

/**
 * What each resource folder exports (its index.ts): react-admin's screens, its calls of the admin
 * data API (adminData) and what it adds to the dashboard. consoleResources.ts combines them; the
 * console shows those the server lists in /api/me's Can.Console.
 */
export interface ConsoleResource
  extends
    DataDeclaration,
    Pick<ResourceProps, 'list' | 'create' | 'edit' | 'show' | 'icon' | 'recordRepresentation'> {
  options?: ConsoleResourceOptions;
}
