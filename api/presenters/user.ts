import type { SessionUser } from '../types.ts';

/** The user as the client sees it: never the hash, flags or external ids. */
export function presentUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? undefined,
    role: user.role,
  };
}
