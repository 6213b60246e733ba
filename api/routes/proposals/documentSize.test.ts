/**
 * Long proposals: one within the bounds is drawn as a PDF while the server goes on answering,
 * one past them is refused whole (by the API and by a sync push alike), and one agent cannot
 * take every document worker at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { ProposalInput } from '@contract/proposals.ts';
import { MAX_PROPOSAL_CHARACTERS, MAX_PROPOSAL_LINES, printedSize } from '@contract/proposalLimits.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { buildClient, buildUser, signInAs } from '../../test/factories.ts';
import { rendersRunningFor, renderSlotMessages } from '../../middlewares/renderSlots.ts';
import { agentWithClient, proposalBody, type ProposalOwner } from './proposalTestKit.ts';
import { agentOffice } from '../sync/syncTestKit.ts';
import { idOf, rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

const PHRASE = 'Morning snorkel at Anse Chastanet, lunch in Soufriere, then the sulphur springs. ';
const prose = (length: number) =>
  PHRASE.repeat(Math.ceil(length / PHRASE.length))
    .slice(0, length)
    .trim();

/** An 18 KB introduction and `days` days of 1,600 characters each. */
function longProposal(clientId: string, days: number) {
  return proposalBody(clientId, {
    introduction: prose(18_000),
    detailedItinerary: Array.from({ length: days }, (_, index) => ({
      day: index + 1,
      title: `Day on the island ${index + 1}`,
      description: prose(1_600),
      activities: [],
    })),
  });
}

async function create(owner: ProposalOwner, body: Record<string, unknown>) {
  const response = await owner.agent.post('/api/proposals').set('X-CSRF-Token', owner.token).send(body);
  return response;
}

