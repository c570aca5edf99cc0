import { type Role } from '../api/types';

/** A row of the users resource (/api/admin/data/users). */
export interface UserRecord {
  id: string;
  Username: string;
  UsernameCased: string;
  Email: string;
  Role: Role;
  Created: string;
}
