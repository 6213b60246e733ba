/**
 * Shown while a page's code chunk or a guarded page's session check is on its way. Plain CSS
 * rather than antd's Spin: it is in the first download of every visit.
 */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
