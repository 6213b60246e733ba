import {
  statusLabel,
  waitTimeColour,
  type LiveAttraction,
  type LivePark,
  type LiveParkEntry,
  type LiveShow,
} from '@contract/themeParks';
import { formatParkHours, formatParkTime } from './parkTimes';

/** The look of a status: the four known ones have their own; any other is shown plainly. */
function statusTone(status: string): string {
  return (
    { OPERATING: 'open', DOWN: 'down', CLOSED: 'closed', REFURBISHMENT: 'refurbishment' }[status] ?? 'other'
  );
}

function Status({ status }: { status: string }) {
  return <span className={`park-status park-status--${statusTone(status)}`}>{statusLabel(status)}</span>;
}

/** The wait as text (never by colour alone), coloured by the wait-time thresholds. */
function WaitTime({ minutes }: { minutes: number | null }) {
  const colour = waitTimeColour(minutes);
  return (
    <span className={`wait-time wait-time--${colour}`} data-colour={colour}>
      <span className="visually-hidden">Wait time: </span>
      {minutes === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">none posted</span>
        </>
      ) : (
        `${minutes} min`
      )}
    </span>
  );
}

function Attraction({ attraction, queueSkipName }: { attraction: LiveAttraction; queueSkipName: string }) {
  return (
    <li className="park-item">
      <div className="park-item__what">
        <span className="park-item__name">{attraction.name}</span>
        {attraction.area && <span className="park-item__area">{attraction.area}</span>}
      </div>
      <div className="park-item__facts">
        <Status status={attraction.status} />
        {attraction.fastPassAvailable && <span className="queue-skip">{queueSkipName} available</span>}
      </div>
      <div className="park-item__figure">
        <WaitTime minutes={attraction.waitTime} />
      </div>
    </li>
  );
}

function ParkTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  return (
    <time className="park-time" dateTime={iso}>
      {formatParkTime(iso, timeZone)}
    </time>
  );
}

/**
 * A show's times: the hours it is open when it runs continuously (a meet-and-greet), its
 * performances still to come, or that none are left today.
 */
function ShowTimes({ show, timeZone }: { show: LiveShow; timeZone: string }) {
  const { hours } = show;
  const open = hours?.openTime && hours.closeTime ? { from: hours.openTime, to: hours.closeTime } : null;
  return (
    <>
      {open && (
        <span className="park-item__times">
          Open <ParkTime iso={open.from} timeZone={timeZone} /> –{' '}
          <ParkTime iso={open.to} timeZone={timeZone} />
        </span>
      )}
      {show.showtimes.length > 0 ? (
        <span className="park-item__times">
          Showtimes:{' '}
          {show.showtimes.map((time, index) => (
            <span key={time}>
              {index > 0 && ', '}
              <ParkTime iso={time} timeZone={timeZone} />
            </span>
          ))}
        </span>
      ) : (
        !open && <span className="park-item__times">No more showtimes today</span>
      )}
    </>
  );
}

function Show({ show, timeZone }: { show: LiveShow; timeZone: string }) {
  return (
    <li className="park-item">
      <div className="park-item__what">
        <span className="park-item__name">{show.name}</span>
        {show.area && <span className="park-item__area">{show.area}</span>}
        <ShowTimes show={show} timeZone={timeZone} />
      </div>
      <div className="park-item__facts">
        <Status status={show.status} />
      </div>
      <div className="park-item__figure">
        {show.duration !== null && (
          <span className="show-duration">
            <span className="visually-hidden">Duration: </span>
            {show.duration} min
          </span>
        )}
      </div>
    </li>
  );
}

function ParkHead({ park }: { park: LivePark }) {
  return (
    <div className="park-panel__head">
      <h3 className="park-panel__name">{park.name}</h3>
      <p className="park-panel__meta">
        <Status status={park.status} />
        <span className="park-panel__hours">
          <span className="park-panel__label">Hours:</span> {formatParkHours(park.hours, park.timezone)}
        </span>
      </p>
    </div>
  );
}

/** One park: its name, status and hours, then its attractions and its shows. */
export function ParkPanel({ entry }: { entry: LiveParkEntry }) {
  const { park, attractions, shows } = entry;
  return (
    <>
      <ParkHead park={park} />
      <h4 className="park-panel__list-title">Attractions</h4>
      {attractions.length > 0 ? (
        <ul className="park-list">
          {attractions.map((attraction) => (
            <Attraction key={attraction.id} attraction={attraction} queueSkipName={park.queueSkipName} />
          ))}
        </ul>
      ) : (
        <p className="park-panel__empty">No attractions to show.</p>
      )}
      <h4 className="park-panel__list-title">Shows</h4>
      {shows.length > 0 ? (
        <ul className="park-list">
          {shows.map((show) => (
            <Show key={show.id} show={show} timeZone={park.timezone} />
          ))}
        </ul>
      ) : (
        <p className="park-panel__empty">No shows to show.</p>
      )}
    </>
  );
}
