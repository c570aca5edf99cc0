import { type ResourceProps } from 'react-admin';
import { type DataDeclaration } from '../data/dataProvider';

/**
 * What each resource folder exports (its index.ts): react-admin's screens and its calls of the
 * admin data API (adminData). consoleResources.ts combines them.
 */
export interface ConsoleResource
  extends
    DataDeclaration,
    Pick<ResourceProps, 'list' | 'create' | 'edit' | 'show' | 'icon' | 'recordRepresentation'> {}
