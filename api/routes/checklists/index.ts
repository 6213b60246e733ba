/**
 * GET /api/checklists/generate/{slug}: a service checklist as the agency's branded PDF, the
 * file behind every "Download PDF Checklist" link.
 * Anonymous and the same for everyone, so browsers and shared caches may keep it for a day.
 */
import * as v from 'valibot';
import {
  findChecklistGuide,
  checklistGuides,
  checklistPdfFileName,
  type ChecklistGuide,
} from '@content/checklists.ts';
import type { ChecklistSlug } from '@content/services.ts';
import { notFound } from '../../errors.ts';
import { drawChecklistPdf } from '../../documents/documentRenderer.ts';
import { validate } from '../../middlewares/validate.ts';
import { apiRouter } from '../router.ts';

export const checklistsRouter = apiRouter();

const slugs = checklistGuides.map((guide) => guide.slug);

/** The brochure request of the validation rules: a service's slug, and pdf the one format. */
const BrochureQuery = v.object({
  format: v.optional(v.literal('pdf', 'The checklists are available as pdf only.'), 'pdf'),
});

/**
 * One document per checklist for the life of the process: the content ships with the code,
 * so each is drawn once, on first request, in a document worker. A failed drawing is not kept.
 */
const drawn = new Map<ChecklistSlug, Promise<Buffer>>();

function checklistPdf(guide: ChecklistGuide): Promise<Buffer> {
  let pdf = drawn.get(guide.slug);
  if (!pdf) {
    pdf = drawChecklistPdf(guide.slug);
    drawn.set(guide.slug, pdf);
    pdf.catch(() => drawn.delete(guide.slug));
  }
  return pdf;
}

checklistsRouter.get('/api/checklists/generate/:slug', validate({ query: BrochureQuery }), async (ctx) => {
  const guide = findChecklistGuide(ctx.params.slug);
  if (!guide) {
    throw notFound(`There is no such checklist. The checklists are ${slugs.join(', ')}.`);
  }
  const pdf = await checklistPdf(guide);
  // Sets Content-Type application/pdf from the file name too.
  ctx.attachment(checklistPdfFileName(guide));
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.body = pdf;
});
