import { useState } from 'react';
import {
  CalendarOutlined,
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Input, List, Popconfirm, Select, Spin, Timeline } from 'antd';
import { bookingMessages, readBookingDetails, type BookingDto, type BookingInput } from '@contract/bookings';
import { formatLongDate } from '@contract/dates';
import { itineraryMessages, type ItineraryDto, type ItineraryInput } from '@contract/itineraries';
import { formatMoney } from '@contract/money';
import { CALENDAR_MIME } from '@documents/officeExports';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useCreateBooking, useDeleteBooking, useItineraryBookings, useUpdateBooking } from '../bookings/api';
import {
  useCreateItinerary,
  useDeleteItinerary,
  useItineraries,
  useItineraryPlaces,
  useUpdateItinerary,
} from './api';
import { BookingFormDialog, defaultsAfter, type BookingDefaults } from './BookingForm';
import { bookingsSum, overEstimate } from './bookingsSum';
import { ITINERARY_SORTS, itineraryView, type ItinerarySort } from './listView';
import { QuoteDialog } from '../quotes/QuoteDialog';
import { quoteFromItinerary, type QuoteStart } from '../quotes/fromItinerary';
import { ItineraryFormDialog } from './ItineraryForm';
import { usePaged } from '../shared/paging';
import { saveFile } from '@pwa/lib/saveFile';
import { TestimonialRequestButton } from '../testimonials/TestimonialRequestButton';

/** The calendar library loads on first use (it is precached, so offline too). */
async function downloadCalendar(itinerary: ItineraryDto, bookings: BookingDto[]) {
  const { itineraryCalendar, itineraryCalendarFileName } = await import('@documents/itineraryCalendar');
  saveFile(itineraryCalendar(itinerary, bookings), itineraryCalendarFileName(itinerary.id), CALENDAR_MIME);
}

