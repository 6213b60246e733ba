import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalMessages } from '@contract/proposals.ts';
import { storableMessages } from '@contract/storable.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { agentWithClient, proposalBody, type ProposalOwner } from './proposalTestKit.ts';

let t: TestServer;
let owner: ProposalOwner;
beforeAll(async () => {
  t = await getTestServer();
  owner = await agentWithClient(t);
});
afterAll(async () => {
  await t?.close();
});

const post = (overrides: Record<string, unknown>) =>
  owner.agent
    .post('/api/proposals')
    .set('X-CSRF-Token', owner.token)
    .send(proposalBody(owner.client.id as string, overrides));

describe('proposal input the database would refuse', () => {
  it('answers 400, not 500, for the impossible days 2024-02-31 and 0000-01-01', async () => {
    const start = await post({ startDate: '2024-02-31', endDate: '2024-03-05' }).expect(400);
    expect(start.body.fields).toEqual({ startDate: 'Start date must be a date' });
    const validUntil = await post({ validUntil: '0000-01-01' }).expect(400);
    expect(validUntil.body.fields).toEqual({ validUntil: 'Valid until must be a date' });
    expect(await t.db('proposals').where({ clientId: String(owner.client.id) })).toHaveLength(0);
  });

  it('answers 400 naming the field, not 500, for a NUL character or half a character deep in a section', async () => {
    const response = await post({
      customSections: [{ title: 'Terms', content: 'Deposit\u0000 25%', order: 1 }],
    }).expect(400);
    expect(response.body.fields).toEqual({ 'customSections.0.content': storableMessages.nulField });
    // Half of an emoji, which only a JSON escape can carry, is as unstorable in jsonb.
    const half = String.fromCharCode(0xd83c);
    const broken = await post({
      detailedItinerary: [{ day: 1, title: `Beach ${half}`, activities: [] }],
    }).expect(400);
    expect(broken.body.fields).toEqual({ 'detailedItinerary.0.title': storableMessages.brokenField });
    expect(await t.db('proposals').where({ clientId: String(owner.client.id) })).toHaveLength(0);
  });

  it('refuses a total value over $10,000,000.00 with a message that says so', async () => {
    const response = await post({ totalValue: 1_000_000_001 }).expect(400);
    expect(response.body.fields).toEqual({ totalValue: 'Total value must be at most $10,000,000.00' });
  });
});

describe('proposal logos that would track the client', () => {
  it('refuses a logo at an outside address, and keeps uploaded and same-site logos', async () => {
    for (const companyLogo of [
      'https://tracker.example/pixel.png',
      'http://cdn.example.com/agency/logo.png',
      '//tracker.example/pixel.png',
      '/\\tracker.example/pixel.png',
      `${t.config.appUrl.replace(/^http/, 'ftp')}/logo.png`,
    ]) {
      const refused = await post({ branding: { companyLogo } }).expect(400);
      expect(refused.body.fields, companyLogo).toEqual({
        'branding.companyLogo': proposalMessages.logoInvalid,
      });
    }
    expect(await t.db('proposals').where({ clientId: String(owner.client.id) })).toHaveLength(0);

    for (const companyLogo of ['/images/agency-logo.png', 'data:image/png;base64,iVBORw0KGgo=', '']) {
      const stored = await post({ branding: { companyLogo } }).expect(201);
      expect(stored.body.data.branding.companyLogo).toBe(companyLogo);
    }
  });
});
