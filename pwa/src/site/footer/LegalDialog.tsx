import { useId } from 'react';
import { useModalDialog } from '@pwa/components/useModalDialog';
import { lightIcon } from '@pwa/components/icons';
import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { legalNotices } from '@content/legal';
import type { LegalTopic } from '@content/legalTopics';

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
  const titleId = useId();
  const notice = legalNotices[topic];
  const { dialogProps, close } = useModalDialog(onClose);

  return (
    <dialog {...dialogProps} className="legal-dialog" aria-labelledby={titleId}>
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
