import { useId } from 'react';
import { lightIcon } from '@pwa/components/icons';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { formatLongDate } from '@contract/dateFormat';
import { formatClockTime, formatDuration, type Airport, type FlightLeg } from '@content/bookingSamples';

const ClockCircleOutlined = lightIcon(ClockCircleOutlinedSvg);

interface Props {
  label: 'Outbound' | 'Return';
  leg: FlightLeg;
  flightNumber: string;
  /** The searched day of this leg, when the visitor gave one. */
  date: string | null;
}

/** One leg of a flight: when and where it leaves and lands, from which terminals, and for how long. */
export function FlightLegCard({ label, leg, flightNumber, date }: Props) {
  const titleId = useId();
  return (
    <article className="flight-leg" aria-labelledby={titleId}>
      <header className="flight-leg__head">
        <h3 id={titleId}>{label}</h3>
        <p>
          {flightNumber}
          {date && ` · ${formatLongDate(date)}`}
        </p>
      </header>
      <div className="flight-leg__route">
        <LegStop kind="Departs" time={leg.departTime} airport={leg.from} terminal={leg.terminal.departure} />
        <p className="flight-leg__duration">
          <span>
            <ClockCircleOutlined aria-hidden="true" /> Duration {formatDuration(leg.durationMinutes)}
          </span>
          <span className="flight-leg__stops">Nonstop</span>
        </p>
        <LegStop kind="Arrives" time={leg.arriveTime} airport={leg.to} terminal={leg.terminal.arrival} />
      </div>
    </article>
  );
}

interface StopProps {
  kind: 'Departs' | 'Arrives';
  time: string;
  airport: Airport;
  terminal: string;
}

function LegStop({ kind, time, airport, terminal }: StopProps) {
  return (
    <div className="flight-leg__stop">
      <p className="flight-leg__kind">{kind}</p>
      <p className="flight-leg__time">{formatClockTime(time)}</p>
      <p className="flight-leg__place">
        {airport.city} ({airport.code})
      </p>
      <p>{airport.name}</p>
      <p>{terminal}</p>
    </div>
  );
}