/** Type, dates, cost and reference, leaving out whatever is not set. */
function summarize(booking: BookingDto): string {
  const when = booking.startDate
    ? formatLongDate(booking.startDate) + (booking.endDate ? ` to ${formatLongDate(booking.endDate)}` : '')
    : 'Date not set';
  return [
    booking.type,
    when,
    booking.cost == null ? null : formatMoney(booking.cost, booking.currency),
    booking.bookingReference ? `Ref ${booking.bookingReference}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function describe(booking: BookingDto): string | null {
  const details = readBookingDetails(booking.details);
  return [details.location, details.description].filter(Boolean).join(' · ') || null;
}

export function ItinerariesTab() {
  const itineraries = useItineraries();
  const createItinerary = useCreateItinerary();
  const updateItinerary = useUpdateItinerary();
  const deleteItinerary = useDeleteItinerary();
  const createBooking = useCreateBooking();
  const updateBooking = useUpdateBooking();
  const deleteBooking = useDeleteBooking();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [itineraryForm, setItineraryForm] = useState<{ open: boolean; itinerary: ItineraryDto | null }>({
    open: false,
    itinerary: null,
  });
  const [bookingForm, setBookingForm] = useState<{ open: boolean; booking: BookingDto | null }>({
    open: false,
    booking: null,
  });

  // Bumped on each creation: the new itinerary is the newest, so page 1 shows it selected.
  const [creations, setCreations] = useState(0);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ItinerarySort>('created');
  // Per itinerary, the type and dates of the booking added last: the next one starts from them.
  const [lastAdded, setLastAdded] = useState<Record<string, BookingDefaults>>({});
  const [quoting, setQuoting] = useState<QuoteStart | null>(null);

  const list = itineraries.data ?? [];
  const places = useItineraryPlaces(search.trim() !== '');
  const shown = itineraryView(list, search, sort, (id) => places.data?.get(id) ?? []);
  const page = usePaged(shown, { resetKey: `${creations}\n${search}\n${sort}`, label: 'Itinerary pages' });
  const selected = list.find((itinerary) => itinerary.id === selectedId) ?? null;
  const bookings = useItineraryBookings(selected?.id ?? null);
  const timeline = bookings.data ?? [];
  const over = selected !== null && overEstimate(selected, timeline);

  const saveItinerary = (input: ItineraryInput) => {
    const editing = itineraryForm.itinerary;
    if (editing) {
      updateItinerary.mutate(
        { id: editing.id, input, seen: editing },
        {
          onSuccess: () => {
            toast.success(itineraryMessages.updated);
            setItineraryForm((form) => ({ ...form, open: false }));
          },
          onError: (error) => toast.error('Error updating itinerary', errorMessage(error)),
        },
      );
    } else {
      createItinerary.mutate(input, {
        onSuccess: (created) => {
          toast.success(itineraryMessages.created);
          setItineraryForm((form) => ({ ...form, open: false }));
          setSelectedId(created.id);
          setCreations((count) => count + 1);
        },
        onError: (error) => toast.error('Error creating itinerary', errorMessage(error)),
      });
    }
  };

  const removeItinerary = (itinerary: ItineraryDto) =>
    deleteItinerary.mutate(itinerary.id, {
      onSuccess: () => {
        toast.success(itineraryMessages.deleted);
        if (selectedId === itinerary.id) setSelectedId(null);
      },
      onError: (error) => toast.error('Error deleting itinerary', errorMessage(error)),
    });

  const saveBooking = (input: BookingInput) => {
    const editing = bookingForm.booking;
    const close = () => setBookingForm((form) => ({ ...form, open: false }));
    if (editing) {
      const { itineraryId: _itineraryId, ...changes } = input;
      updateBooking.mutate(
        { id: editing.id, input: changes, seen: editing },
        {
          onSuccess: () => {
            toast.success(bookingMessages.updated);
            close();
          },
          onError: (error) => toast.error('Error updating booking', errorMessage(error)),
        },
      );
    } else {
      createBooking.mutate(input, {
        onSuccess: () => {
          toast.success(bookingMessages.created);
          setLastAdded((kept) => ({ ...kept, [input.itineraryId]: defaultsAfter(input) }));
          close();
        },
        onError: (error) => toast.error('Error adding booking', errorMessage(error)),
      });
    }
  };

  const removeBooking = (booking: BookingDto) =>
    deleteBooking.mutate(booking.id, {
      onSuccess: () => toast.success(bookingMessages.deleted),
      onError: (error) => toast.error('Error deleting booking', errorMessage(error)),
    });

  return (
    <section aria-labelledby="itineraries-title">
      <h2 id="itineraries-title">Itinerary Builder</h2>
      <div className="office__builder">
        <Card
          title={
            <h3 id="itinerary-list-title" className="office__card-title">
              Itineraries
            </h3>
          }
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setItineraryForm({ open: true, itinerary: null })}
            >
              New Itinerary
            </Button>
          }
        >
          {list.length > 0 && (
            <div className="office__toolbar">
              <Input.Search
                id="itinerary-search"
                aria-label="Search itineraries"
                placeholder="Client, title or destination"
                allowClear
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                style={{ flex: '1 1 200px' }}
              />
              <Select
                id="itinerary-sort"
                aria-label="Sort itineraries"
                value={sort}
                onChange={setSort}
                options={ITINERARY_SORTS.map((option) => ({ ...option }))}
                style={{ flex: '0 1 240px' }}
              />
            </div>
          )}
          {itineraries.isPending ? (
            <Spin />
          ) : list.length === 0 ? (
            <Empty description="No itineraries yet. Create the first one." />
          ) : shown.length === 0 ? (
            <Empty description="No itineraries match your search." />
          ) : (
            // antd's List puts an aria-label on a plain div, where it names nothing; the
            // region carries the name instead.
            <div role="region" aria-labelledby="itinerary-list-title" className="office__scroll">
              <List
                dataSource={page.items}
                renderItem={(itinerary) => (
                  <List.Item
                    className={itinerary.id === selectedId ? 'office__selected' : undefined}
                    actions={[
                      <Button
                        key="edit"
                        type="text"
                        icon={<EditOutlined aria-hidden />}
                        aria-label={`Edit ${itinerary.title}`}
                        onClick={() => setItineraryForm({ open: true, itinerary })}
                      />,
                      <Popconfirm
                        key="delete"
                        title={`Delete ${itinerary.title}?`}
                        description="Its bookings are deleted too."
                        okText="Delete"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => removeItinerary(itinerary)}
                      >
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={`Delete ${itinerary.title}`}
                        />
                      </Popconfirm>,
                    ]}
                  >
                    <List.Item.Meta
                      title={
                        <button
                          type="button"
                          className="office__link-button"
                          aria-pressed={itinerary.id === selectedId}
                          onClick={() => setSelectedId(itinerary.id)}
                        >
                          {itinerary.title}
                        </button>
                      }
                      description={
                        <>
                          <div>
                            {itinerary.client.firstName} {itinerary.client.lastName}
                          </div>
                          <div>
                            {itinerary.startDate
                              ? `Starts ${formatLongDate(itinerary.startDate)}`
                              : 'Start date not set'}
                          </div>
                          <div>
                            Estimated total{' '}
                            {itinerary.totalCost == null
                              ? 'not set'
                              : formatMoney(itinerary.totalCost, itinerary.currency)}
                          </div>
                          <StatusBadge status={itinerary.status} />
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            </div>
          )}
          {page.pager}
        </Card>
        <Card
          title={<h3 className="office__card-title">{selected ? selected.title : 'Bookings timeline'}</h3>}
          extra={
            selected && (
              <div className="office__toolbar" style={{ marginBottom: 0 }}>
                <Button
                  icon={<CalendarOutlined aria-hidden />}
                  disabled={bookings.isPending}
                  // Written on the device from what the agent sees: offline and unsynced edits too.
                  onClick={() => void downloadCalendar(selected, timeline)}
                >
                  Add to calendar
                </Button>
                <TestimonialRequestButton itinerary={selected} />
                <Button
                  icon={<FileTextOutlined aria-hidden />}
                  disabled={bookings.isPending}
                  onClick={() => setQuoting(quoteFromItinerary(selected, timeline))}
                >
                  Start quote
                </Button>
                <Button
                  type="primary"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => setBookingForm({ open: true, booking: null })}
                >
                  Add Booking
                </Button>
              </div>
            )
          }
        >
          {selected && !bookings.isPending && (
            <p
              style={{ marginTop: 0, fontWeight: 600, color: over ? '#cf1322' : undefined }}
              data-testid="bookings-sum"
            >
              {bookingsSum(selected, timeline)}
              {over && ' (over the estimate)'}
            </p>
          )}
          {!selected ? (
            <Empty description="Select an itinerary to see its bookings." />
          ) : bookings.isPending ? (
            <Spin />
          ) : timeline.length === 0 ? (
            <Empty description="No bookings yet. Add the first booking." />
          ) : (
            <Timeline
              aria-label="Bookings timeline"
              items={timeline.map((booking) => ({
                key: booking.id,
                children: (
                  <div className="office__booking" data-testid="timeline-booking">
                    <strong>{booking.title}</strong> <StatusBadge status={booking.status} />
                    <div className="office__subtext">{summarize(booking)}</div>
                    {describe(booking) && <div>{describe(booking)}</div>}
                    <Button
                      size="small"
                      type="link"
                      aria-label={`Edit booking ${booking.title}`}
                      onClick={() => setBookingForm({ open: true, booking })}
                    >
                      Edit
                    </Button>
                    <Popconfirm
                      title={`Delete ${booking.title}?`}
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => removeBooking(booking)}
                    >
                      <Button size="small" type="link" danger aria-label={`Delete booking ${booking.title}`}>
                        Delete
                      </Button>
                    </Popconfirm>
                  </div>
                ),
              }))}
            />
          )}
        </Card>
      </div>
      <ItineraryFormDialog
        open={itineraryForm.open}
        itinerary={itineraryForm.itinerary}
        pending={createItinerary.isPending || updateItinerary.isPending}
        onCancel={() => setItineraryForm((form) => ({ ...form, open: false }))}
        onSubmit={saveItinerary}
      />
      {selected && (
        <BookingFormDialog
          open={bookingForm.open}
          itineraryId={selected.id}
          booking={bookingForm.booking}
          defaults={lastAdded[selected.id]}
          pending={createBooking.isPending || updateBooking.isPending}
          onCancel={() => setBookingForm((form) => ({ ...form, open: false }))}
          onSubmit={saveBooking}
        />
      )}
      {quoting && (
        <QuoteDialog
          quote={null}
          start={quoting.draft}
          currency={quoting.currency}
          onClose={() => setQuoting(null)}
        />
      )}
    </section>
  );
}
