import { Alert, Button } from 'antd';
import { isNetworkError } from '@pwa/components/OfflinePage';
import { errorMessage, errorStatus } from '@pwa/lib/errorMessage';

interface ServerQueueFailureProps {
  /** "comments", "testimonials", "leads": what could not be read. */
  what: string;
  /** Why the tab needs the server, said when the device is offline. */
  whyOnline: string;
  online: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * What a tab whose data lives only on the server shows when it has none to show: offline, that it
 * needs a connection (the rest of the office works on); otherwise the server's own message, a
 * refusal as a warning, and a way to try again.
 */
export function ServerQueueFailure({
  what,
  whyOnline,
  online,
  error,
  onRetry,
  retrying,
}: ServerQueueFailureProps) {
  const retry = (
    <Button onClick={onRetry} loading={retrying}>
      Retry
    </Button>
  );
  if (!online || isNetworkError(error)) {
    const title = `${what.charAt(0).toUpperCase()}${what.slice(1)} need a connection`;
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={title}
        description={
          <>
            <p className="office__notice-text">
              {whyOnline} Everything else in the office keeps working on this device.
            </p>
            {online && retry}
          </>
        }
      />
    );
  }
  return (
    <Alert
      type={errorStatus(error) === 403 ? 'warning' : 'error'}
      showIcon
      title={`The ${what} could not be loaded`}
      description={
        <>
          <p className="office__notice-text">{errorMessage(error)}</p>
          {retry}
        </>
      }
    />
  );
}
