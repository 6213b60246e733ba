/** What the header shows while the session is checked (and before its code has arrived). */
export function SessionPlaceholder() {
  return (
    <span className="session-placeholder" role="status" aria-label="Checking your session">
      <span className="session-placeholder__bar" />
    </span>
  );
}
