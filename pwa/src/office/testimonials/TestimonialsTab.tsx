import { useId, useRef, useState } from 'react';
import { Button, Empty } from 'antd';
import { formatLongDate } from '@contract/dates';
import {
  TESTIMONIAL_STATUSES,
  type ModeratedTestimonial,
  type TestimonialStatus,
} from '@contract/testimonialOptions';
import { LoadingStatus } from '@pwa/components/LoadingStatus';
import { ratingStars } from '@pwa/components/ratingStars';
import { useIsOnline } from '@pwa/components/OfflinePage';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { ServerQueueFailure } from '../shared/ServerQueueFailure';
import { useDecideTestimonial, useTestimonialQueue, type Decision } from './api';
import './testimonials.css';

const STATUS_LABELS: Record<TestimonialStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const DECISIONS: Array<{ decision: Decision; label: string }> = [
  { decision: 'approved', label: 'Approve' },
  { decision: 'rejected', label: 'Reject' },
];

function TestimonialCard({ testimonial, onLeft }: { testimonial: ModeratedTestimonial; onLeft: () => void }) {
  const titleId = useId();
  const decide = useDecideTestimonial({
    onDecided: (_testimonial, _decision, message) => {
      toast.success(message, `From ${testimonial.displayName}`);
      onLeft();
    },
    onFailed: (failure) => toast.error('Could not update the testimonial', errorMessage(failure)),
  });
  return (
    <article className="testimonial-card" aria-labelledby={titleId}>
      <div className="testimonial-card__head">
        <h4 id={titleId} className="testimonial-card__name">
          {testimonial.displayName}
        </h4>
        <span className="testimonial-card__stars">
          <span aria-hidden="true">{ratingStars(testimonial.rating)}</span>
          <span className="sr-only">{`Rated ${testimonial.rating} out of 5`}</span>
        </span>
        <time className="testimonial-card__date" dateTime={testimonial.createdAt}>
          {formatLongDate(testimonial.createdAt)}
        </time>
      </div>
      <dl className="testimonial-card__facts">
        <div>
          <dt>Trip</dt>
          <dd>{testimonial.tripTitle ?? 'A trip no longer in the office'}</dd>
        </div>
        {testimonial.clientName && (
          <div>
            <dt>Client</dt>
            <dd>
              {testimonial.clientName}
              {testimonial.clientEmail && ` (${testimonial.clientEmail})`}
            </dd>
          </div>
        )}
        {testimonial.approvedByName && (
          <div>
            <dt>Approved by</dt>
            <dd>{testimonial.approvedByName}</dd>
          </div>
        )}
      </dl>
      {/* The client's words as typed: React writes text, never markup. */}
      <p className="testimonial-card__text">{testimonial.text}</p>
      <div className="testimonial-card__buttons">
        {DECISIONS.filter(({ decision }) => decision !== testimonial.status).map(({ decision, label }) => (
          <Button
            key={decision}
            type={decision === 'approved' ? 'primary' : 'default'}
            danger={decision === 'rejected'}
            loading={decide.isPending && decide.variables?.decision === decision}
            disabled={decide.isPending && decide.variables?.decision !== decision}
            aria-label={`${label} the testimonial of ${testimonial.displayName}`}
            onClick={() => decide.mutate({ testimonial, decision })}
          >
            {label}
          </Button>
        ))}
      </div>
    </article>
  );
}

/**
 * The Agent Office "Testimonials" tab (admins): what clients wrote after their trips, by
 * status. Approved ones appear on the home and service pages; rejecting one takes it off.
 */
export function TestimonialsTab() {
  const [status, setStatus] = useState<TestimonialStatus>('pending');
  const online = useIsOnline();
  const queue = useTestimonialQueue(status);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const listTitleId = useId();
  const counts = queue.data?.counts;
  const testimonials = queue.isPlaceholderData ? undefined : queue.data?.testimonials;

  let body;
  if (!online || (queue.isError && !testimonials)) {
    body = (
      <ServerQueueFailure
        what="testimonials"
        whyOnline="Testimonials are moderated on the server, so this tab is available when you are online."
        online={online}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  } else if (!testimonials) {
    body = <LoadingStatus label="Loading testimonials" />;
  } else if (testimonials.length === 0) {
    body = <Empty description={`No ${STATUS_LABELS[status].toLowerCase()} testimonials.`} />;
  } else {
    body = (
      <ul className="testimonial-queue__list" aria-labelledby={listTitleId}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            {/* The card's buttons go with it: the keyboard's place moves to the list. */}
            <TestimonialCard testimonial={testimonial} onLeft={() => listTitle.current?.focus()} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="testimonials-title" className="office__panel testimonial-queue">
      <h2 id="testimonials-title">Testimonials</h2>
      <p className="office__subtext">
        What clients wrote after their trips. Approved testimonials appear on the home and service pages; ask
        for one from a finished trip in Itineraries.
      </p>
      {online && (
        <>
          <div role="group" aria-label="Testimonial status" className="testimonial-queue__statuses">
            {TESTIMONIAL_STATUSES.map((name) => (
              <Button
                key={name}
                type={status === name ? 'primary' : 'default'}
                aria-pressed={status === name}
                onClick={() => setStatus(name)}
              >
                {STATUS_LABELS[name]}
                {counts ? ` (${counts[name]})` : ''}
              </Button>
            ))}
          </div>
          <h3 id={listTitleId} ref={listTitle} tabIndex={-1} className="testimonial-queue__title">
            {`${STATUS_LABELS[status]} testimonials`}
          </h3>
        </>
      )}
      {body}
    </section>
  );
}
