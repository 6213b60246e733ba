import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lightIcon } from '@pwa/components/icons';
import ExportOutlinedSvg from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { brand } from '@contract/brand';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { transportationBooking } from '@content/serviceDetails';

const ExportOutlined = lightIcon(ExportOutlinedSvg);

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The transport partner's booking form in a frame. A frame that cannot load (an error, or no
 * connection at all) gives way to a link that opens the form in a new tab; the same link sits
 * under a working frame too, because a partner page that refuses to be framed shows the
 * browser's own error inside the frame without telling this page.
 */
export function PartnerBookingFrame() {
  const { form } = transportationBooking;
  const [frameFailed, setFrameFailed] = useState(false);
  const online = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
  const failed = frameFailed || !online;
  const frameRef = useRef<HTMLIFrameElement>(null);

  // React passes no error event for frames, so the frame's own listener reports it.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const giveUp = () => setFrameFailed(true);
    frame.addEventListener('error', giveUp);
    return () => frame.removeEventListener('error', giveUp);
  }, [failed]);

  const openLink = (
    <ExternalLink href={brand.links.transportBookingForm}>
      <ExportOutlined aria-hidden="true" /> {form.openInNewTab}
    </ExternalLink>
  );

  if (failed) {
    return (
      <div className="booking-frame__fallback" role="status">
        <h3>{form.fallbackTitle}</h3>
        <p>{form.fallbackText}</p>
        <p>{openLink}</p>
      </div>
    );
  }
  return (
    <>
      <iframe
        ref={frameRef}
        className="booking-frame"
        src={brand.links.transportBookingForm}
        title={form.frameTitle}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        // The partner's form needs scripts, forms and its payment pop-ups, and nothing more.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      />
      <p className="booking-frame__alternative">Form not showing? {openLink}</p>
    </>
  );
}
