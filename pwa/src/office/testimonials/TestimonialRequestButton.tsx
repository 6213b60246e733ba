import { useState } from 'react';
import { LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { agencyToday } from '@contract/agency';
import type { ItineraryDto } from '@contract/itineraries';
import { TESTIMONIAL_LINK_TTL_DAYS, type TestimonialRequestSent } from '@contract/testimonialOptions';
import { rememberedUser } from '@pwa/account/currentUser';
import { toast } from '@pwa/components/toast';
import { apiRequest } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { maySendMail } from '../shared/sendingApproval';

/** Whether the trip is over in the agency's calendar, and was not cancelled: what the server asks too. */
export function mayAskForTestimonial(itinerary: Pick<ItineraryDto, 'endDate' | 'status'>, now = new Date()) {
  return (
    itinerary.status !== 'cancelled' && Boolean(itinerary.endDate) && itinerary.endDate! < agencyToday(now)
  );
}

/**
 * E-mails the trip's client a link to write a testimonial, once the trip has ended. An agent
 * awaiting approval is not offered it. It needs the server: offline it says the request failed.
 */
export function TestimonialRequestButton({ itinerary }: { itinerary: ItineraryDto }) {
  const [pending, setPending] = useState(false);
  // The e-mail leaves in the agency's name: only from whom the server said may send it.
  if (!maySendMail(rememberedUser()) || !mayAskForTestimonial(itinerary)) return null;

  const ask = async () => {
    setPending(true);
    try {
      const response = await apiRequest('POST', `/api/itineraries/${itinerary.id}/testimonial-request`);
      const answer = (await response.json()) as TestimonialRequestSent;
      toast.success(
        'Testimonial requested',
        `${answer.message} The link works for ${TESTIMONIAL_LINK_TTL_DAYS} days.`,
      );
    } catch (error) {
      toast.error('Could not ask for a testimonial', errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button icon={<LikeOutlined aria-hidden />} loading={pending} onClick={() => void ask()}>
      Ask for a testimonial
    </Button>
  );
}
