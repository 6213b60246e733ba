/**
 * The agency's configured address, phone, hours and Florida Seller of Travel registration
 * (AGENCY_*), for the footer of a page the browser renders itself; a page the server rendered
 * carries them already.
 */
import { apiRouter } from '../router.ts';
import { dataBody } from '../envelopes.ts';

export const agencyRouter = apiRouter();

agencyRouter.get('/api/agency', async (ctx) => {
  // The same for every visitor until the server restarts with other settings.
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.body = dataBody(ctx.config.agency);
});
