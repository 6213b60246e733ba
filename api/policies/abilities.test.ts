import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../types.ts';
import { abilitiesOf, type AbilityActor } from './abilities.ts';

const user = (id: string, role: SessionUser['role']): SessionUser => ({
  id,
  email: `${id}@example.org`,
  firstName: null,
  lastName: null,
  phone: null,
  role,
  isActive: true,
  emailVerifiedAt: new Date(),
});

const admin: AbilityActor = { user: user('admin', 'admin'), approvedStaff: true };
const approvedAgent: AbilityActor = { user: user('agent', 'agent'), approvedStaff: true };
const pendingAgent: AbilityActor = { user: user('pending', 'agent'), approvedStaff: false };

describe('trip plan abilities', () => {
  const template = (agentId: string | null) => ({ agentId, isTemplate: true });

  it('lets the author and an admin change and delete a template, and no other agent', () => {
    expect(abilitiesOf(approvedAgent, 'trip_plans', template('agent'))).toEqual({ edit: true, delete: true });
    expect(abilitiesOf(admin, 'trip_plans', template('agent'))).toEqual({ edit: true, delete: true });
    expect(abilitiesOf(approvedAgent, 'trip_plans', template('someone-else'))).toEqual({
      edit: false,
      delete: false,
    });
  });

  it('leaves a template whose author is gone to the admins', () => {
    expect(abilitiesOf(approvedAgent, 'trip_plans', template(null))).toEqual({ edit: false, delete: false });
    expect(abilitiesOf(admin, 'trip_plans', template(null))).toEqual({ edit: true, delete: true });
  });

  it('lets an agent awaiting approval change their own plans', () => {
    expect(abilitiesOf(pendingAgent, 'trip_plans', { agentId: 'pending', isTemplate: false })).toEqual({
      edit: true,
      delete: true,
    });
  });
});

describe('e-mail abilities', () => {
  const draft = { status: 'draft', received: false };
  const sent = { status: 'sent', received: false };
  const received = { status: 'delivered', received: true };

  it('lets approved staff edit and send a draft, and an agent awaiting approval only edit it', () => {
    expect(abilitiesOf(approvedAgent, 'emails', draft)).toEqual({
      edit: true,
      delete: true,
      send: true,
      assign: false,
    });
    expect(abilitiesOf(admin, 'emails', draft)).toMatchObject({ edit: true, send: true });
    expect(abilitiesOf(pendingAgent, 'emails', draft)).toEqual({
      edit: true,
      delete: true,
      send: false,
      assign: false,
    });
  });

  it('keeps a sent e-mail as it was sent: no edit, no second sending', () => {
    for (const actor of [admin, approvedAgent, pendingAgent]) {
      expect(abilitiesOf(actor, 'emails', sent)).toEqual({
        edit: false,
        delete: true,
        send: false,
        assign: false,
      });
      expect(abilitiesOf(actor, 'emails', { status: 'failed', received: false })).toMatchObject({
        edit: false,
        send: false,
      });
    }
  });

  it('lets only an admin hand a received e-mail to an agent, and nobody edit it', () => {
    expect(abilitiesOf(admin, 'emails', received)).toEqual({
      edit: false,
      delete: true,
      send: false,
      assign: true,
    });
    expect(abilitiesOf(approvedAgent, 'emails', received)).toMatchObject({ edit: false, assign: false });
    // A received message is never a draft of ours, whatever its status says.
    expect(abilitiesOf(admin, 'emails', { status: 'draft', received: true })).toMatchObject({
      edit: false,
      send: false,
    });
  });
});

describe('proposal abilities', () => {
  it('sends a draft only from approved staff', () => {
    expect(abilitiesOf(approvedAgent, 'proposals', { status: 'draft' })).toEqual({
      edit: true,
      delete: true,
      send: true,
    });
    expect(abilitiesOf(pendingAgent, 'proposals', { status: 'draft' })).toEqual({
      edit: true,
      delete: true,
      send: false,
    });
  });

  it('sends a proposal once, and keeps an accepted one as the client accepted it', () => {
    expect(abilitiesOf(admin, 'proposals', { status: 'sent' })).toEqual({
      edit: true,
      delete: true,
      send: false,
    });
    expect(abilitiesOf(admin, 'proposals', { status: 'declined' })).toEqual({
      edit: true,
      delete: true,
      send: false,
    });
    expect(abilitiesOf(admin, 'proposals', { status: 'accepted' })).toEqual({
      edit: false,
      delete: false,
      send: false,
    });
  });
});

describe('abilities of the other records', () => {
  it('lets whoever sees a client, itinerary, booking or quote change and delete it', () => {
    for (const entity of ['clients', 'itineraries', 'bookings', 'agent_quotes'] as const) {
      for (const actor of [admin, approvedAgent, pendingAgent]) {
        expect(abilitiesOf(actor, entity, {})).toEqual({ edit: true, delete: true });
      }
    }
  });
});
