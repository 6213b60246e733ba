import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { brand } from '@contract/brand.ts';
import { checklistGuides, findChecklistGuide } from '@content/checklists.ts';
import { csrfToken, getTestServer, makeStaticFixture, type TestServer } from '../../test/server.ts';
import { readPdf } from '../../test/pdfText.ts';

const publicChecklists = path.resolve(import.meta.dirname, '../../../pwa/public/checklists');

let t: TestServer;
beforeAll(async () => {
  // The built site's folder as the server serves it, with the text checklists of pwa/public.
  const staticDir = makeStaticFixture();
  fs.cpSync(publicChecklists, path.join(staticDir, 'checklists'), { recursive: true });
  t = await getTestServer({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await t?.close();
});

/** The response body as bytes, whatever its type. */
function bytes(request: supertest.Test) {
  return request.buffer(true).parse((res, callback) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  });
}

const EXPECTED_FILE_NAMES = {
  'business-travel': 'Island-Bridge-Travel-Business-Travel-Checklist.pdf',
  'group-vacation': 'Island-Bridge-Travel-Group-Vacation-Checklist.pdf',
  'private-transport': 'Island-Bridge-Travel-Private-Transport-Checklist.pdf',
  'cruise-vacation': 'Island-Bridge-Travel-Cruise-Vacation-Checklist.pdf',
  'saint-lucia': 'Island-Bridge-Travel-Saint-Lucia-Travel-Guide.pdf',
  'central-florida': 'Island-Bridge-Travel-Central-Florida-Travel-Guide.pdf',
};

describe('GET /api/checklists/generate/:slug', () => {
  it.each(Object.entries(EXPECTED_FILE_NAMES))(
    'downloads the %s checklist as a branded PDF anyone may cache for a day',
    async (slug, fileName) => {
      const response = await bytes(t.agent().get(`/api/checklists/generate/${slug}`)).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      // A response shared caches keep must not hand anyone a session.
      expect(response.headers['set-cookie']).toBeUndefined();
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const guide = findChecklistGuide(slug)!;
      const { doc, lines } = await readPdf(pdf);
      expect(doc.getTitle()).toBe(`${brand.name} ${guide.title}`);
      expect(doc.getAuthor()).toBe(brand.name);
      expect(lines.slice(0, 2)).toEqual([brand.name, guide.title]);
      for (const heading of ['Documents', 'What to Pack', 'Timeline', 'Good to Know', 'Contact Us']) {
        expect(lines).toContain(heading);
      }
      expect(lines).toEqual(
        expect.arrayContaining([
          `Phone: ${brand.phone}`,
          `E-mail: ${brand.email}`,
          'Hours: Monday-Friday 9:00 AM-6:00 PM, Saturday 10:00 AM-4:00 PM (Eastern)',
          '8 weeks before',
          '2 weeks before',
          '48 hours before',
          'Day of travel',
          `Page 1 of ${doc.getPageCount()}`,
        ]),
      );
      // Every line of the catalogue's checklist is in the document, wrapped where the page ends.
      const text = lines.join(' ');
      const items = [
        guide.intro,
        ...guide.documents,
        ...guide.packing,
        ...guide.timeline.flatMap((step) => step.tasks),
        ...guide.goodToKnow,
      ];
      for (const item of items) expect(text).toContain(item);
    },
  );

  it('writes local knowledge into the destination guides', async () => {
    const saintLucia = await bytes(t.agent().get('/api/checklists/generate/saint-lucia')).expect(200);
    const island = (await readPdf(saintLucia.body as Buffer)).lines.join(' ');
    expect(island).toContain('Hewanorra (UVF)');
    expect(island).toContain('Eastern Caribbean dollar');
    const florida = await bytes(t.agent().get('/api/checklists/generate/central-florida')).expect(200);
    expect((await readPdf(florida.body as Buffer)).lines.join(' ')).toContain('Orlando International (MCO)');
  });

  it('accepts the pdf format by name and refuses any other with a message', async () => {
    await bytes(t.agent().get('/api/checklists/generate/cruise-vacation?format=pdf'))
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const refused = await t.agent().get('/api/checklists/generate/cruise-vacation?format=docx').expect(400);
    expect(refused.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'The checklists are available as pdf only.',
      fields: { format: 'The checklists are available as pdf only.' },
    });
  });

  it.each(['africa-detox-tourism', 'Business-Travel', 'business-travel.pdf', '..%2Fpackage.json'])(
    'answers 404 with the error shape for the unknown checklist %s',
    async (slug) => {
      const response = await t.agent().get(`/api/checklists/generate/${slug}`).expect(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        success: false,
        error: 'not_found',
        message: `There is no such checklist. The checklists are ${checklistGuides.map((g) => g.slug).join(', ')}.`,
      });
    },
  );

  it('answers HEAD with the headers of the download and no body', async () => {
    const response = await t.agent().head('/api/checklists/generate/group-vacation').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Island-Bridge-Travel-Group-Vacation-Checklist.pdf"',
    );
    expect(Number(response.headers['content-length'])).toBeGreaterThan(1000);
    expect(response.text ?? '').toBe('');
  });

  it('answers other methods as an endpoint that does not exist, in the error shape', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    for (const method of ['post', 'put', 'delete'] as const) {
      const response = await agent[method]('/api/checklists/generate/business-travel')
        .set('X-CSRF-Token', token)
        .send({})
        .expect(404);
      expect(response.body, method).toEqual({
        success: false,
        error: 'not_found',
        message: `There is no API endpoint ${method.toUpperCase()} /api/checklists/generate/business-travel.`,
      });
    }
  });
});

describe('the text checklists', () => {
  it.each(checklistGuides.map((guide) => [guide.staticPath, guide.title]))(
    'serves %s as UTF-8 plain text',
    async (staticPath, title) => {
      const response = await t.agent().get(staticPath).expect(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.text).toBe(
        fs.readFileSync(path.join(publicChecklists, path.basename(staticPath)), 'utf8'),
      );
      expect(response.text.split('\n')[0]).toBe(`${brand.name} - ${title}`.toUpperCase());
    },
  );

  it('keeps Soufrière spelled as written', async () => {
    const response = await t.agent().get('/checklists/saint-lucia-checklist.txt').expect(200);
    expect(response.text).toContain('Soufrière');
  });
});