function downloadPdf(owner: ProposalOwner, id: string) {
  return owner.agent
    .get(`/api/proposals/${id}/pdf`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

/** Until the user has `count` documents drawing (each request is past its checks and waiting). */
async function untilDrawing(userId: string, count: number) {
  while (rendersRunningFor(userId) < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('a long proposal within the bounds', () => {
  it('downloads as a PDF of every day while the health check answers during the drawing', async () => {
    const owner = await agentWithClient(t);
    const body = longProposal(owner.client.id as string, 110);
    expect(printedSize(body).characters).toBeLessThanOrEqual(MAX_PROPOSAL_CHARACTERS);
    const created = await create(owner, body);
    expect(created.status).toBe(201);

    let drawn = false;
    const pdf = downloadPdf(owner, created.body.data.id).then((response) => {
      drawn = true;
      return response;
    });
    await untilDrawing(owner.user.id, 1);
    const health = await t.agent().get('/api/health').expect(200);
    expect(health.body.status).toBe('ok');
    // The health check was answered while the document was still being drawn.
    expect(drawn).toBe(false);

    const response = await pdf;
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(50);
  });
});

describe('a proposal past the bounds', () => {
  it('is refused with the limit and its own size, and nothing is stored', async () => {
    const owner = await agentWithClient(t);
    const body = longProposal(owner.client.id as string, 366);
    const { characters } = printedSize(body);
    const response = await create(owner, body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(MAX_PROPOSAL_CHARACTERS).toBe(200_000);
    expect(response.body.message).toMatch(
      /^A proposal may hold at most 200,000 characters of text in all; this one has 6\d\d,\d{3}\. /,
    );
    expect(characters).toBeGreaterThan(600_000);
    // The office's form shows it under the introduction, from the same schema.
    expect(response.body.fields).toEqual({ introduction: response.body.message });
    const inForm = v.safeParse(ProposalInput, body);
    expect(inForm.success).toBe(false);
    expect(inForm.issues?.[0].message).toBe(response.body.message);
    expect(await t.db('proposals').where({ clientId: idOf(owner.client) })).toHaveLength(0);
  });

  it('refuses thousands of blank lines, which print as pages too', async () => {
    const owner = await agentWithClient(t);
    const lines = 'x\n'.repeat(2_600);
    const response = await create(
      owner,
      proposalBody(owner.client.id as string, { introduction: lines, terms: lines }),
    );
    expect(response.status).toBe(400);
    expect(MAX_PROPOSAL_LINES).toBe(5_000);
    expect(response.body.message).toMatch(
      /^A proposal may hold at most 5,000 lines of text in all; this one has 5,2\d\d\. /,
    );
    expect(await t.db('proposals').where({ clientId: idOf(owner.client) })).toHaveLength(0);
  });

  it('refuses an edit that makes a stored proposal too long, keeping it as it was', async () => {
    const owner = await agentWithClient(t);
    const created = await create(owner, longProposal(owner.client.id as string, 2));
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const response = await owner.agent
      .put(`/api/proposals/${id}`)
      .set('X-CSRF-Token', owner.token)
      .send(longProposal(owner.client.id as string, 200));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/at most 200,000 characters/);
    const row = await rowOf(t.db('proposals').where({ id }).first());
    expect(row.detailedItinerary).toHaveLength(2);
  });

  it('is refused from a sync push as well, and nothing is stored', async () => {
    const { client, device } = await agentOffice(t);
    const body = longProposal(client.id, 366);
    const record = device.create('proposals', { ...body, clientId: client.id });
    const pushed = await device.push([record]).expect(200);
    expect(pushed.body.results[0]).toMatchObject({
      status: 'rejected',
      message: expect.stringMatching(/^A proposal may hold at most 200,000 characters of text in all/),
    });
    expect(await t.db('proposals').where({ id: record.recordId })).toHaveLength(0);
  });
});

describe('documents one agent draws at once', () => {
  it('answers a third at once with 429 and Retry-After, and leaves other agents theirs', async () => {
    const owner = await agentWithClient(t);
    const created = await create(owner, longProposal(owner.client.id as string, 110));
    const id = created.body.data.id as string;
    // A request leaves when it is awaited: then() sends both now.
    const first = downloadPdf(owner, id).then((response) => response);
    const second = downloadPdf(owner, id).then((response) => response);
    await untilDrawing(owner.user.id, 2);

    const third = await downloadPdf(owner, id);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse((third.body as Buffer).toString('utf8'))).toMatchObject({
      success: false,
      error: 'rate_limited',
      message: renderSlotMessages.tooMany,
    });

    const other = await agentWithClient(t);
    const theirs = await create(other, proposalBody(other.client.id as string));
    expect((await downloadPdf(other, theirs.body.data.id)).status).toBe(200);

    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Once they are done, the agent may draw again.
    expect((await downloadPdf(owner, id)).status).toBe(200);
  });
});

describe('exports while an agent already has two documents drawing', () => {
  it('answers the CSV and calendar exports with 429, and serves them once the PDFs are done', async () => {
    const owner = await agentWithClient(t);
    const created = await create(owner, longProposal(owner.client.id as string, 110));
    const id = created.body.data.id as string;
    const itinerary = await owner.agent
      .post('/api/itineraries')
      .set('X-CSRF-Token', owner.token)
      .send({
        clientId: owner.client.id,
        title: 'Island week',
        startDate: '2099-03-01',
        endDate: '2099-03-08',
      })
      .expect(201);
    const first = downloadPdf(owner, id).then((response) => response);
    const second = downloadPdf(owner, id).then((response) => response);
    await untilDrawing(owner.user.id, 2);

    for (const address of [
      '/api/clients/export.csv',
      '/api/bookings/export.csv',
      `/api/itineraries/${itinerary.body.data.id}/calendar.ics`,
    ]) {
      const refused = await owner.agent.get(address);
      expect(refused.status, address).toBe(429);
      expect(refused.body).toMatchObject({ error: 'rate_limited', message: renderSlotMessages.tooMany });
    }

    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const csv = await owner.agent.get('/api/clients/export.csv').expect(200);
    expect(csv.text).toContain(owner.client.email as string);
  });
});

describe('who may download a proposal PDF', () => {
  it('answers 401 signed out and 403 to a client', async () => {
    const owner = await agentWithClient(t);
    const created = await create(owner, proposalBody(owner.client.id as string));
    const id = created.body.data.id as string;
    await t.agent().get(`/api/proposals/${id}/pdf`).expect(401);
    const clientUser = await buildUser(t.db, { role: 'client' });
    await buildClient(t.db, { email: clientUser.email });
    const client = t.agent();
    await signInAs(client, clientUser.email);
    const refused = await client.get(`/api/proposals/${id}/pdf`).expect(403);
    expect(refused.body).toMatchObject({ success: false, error: 'forbidden' });
  });
});
