import * as v from 'valibot';
import { jsonb } from '@db/index.ts';
import { webhookMessages, type MemberLoginEvent } from '@contract/webhooks.ts';
import { conflict } from '../errors.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';
import { clientRowLinker } from './accountLinks.ts';
import { takeOverUnverified } from './accountSecurity.ts';
import type { SystemCommand } from './command.ts';

/** webhook_events.source of member-login events (the external member site). */
export const MEMBER_LOGIN_SOURCE = 'wix';

export type MemberLoginResult = { duplicate: true } | { duplicate: false; userId: string };

/** The profile a member's account keeps from the member site (its json column). */
const StoredProfile = v.looseObject({ labels: v.optional(v.unknown()), profile: v.optional(v.unknown()) });

const MEMBER_USER_COLUMNS = [...SESSION_USER_COLUMNS, 'wixMemberId', 'wixLastLoginAt', 'wixProfile'] as const;

function givenOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  const given: Partial<T> = {};
  for (const key in fields) if (fields[key] !== undefined) given[key] = fields[key];
  return given;
}

/**
 * Records an external member's sign-in, once per event id: the event is stored in
 * webhook_events first (a replay finds it and changes nothing). The member's account is found
 * by member id, else by e-mail (and linked to the member), else created as a client without a
 * password (authMethod 'wix'); it gets the sign-in time, the labels and profile, and the names
 * and phone the event gives. An event older than the last one recorded only links the member.
 * Only client accounts are linked and updated: for an agent's or an admin's account it answers
 * 409 and changes nothing. A client account gets its `clients` row linked or created by e-mail.
 * Run it in a transaction: a failure anywhere leaves no trace, so the sender's retry starts
 * afresh.
 */
export async function memberLoginRecorder({
  trx,
  input: { login, payload },
}: SystemCommand<{
  login: MemberLoginEvent;
  /** The body as received, kept in webhook_events. */
  payload: unknown;
}>): Promise<MemberLoginResult> {
  const [event] = await trx('webhookEvents')
    .insert({
      eventId: login.eventId,
      source: MEMBER_LOGIN_SOURCE,
      eventType: login.eventType,
      payload: jsonb(payload ?? login),
      processedAt: trx.fn.now(),
    })
    .onConflict('eventId')
    .ignore()
    .returning('id');
  if (!event) {
    const known = await trx('webhookEvents').where({ eventId: login.eventId }).first('source');
    if (known && known.source !== MEMBER_LOGIN_SOURCE) {
      throw conflict('This event id is already used by an event from another source.');
    }
    return { duplicate: true };
  }

  const member = login.member;
  const occurredAt = new Date(login.occurredAt);
  let user = await trx('users')
    .where({ wixMemberId: member.id })
    .forUpdate()
    .first(...MEMBER_USER_COLUMNS);
  if (!user) {
    user = await trx('users')
      .where({ email: member.email })
      .forUpdate()
      .first(...MEMBER_USER_COLUMNS);
    if (user?.wixMemberId && user.wixMemberId !== member.id) {
      throw conflict(webhookMessages.otherMember);
    }
  }
  // Whoever controls a member's e-mail on the member site would otherwise get their profile
  // and sign-in history written onto an agent's or an admin's account.
  if (user && user.role !== 'client') throw conflict(webhookMessages.staffAccount);
  // The member site vouches for the address, like a social provider: an account here that
  // nobody verified may be someone else's trap (a password set first), so it changes hands
  // before the agency's client record is linked to it.
  if (user && !user.emailVerifiedAt) {
    user = { ...user, ...(await takeOverUnverified(trx, user.id, MEMBER_LOGIN_SOURCE, new Date())) };
  }

  const details = givenOnly({ firstName: member.firstName, lastName: member.lastName, phone: member.phone });
  let account: SessionUser;
  if (!user) {
    const [created]: SessionUser[] = await trx('users')
      .insert({
        email: member.email,
        passwordHash: null,
        role: 'client',
        authMethod: 'wix',
        emailVerifiedAt: trx.fn.now(),
        ...details,
        wixMemberId: member.id,
        wixLastLoginAt: occurredAt,
        wixProfile: jsonb({ labels: member.labels ?? [], profile: member.profile ?? {} }),
      })
      .returning(SESSION_USER_COLUMNS);
    account = created;
  } else {
    const isLatest = !user.wixLastLoginAt || occurredAt.getTime() >= new Date(user.wixLastLoginAt).getTime();
    const stored = v.safeParse(StoredProfile, user.wixProfile);
    const previous = stored.success ? stored.output : {};
    const changes: Record<string, unknown> = { wixMemberId: member.id };
    if (isLatest) {
      Object.assign(changes, details, {
        wixLastLoginAt: occurredAt,
        wixProfile: jsonb({
          labels: member.labels ?? previous.labels ?? [],
          profile: member.profile ?? previous.profile ?? {},
        }),
      });
    }
    const [updated]: SessionUser[] = await trx('users')
      .where({ id: user.id })
      .update({ ...changes, updatedAt: trx.fn.now() })
      .returning(SESSION_USER_COLUMNS);
    account = updated;
  }
  await clientRowLinker({ trx, input: account });
  return { duplicate: false, userId: account.id };
}
