/**
 * Incoming server-to-server events. The member-login event: an external member site (its ids
 * are stored as users.wixMemberId) tells the agency that a member signed in there.
 *
 * POST /api/webhooks/member-login, header `X-Signature: sha256=<hex HMAC-SHA256 of the raw
 * body keyed with MEMBER_WEBHOOK_SECRET>`, body MemberLoginEvent.
 */
import * as v from 'valibot';

export const MEMBER_LOGIN_EVENT_TYPES = ['member.login'] as const;

export const webhookMessages = {
  eventIdRequired: 'Event id is required',
  eventTypeInvalid: `Event type must be ${MEMBER_LOGIN_EVENT_TYPES.join(' or ')}`,
  occurredAtInvalid: 'Occurred at must be an ISO 8601 date and time',
  eventInvalid: 'The body must be a member-login event object',
  memberInvalid: 'Member must be an object with an id and an email',
  memberIdRequired: 'Member id is required',
  invalidEmail: 'Invalid email address',
  nameTooLong: 'Name must be at most 100 characters',
  phoneTooLong: 'Phone number is too long',
  labelsInvalid: 'Labels must be a list of at most 100 texts',
  profileInvalid: 'Profile must be an object',
  signatureMissing: 'The X-Signature header is missing or malformed.',
  signatureInvalid: 'The signature does not match the request body.',
  staffAccount:
    'This e-mail address belongs to a staff account of the agency. Member sign-ins link and update client accounts only.',
  otherMember: 'The account with this e-mail address is linked to another member.',
  notConfigured:
    'Member-login webhooks are not enabled on this server: set MEMBER_WEBHOOK_SECRET to the shared signing secret.',
} as const;

/*
 * valibot reports a missing key with the message of the object around it, so required fields
 * default to '' (or {}) and their own checks then say what is wrong with them.
 */
const RequiredText = (message: string) => v.optional(v.string(message), '');

const Id = (message: string) =>
  v.pipe(RequiredText(message), v.trim(), v.nonEmpty(message), v.maxLength(200, message));

/** Optional text: null, missing and blank all mean "not given". */
const OptionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(message), v.trim(), v.maxLength(max, message))),
      v.transform((value) => value || undefined),
    ),
  );

export const MemberLoginEvent = v.object(
  {
    eventId: Id(webhookMessages.eventIdRequired),
    eventType: v.pipe(
      RequiredText(webhookMessages.eventTypeInvalid),
      v.picklist(MEMBER_LOGIN_EVENT_TYPES, webhookMessages.eventTypeInvalid),
    ),
    occurredAt: v.pipe(
      RequiredText(webhookMessages.occurredAtInvalid),
      v.isoTimestamp(webhookMessages.occurredAtInvalid),
      v.check((value) => !Number.isNaN(Date.parse(value)), webhookMessages.occurredAtInvalid),
    ),
    member: v.optional(
      v.object(
        {
          id: Id(webhookMessages.memberIdRequired),
          email: v.pipe(
            RequiredText(webhookMessages.invalidEmail),
            v.trim(),
            v.toLowerCase(),
            v.email(webhookMessages.invalidEmail),
            v.maxLength(254, webhookMessages.invalidEmail),
          ),
          firstName: OptionalText(100, webhookMessages.nameTooLong),
          lastName: OptionalText(100, webhookMessages.nameTooLong),
          phone: OptionalText(40, webhookMessages.phoneTooLong),
          labels: v.optional(
            v.nullable(
              v.pipe(
                v.array(
                  v.pipe(
                    v.string(webhookMessages.labelsInvalid),
                    v.maxLength(200, webhookMessages.labelsInvalid),
                  ),
                  webhookMessages.labelsInvalid,
                ),
                v.maxLength(100, webhookMessages.labelsInvalid),
              ),
            ),
          ),
          profile: v.optional(v.nullable(v.record(v.string(), v.unknown(), webhookMessages.profileInvalid))),
        },
        webhookMessages.memberInvalid,
      ),
      {},
    ),
  },
  webhookMessages.eventInvalid,
);
export type MemberLoginEvent = v.InferOutput<typeof MemberLoginEvent>;
