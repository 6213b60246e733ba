import type { PublicTestimonial } from '@contract/testimonialOptions';
import { ratingStars } from '@pwa/components/ratingStars';
import { Section } from '@pwa/components/Section';
import { usePageData } from '@pwa/site/pageData';
import './testimonials.css';

/** The testimonials the page's data carries (home and service pages put them under `testimonials`). */
function useShownTestimonials(): PublicTestimonial[] {
  return usePageData<{ testimonials?: PublicTestimonial[] }>()?.data?.testimonials ?? [];
}

function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  return (
    <figure className="testimonial">
      <p className="testimonial__rating">
        <span aria-hidden="true">{ratingStars(testimonial.rating)}</span>
        <span className="visually-hidden">{`Rated ${testimonial.rating} out of 5`}</span>
      </p>
      {/* The client's words as they wrote them: React writes text, never markup. */}
      <blockquote className="testimonial__text">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial__name">{testimonial.displayName}</figcaption>
    </figure>
  );
}

/**
 * What travellers said after their trip, as approved by the agency: nothing at all until one
 * is approved, so no page shows an empty promise.
 */
export function TestimonialsSection({ alt = false }: { alt?: boolean }) {
  const testimonials = useShownTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <Section title="What Our Travelers Say" intro="In their own words, after they came home." alt={alt}>
      <ul className="testimonials">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
