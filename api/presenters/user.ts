import type { AuthUser } from '@contract/auth.ts';
import type { SessionUser } from '../types.ts';

/**
 * The user as the client sees it: never the hash, flags or external ids. Staff answers say
 * whether the agency vouches for them (`isApprovedStaff`), which the office shows on Send.
 */
export function presentUser(user: SessionUser, approvedStaff?: boolean): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? undefined,
    role: user.role,
    emailVerified: Boolean(user.emailVerifiedAt),
    ...(user.role === 'client' ? {} : { agentApproved: approvedStaff === true }),
  };
}
