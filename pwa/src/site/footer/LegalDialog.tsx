import { useEffect, useId, useRef } from 'react';
import { lightIcon } from '@pwa/components/icons';
import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { legalNotices } from '@pwa/site/content/legal';
import type { LegalTopic } from '@pwa/site/content/legalTopics';

const CloseOutlined = lightIcon(CloseOutlinedSvg);

interface Props {
  topic: LegalTopic;
  /** Called once the dialog has closed (close button, Escape or a click on the backdrop). */
  onClose: () => void;
}

/**
 * A footer policy in the browser's own modal dialog: it traps focus, closes on Escape and
 * keeps the page behind it inert, with no dialog library. Its own chunk: few visitors open it.
 */
export function LegalDialog({ topic, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const notice = legalNotices[topic];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    // Browsers without modal dialogs (and test DOMs) still show it, just not as a modal.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  const close = () => {
    const dialog = dialogRef.current;
    // close() fires the dialog's close event, which reports back through onClose.
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="legal-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="legal-dialog__panel">
        <header className="legal-dialog__header">
          <h2 id={titleId}>{notice.title}</h2>
          <button type="button" className="legal-dialog__close" onClick={close}>
            <CloseOutlined aria-hidden="true" /> Close
          </button>
        </header>
        <div className="legal-dialog__body" tabIndex={0} aria-label={`${notice.title} text`}>
          <p className="legal-dialog__updated">Last updated: {notice.updated}</p>
          <p>{notice.intro}</p>
          {notice.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </dialog>
  );
}
