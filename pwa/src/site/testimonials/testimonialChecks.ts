/**
 * The testimonial form's checks, fetched when the client first sends it: the shared contract
 * schema and valibot stay out of the page's first download.
 */
import { TestimonialSubmission } from '@contract/testimonials';
import { checkWithSchema } from '@pwa/account/forms';

export function checkTestimonial(values: unknown) {
  return checkWithSchema(TestimonialSubmission, values);
}
