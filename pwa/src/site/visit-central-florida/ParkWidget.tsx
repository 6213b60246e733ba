import { useState } from 'react';
import {
  DEFAULT_PARK_IDS,
  themeParkMessages,
  type LiveParkResponse,
  type ParkId,
} from '@contract/themeParks';
import { QueryIsland } from '@pwa/lib/QueryIsland';
import { ParkPanel } from './ParkPanel';
import { ParkTabs } from './ParkTabs';
import { ParkWidgetSkeleton } from './ParkWidgetSkeleton';
import { formatUpdatedAt } from './parkTimes';
import { useLiveParks } from './useLiveParks';

interface Props {
  /** Magic Kingdom and EPCOT when none are given. */
  parkIds?: readonly ParkId[];
}

/**
 * The live theme-park widget: its loading view,
 * its error view with a way to try again, or the parks, one directly or several as tabs.
 */
export function ParkWidget(props: Props) {
  return (
    <QueryIsland>
      <LiveParkWidget {...props} />
    </QueryIsland>
  );
}

function LiveParkWidget({ parkIds = DEFAULT_PARK_IDS }: Props) {
  const { data, isError, isFetching, refetch } = useLiveParks(parkIds);
  // A failed refresh keeps what was shown: only a failure with nothing to show is the error
  // view, and trying again shows the loading view until the answer.
  if (data) return <LoadedParks response={data} />;
  if (isError && !isFetching) return <ParkWidgetError onRetry={() => void refetch()} />;
  return <ParkWidgetSkeleton parkCount={parkIds.length} />;
}

function ParkWidgetError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="park-widget park-widget--error">
      <div role="alert">
        <h3 className="park-widget__error-title">{themeParkMessages.errorTitle}</h3>
        <p>{themeParkMessages.errorText}</p>
      </div>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function LoadedParks({ response }: { response: LiveParkResponse }) {
  const { parks } = response;
  const [chosen, setChosen] = useState<string>(parks[0].park.id);
  // The answer may no longer hold the chosen park (it had no copy at the last refresh).
  const active = parks.find((entry) => entry.park.id === chosen) ?? parks[0];
  const timeZone = parks[0].park.timezone;
  return (
    <div className="park-widget">
      {parks.length > 1 ? (
        <ParkTabs
          tabs={parks.map(({ park }) => ({ id: park.id, label: park.shortName }))}
          active={active.park.id}
          onSelect={setChosen}
        >
          <ParkPanel entry={active} />
        </ParkTabs>
      ) : (
        <div className="park-panel" role="group" aria-label={active.park.name} tabIndex={0}>
          <ParkPanel entry={active} />
        </div>
      )}
      <p className="park-widget__foot">
        <span>
          Last updated{' '}
          <time dateTime={response.lastUpdated}>{formatUpdatedAt(response.lastUpdated, timeZone)}</time>
        </span>
        {response.unavailableParkIds.length > 0 && (
          <span className="park-widget__note">Some parks could not be loaded right now.</span>
        )}
      </p>
    </div>
  );
}
