import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { mailSettled, readLocalMail } from '../../providers/mail/index.ts';
import { Device, agentOffice, newEmail } from './syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

/** A draft saved from the laptop, and the phone of the same agent, both having pulled it. */
async function draftOnTwoDevices() {
  const { session, device: laptop } = await agentOffice(t);
  const phone = new Device(session);
  const draft = laptop.create('emails', newEmail({ subject: 'Ideas for May', body: 'First lines' }));
  const created = await laptop.push([draft]).expect(200);
  return { laptop, phone, draft, version: created.body.results[0].version as number };
}

const mailTo = async (to: unknown) => {
  await mailSettled(t.app);
  return (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === to);
};

describe('POST /api/sync/push: a draft sent while another device changed it', () => {
  it('sends the merged e-mail: the other device’s subject with this device’s body', async () => {
    const { laptop, phone, draft, version } = await draftOnTwoDevices();
    await laptop
      .push([
        laptop.upsert(
          'emails',
          draft.recordId,
          { subject: 'May in Soufriere' },
          { baseVersion: version, base: { subject: 'Ideas for May' } },
        ),
      ])
      .expect(200);
    const send = phone.upsert(
      'emails',
      draft.recordId,
      { body: 'Shall we look at May?', status: 'sent' },
      { baseVersion: version, base: { body: 'First lines', status: 'draft' } },
    );
    const response = await phone.push([send]).expect(200);
    expect(response.body.results[0]).toMatchObject({ status: 'applied' });
    expect(await t.db('emails').where({ id: draft.recordId }).first()).toMatchObject({
      status: 'sent',
      subject: 'May in Soufriere',
      body: 'Shall we look at May?',
    });
    const mails = await mailTo(draft.changes.to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'May in Soufriere' });
  });

  it('holds the sending as a conflict of its own while the subject conflicts, mailing nothing', async () => {
    const { laptop, phone, draft, version } = await draftOnTwoDevices();
    await laptop
      .push([
        laptop.upsert(
          'emails',
          draft.recordId,
          { subject: 'May in Soufriere' },
          { baseVersion: version, base: { subject: 'Ideas for May' } },
        ),
      ])
      .expect(200);
    const send = phone.upsert(
      'emails',
      draft.recordId,
      { subject: 'May on the Pitons', body: 'Shall we look at May?', status: 'sent' },
      { baseVersion: version, base: { subject: 'Ideas for May', body: 'First lines', status: 'draft' } },
    );
    const response = await phone.push([send]).expect(200);
    expect(response.body.results[0]).toMatchObject({
      status: 'conflict',
      conflicts: [
        { field: 'subject', base: 'Ideas for May', mine: 'May on the Pitons', theirs: 'May in Soufriere' },
        { field: 'status', base: 'draft', mine: 'sent', theirs: 'draft' },
      ],
    });
    expect(await t.db('emails').where({ id: draft.recordId }).first()).toMatchObject({
      status: 'draft',
      subject: 'May in Soufriere',
      body: 'Shall we look at May?',
    });
    expect(await mailTo(draft.changes.to)).toHaveLength(0);

    // The agent keeps their subject, then sends: the e-mail leaves with what they chose.
    const chosen = phone.upsert(
      'emails',
      draft.recordId,
      { subject: 'May on the Pitons', status: 'sent' },
      { base: { subject: 'May in Soufriere', status: 'draft' } },
    );
    expect((await phone.push([chosen]).expect(200)).body.results[0].status).toBe('applied');
    const mails = await mailTo(draft.changes.to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'May on the Pitons' });
  });
});
