/**
 * Testimonials from clients: an agent asks for one once a trip has ended, the client reads what
 * the link asks and sends it (no sign-in: the link's random token is the key), and the public
 * pages read the approved ones. Admins moderate them in ./moderation.ts.
 */
import {
  PublicTestimonialsQuery,
  TestimonialInvitationInput,
  TestimonialSubmission,
  testimonialMessages,
  type TestimonialRequestSent,
} from '@contract/testimonials.ts';
import { testimonialRequester, testimonialSubmitter } from '../../commands/testimonials.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { staffOnly, type SignedIn } from '../../middlewares/auth.ts';
import { uuidParam } from '../../middlewares/params.ts';
import type { Needs } from '../../middlewares/provides.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { isApprovedStaff } from '../../policies/approval.ts';
import { approvedTestimonials, findTestimonialInvitation } from '../../queries/testimonials.ts';
import { apiRouter } from '../router.ts';
import { successBody } from '../envelopes.ts';

export const testimonialsRouter = apiRouter();

const office = staffOnly;
const itineraryId = uuidParam(testimonialMessages.itineraryNotFound);

/**
 * After `office`: the e-mail leaves in the agency's name, so among agents only those an admin
 * has approved may send it (the rule of all office mail).
 */
const approvedSender: Needs<SignedIn> = async (ctx, next) => {
  if (!(await isApprovedStaff(ctx.db, ctx.state.user))) throw forbidden(testimonialMessages.awaitingApproval);
  await next();
};

/** The approved testimonials, newest first (what the home and service pages show). */
testimonialsRouter.get('/api/testimonials', validate({ query: PublicTestimonialsQuery }), async (ctx) => {
  ctx.set('Cache-Control', 'public, max-age=60');
  ctx.body = { testimonials: await approvedTestimonials(ctx.db, ctx.state.query.limit) };
});

/** E-mails the trip's client a single-use link to the testimonial form. */
testimonialsRouter.post(
  '/api/itineraries/:id/testimonial-request',
  office,
  approvedSender,
  itineraryId,
  transaction(),
  async (ctx) => {
    const { email, expiresAt } = await testimonialRequester({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { itineraryId: ctx.params.id, appUrl: ctx.config.appUrl },
    });
    ctx.status = 201;
    const answer: TestimonialRequestSent = {
      success: true,
      message: testimonialMessages.requestSent(email),
      data: { email, expiresAt: expiresAt.toISOString() },
    };
    ctx.body = answer;
  },
);

/**
 * What the link asks about, before its client writes anything: a link that no longer works says
 * so at once. Reading it uses nothing up (a mail scanner opening the link changes nothing), and
 * the token travels in the body, out of addresses and access logs.
 */
testimonialsRouter.post(
  '/api/testimonials/invitation',
  validate({ body: TestimonialInvitationInput }),
  async (ctx) => {
    const invitation = await findTestimonialInvitation(ctx.db, ctx.state.body.token, new Date());
    if (!invitation)
      throw badRequest(testimonialMessages.linkInvalid, { token: testimonialMessages.linkInvalid });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = successBody({ data: invitation });
  },
);

/** The client's testimonial, stored pending for an admin; the link then stops working. */
testimonialsRouter.post(
  '/api/testimonials',
  validate({ body: TestimonialSubmission }),
  transaction(),
  async (ctx) => {
    const { id } = await testimonialSubmitter({ trx: ctx.state.trx, input: ctx.state.body });
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = successBody({ message: testimonialMessages.received, data: { id } });
  },
);
