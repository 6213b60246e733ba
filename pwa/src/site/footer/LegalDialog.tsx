import { Modal } from 'antd';
import { legalNotices, type LegalTopic } from '@pwa/site/content/legal';

interface Props {
  topic: LegalTopic | null;
  onClose: () => void;
}

/** The notice behind a footer button, in a modal (its own chunk: few visitors open it). */
export function LegalDialog({ topic, onClose }: Props) {
  const notice = topic ? legalNotices[topic] : null;
  return (
    <Modal
      open={notice !== null}
      title={notice?.title}
      onCancel={onClose}
      onOk={onClose}
      okText="Close"
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {notice?.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Modal>
  );
}
