const LINES = [0, 1, 2, 3, 4, 5];

/**
 * The widget while its data is on its way: the server's HTML, the browser's first render and
 * the wait for the answer all draw this, in the widget's final size, so nothing below it moves.
 */
export function ParkWidgetSkeleton({ parkCount }: { parkCount: number }) {
  return (
    <div className="park-widget park-widget--loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading live park information
      </p>
      {parkCount > 1 && (
        <div className="park-tabs" aria-hidden="true">
          {Array.from({ length: parkCount }, (_, index) => (
            <span key={index} className="park-tabs__tab park-tabs__tab--skeleton">
              <span className="park-bone" />
            </span>
          ))}
        </div>
      )}
      <div className="park-panel" aria-hidden="true">
        <div className="park-panel__head">
          <div className="park-bone park-bone--title" />
          <div className="park-bone park-bone--short" />
        </div>
        {LINES.map((line) => (
          <div key={line} className="park-item park-item--skeleton">
            <div className="park-bone" />
            <div className="park-bone park-bone--short" />
          </div>
        ))}
      </div>
      <div className="park-widget__foot" aria-hidden="true">
        <div className="park-bone park-bone--short" />
      </div>
    </div>
  );
}
