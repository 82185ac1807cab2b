import { ERROR_CODES } from '../../../common/error-codes';
import { projectRole, roleCan, type Capability, type ProjectRole } from '../../../common/members';
import { forbidden } from '../../platform/errors';

/** The stored role of a membership; an unknown value grants nothing. */
export function readRole(stored: string): ProjectRole | null {
  const parsed = projectRole.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * Throws 403 ROLE_FORBIDDEN when a member's role does not allow `need`. Non-members never get
 * here: the lookups that find a project's rows through a membership answer them 404.
 */
export function assertRoleCan(stored: string, need: Capability): ProjectRole {
  const role = readRole(stored);
  if (!role || !roleCan(role, need)) {
    throw forbidden(`Your role in this project (${role ?? stored}) does not allow this.`, ERROR_CODES.roleForbidden);
  }
  return role;
}
