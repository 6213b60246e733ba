/**
 * What the actor may do with each record the office receives, decided here once from the same
 * rules the commands enforce on write, so a control the office shows is one the server will
 * honour. A record reaches this only when the actor may see it (its visibility policy), so
 * "see" is never an ability of its own.
 */
import type {
  EmailAbilities,
  EntityAbilities,
  ProposalAbilities,
  RecordAbilities,
} from '@contract/abilities.ts';
import { isFrozen } from '@contract/proposalAcceptance.ts';
import type { SyncEntity } from '@contract/sync.ts';
import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { isApprovedStaff } from './approval.ts';
import { canChangeTripPlan } from './tripPlans.ts';

/** What the rules read about the actor beyond the session: whether the agency vouches for them. */
export interface AbilityActor {
  user: SessionUser;
  /** Admins and approved agents: mail leaves in the agency's name only from them. */
  approvedStaff: boolean;
}

type WireRecord = Record<string, unknown>;

/** A record the actor sees is theirs to change and delete (their own, or an admin's all). */
const visibleRecord = (): RecordAbilities => ({ edit: true, delete: true });

/** Templates are read by every agent but changed only by their author or an admin. */
export function tripPlanAbilities(actor: AbilityActor, plan: WireRecord): RecordAbilities {
  const agentId = typeof plan.agentId === 'string' ? plan.agentId : null;
  const mayChange = canChangeTripPlan(actor.user, { agentId });
  return { edit: mayChange, delete: mayChange };
}

/**
 * What the client accepted stays as it is (no edit, no deletion); only a draft is sent, and
 * only by staff the agency vouches for.
 */
export function proposalAbilities(actor: AbilityActor, proposal: WireRecord): ProposalAbilities {
  const frozen = isFrozen(typeof proposal.status === 'string' ? proposal.status : undefined);
  return {
    edit: !frozen,
    delete: !frozen,
    send: proposal.status === 'draft' && actor.approvedStaff,
  };
}

/**
 * Only a draft the actor wrote changes, and it is sent only by staff the agency vouches for; a
 * sent or received e-mail stays as it is (it can still be read, starred and deleted). Received
 * mail is handed to an agent by an admin.
 */
export function emailAbilities(actor: AbilityActor, email: WireRecord): EmailAbilities {
  const received = email.received === true;
  const draft = email.status === 'draft' && !received;
  return {
    edit: draft,
    delete: true,
    send: draft && actor.approvedStaff,
    assign: received && actor.user.role === 'admin',
  };
}

const DECIDERS: { [E in SyncEntity]: (actor: AbilityActor, record: WireRecord) => EntityAbilities[E] } = {
  clients: visibleRecord,
  itineraries: visibleRecord,
  bookings: visibleRecord,
  agent_quotes: visibleRecord,
  proposals: proposalAbilities,
  trip_plans: tripPlanAbilities,
  emails: emailAbilities,
};

/** The abilities of one wire record of `entity` for the actor. */
export function abilitiesOf<E extends SyncEntity>(
  actor: AbilityActor,
  entity: E,
  record: WireRecord,
): EntityAbilities[E] {
  return DECIDERS[entity](actor, record);
}

/** The facts about the actor the rules need, read once per answer rather than per record. */
export async function abilityActor(db: Queryable, user: SessionUser): Promise<AbilityActor> {
  return { user, approvedStaff: await isApprovedStaff(db, user) };
}
