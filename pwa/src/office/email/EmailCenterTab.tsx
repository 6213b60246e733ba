import {
  DeleteOutlined,
  EditOutlined,
  PaperClipOutlined,
  RedoOutlined,
  RollbackOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { Alert, Badge, Button, Empty, Input, Modal, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { EMAIL_FOLDERS, isEditableEmail, type EmailFolder } from '@contract/emails';
import { formatLongDate } from '@contract/dates';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { toast } from '@pwa/components/toast';
import { LoadingStatus } from '@pwa/components/LoadingStatus';
import { errorMessage } from '@pwa/lib/errorMessage';
import type { LocalRecord } from '@pwa/offline/db';
import { AssignEmail } from './AssignEmail';
import { ComposeDialog, EMPTY_COMPOSE, type ComposeValues } from './ComposeDialog';
import {
  useAddressNames,
  useClientName,
  useDeleteEmail,
  useEmailClients,
  useEmailCounts,
  useEmails,
  useMarkEmailRead,
  useToggleEmailStar,
  type ListedEmail as Email,
} from './api';
import {
  NOT_DELIVERED_HELP,
  correspondentLabel,
  correspondentOf,
  emailStatusLabel,
  firstAddress,
  formatFileSize,
  preview,
  replySubject,
} from './format';
import { usePaged } from '../shared/paging';
import './emailCenter.css';

const FOLDER_LABELS: Record<EmailFolder, string> = {
  inbox: 'Inbox',
  sent: 'Sent',
  drafts: 'Drafts',
  starred: 'Starred',
};

/** The client filter's first choice: no client id is "" (every e-mail, the default). */
const ALL_CLIENTS = '';

const PRIORITY_COLOURS = { low: 'default', normal: 'blue', high: 'red' } as const;

/** The search box's text, applied once typing pauses. */
function useDebounced(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The row's other side by name, the bare address beside it in lighter type. */
function Correspondent({
  who,
  nameOf,
}: {
  who: ReturnType<typeof correspondentOf>;
  nameOf: (address: string) => string | undefined;
}) {
  const { name, address, more } = correspondentLabel(who, nameOf);
  return (
    <span className="email-row__who" title={who.header || undefined}>
      {who.outgoing ? 'To: ' : ''}
      {name ?? address}
      {name && <span className="email-row__address"> {address}</span>}
      {more > 0 && <span className="email-row__address"> +{more} more</span>}
    </span>
  );
}

const when = (email: Email) => formatLongDate(email.sentAt ?? email.createdAt);

/** Sent on this device, not yet handed to the server: it goes out on the next sync. */
function WaitingTag({ email }: { email: Email }) {
  return email.waitingToSend ? <Tag color="gold">Waiting to send</Tag> : null;
}

/** Sent, but the mail service gave up on it. */
function NotDeliveredTag({ email }: { email: Email }) {
  return email.status === 'failed' ? <Tag color="red">{emailStatusLabel(email.status)}</Tag> : null;
}

/** Received for the agency and not yet handed to an agent. */
function UnassignedTag({ email }: { email: Email }) {
  return email.received && !email.agentId ? <Tag color="purple">Agency inbox: unassigned</Tag> : null;
}

interface ReadingPaneProps {
  email: Email;
  /** Whether the server lets this user hand the received e-mail to an agent (admins do). */
  canAssign: boolean;
  onStar: (email: Email) => void;
  onReply: (email: Email) => void;
  onEditDraft: (email: Email) => void;
  onSendAgain: (email: Email) => void;
  onDelete: (email: Email) => void;
}

function ReadingPane({
  email,
  canAssign,
  onStar,
  onReply,
  onEditDraft,
  onSendAgain,
  onDelete,
}: ReadingPaneProps) {
  return (
    <article className="email-pane" aria-labelledby="email-pane-subject">
      {canAssign && email.received && <AssignEmail key={email.id} email={email} />}
      {email.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={emailStatusLabel(email.status)}
          description={NOT_DELIVERED_HELP}
          action={
            <Button size="small" icon={<RedoOutlined aria-hidden />} onClick={() => onSendAgain(email)}>
              Send again
            </Button>
          }
        />
      )}
      <div className="email-pane__actions">
        <Button
          icon={email.isStarred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
          onClick={() => onStar(email)}
          aria-pressed={email.isStarred}
        >
          {email.isStarred ? 'Unstar' : 'Star'}
        </Button>
        {isEditableEmail(email) ? (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => onEditDraft(email)}>
            Edit draft
          </Button>
        ) : (
          <Button icon={<RollbackOutlined aria-hidden />} onClick={() => onReply(email)}>
            Reply
          </Button>
        )}
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(email)}>
          Delete
        </Button>
      </div>
      <h3 id="email-pane-subject">{email.subject || '(no subject)'}</h3>
      <p style={{ margin: '0 0 8px', display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {email.status === 'failed' ? (
          <NotDeliveredTag email={email} />
        ) : (
          <StatusBadge status={email.status} />
        )}
        <WaitingTag email={email} />
        <UnassignedTag email={email} />
        <Tag color={PRIORITY_COLOURS[email.priority]}>
          {email.priority.charAt(0).toUpperCase() + email.priority.slice(1)} priority
        </Tag>
      </p>
      <dl className="email-pane__meta">
        <dt>From</dt>
        <dd>{email.from}</dd>
        <dt>To</dt>
        <dd>{email.to || '(no recipient)'}</dd>
        {email.cc && (
          <>
            <dt>Cc</dt>
            <dd>{email.cc}</dd>
          </>
        )}
        {email.bcc && (
          <>
            <dt>Bcc</dt>
            <dd>{email.bcc}</dd>
          </>
        )}
        {email.clientName && (
          <>
            <dt>Client</dt>
            <dd>{email.clientName}</dd>
          </>
        )}
        <dt>Date</dt>
        <dd>{when(email)}</dd>
      </dl>
      <div className="email-pane__body">{email.body}</div>
      {email.attachments.length > 0 && (
        <section aria-label="Attachments" style={{ marginTop: 16 }}>
          <h4 style={{ margin: '0 0 4px' }}>Attachments</h4>
          <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {email.attachments.map((attachment) => (
              <li key={attachment.id}>
                <PaperClipOutlined aria-hidden /> {attachment.name} ({formatFileSize(attachment.size)})
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The compose form's values of a stored e-mail (a draft to go on with, or one to send again). */
function composeValuesOf(email: Email) {
  return {
    to: email.to,
    cc: email.cc ?? '',
    bcc: email.bcc ?? '',
    subject: email.subject,
    body: email.body,
    priority: email.priority,
    template: email.template ?? undefined,
    clientId: email.clientId ?? undefined,
    relatedQuoteId: email.relatedQuoteId ?? undefined,
    relatedItineraryId: email.relatedItineraryId ?? undefined,
  };
}

/** The Email Center of the Agent Office. */
export function EmailCenterTab() {
  const { user } = useCurrentUser();
  const [folder, setFolder] = useState<EmailFolder>('inbox');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const [clientId, setClientId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [compose, setCompose] = useState<ComposeValues | null>(null);
  const [modal, modalHolder] = Modal.useModal();

  const emails = useEmails({ folder, search, clientId });
  const counts = useEmailCounts();
  // Thousands of clients are read for the client filter only once it is opened.
  const [clientsWanted, setClientsWanted] = useState(false);
  const clients = useEmailClients(clientsWanted);
  const markRead = useMarkEmailRead();
  const toggleStar = useToggleEmailStar();
  const remove = useDeleteEmail();

  const listed = emails.data?.find((email) => email.id === selectedId) ?? null;
  const page = usePaged(emails.data ?? [], {
    resetKey: `${folder}\n${search}\n${clientId ?? ''}`,
    label: 'Email pages',
  });
  const shownCorrespondents = page.items.map((email) => correspondentOf(email, folder, user?.email));
  const addressNames = useAddressNames(
    shownCorrespondents.map(({ header }) => firstAddress(header)).filter(Boolean),
  );
  const client = useClientName(listed?.clientId ?? null);
  // The reading pane opens once its client's name is known, so it never shows without it.
  const selected = listed && client ? { ...listed, clientName: client.name } : null;

  const open = (email: Email) => {
    setSelectedId(email.id);
    if (!email.isRead) markRead.mutate(email.id);
  };

  const star = (email: Email) =>
    toggleStar.mutate(email.id, {
      onError: (error) => toast.error('Failed to update email', errorMessage(error)),
    });

  const reply = (email: Email) => {
    // Received mail may name its sender ("Jordan Ellis <jordan@...>"): the form takes the address.
    const sender = firstAddress(email.from);
    const incoming = sender.toLowerCase() !== user?.email.toLowerCase();
    setCompose({
      ...EMPTY_COMPOSE,
      to: incoming ? sender : firstAddress(email.to),
      subject: replySubject(email.subject),
      clientId: email.clientId ?? undefined,
    });
  };

  // The draft as the device shows it now is what the dialog opens with, and saves over.
  const editDraft = (email: Email) => {
    const opened = emails.data?.find((listed) => listed.id === email.id) ?? selected;
    setCompose({
      id: email.id,
      ...composeValuesOf(email),
      opened: opened?.id === email.id ? (opened as unknown as LocalRecord) : undefined,
    });
  };

  /** A new e-mail with what could not be delivered, to check and send again. */
  const sendAgain = (email: Email) => setCompose({ ...EMPTY_COMPOSE, ...composeValuesOf(email) });

  const confirmDelete = (email: Email) =>
    modal.confirm({
      title: 'Delete email',
      content: 'Are you sure you want to delete this email?',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(email.id).then(
          () => {
            toast.success('Email deleted successfully!');
            setSelectedId(null);
          },
          (error: unknown) => toast.error('Failed to delete email', errorMessage(error)),
        ),
    });

  const chooseFolder = (next: EmailFolder) => {
    setFolder(next);
    setSelectedId(null);
  };

  return (
    <section aria-labelledby="email-center-title" className="office__panel">
      {modalHolder}
      <div className="email-center__head">
        <h2 id="email-center-title">Email Center</h2>
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setCompose(EMPTY_COMPOSE)}>
          Compose
        </Button>
      </div>
      <div className="email-center__layout">
        <nav aria-label="Email folders" className="email-center__folders">
          {EMAIL_FOLDERS.map((name) => (
            <Button
              key={name}
              type={folder === name ? 'primary' : 'text'}
              aria-current={folder === name ? 'true' : undefined}
              onClick={() => chooseFolder(name)}
            >
              <span>{FOLDER_LABELS[name]}</span>
              {/* No number until the device has counted: a "0" while loading would be untrue. */}
              {counts.data && (
                <Badge
                  count={counts.data[name]}
                  showZero
                  overflowCount={999}
                  color={folder === name ? '#fff' : '#8c8c8c'}
                  style={folder === name ? { color: '#1f2937' } : undefined}
                />
              )}
            </Button>
          ))}
        </nav>
        <div>
          <div className="email-center__filters">
            <Input.Search
              aria-label="Search emails"
              placeholder="Search emails"
              allowClear
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <Select
              aria-label="Filter by client"
              showSearch={{ optionFilterProp: 'label' }}
              value={clientId ?? ALL_CLIENTS}
              onOpenChange={(open) => open && setClientsWanted(true)}
              loading={clientsWanted && clients.isPending}
              onChange={(value: string) => {
                setClientId(value === ALL_CLIENTS ? null : value);
                setSelectedId(null);
              }}
              options={[
                { value: ALL_CLIENTS, label: 'All clients' },
                ...(clients.data ?? []).map((client) => ({
                  value: client.id,
                  label: `${client.firstName} ${client.lastName}`,
                })),
              ]}
            />
          </div>
          {emails.isPending ? (
            <LoadingStatus label="Loading emails" />
          ) : emails.data.length === 0 ? (
            <Empty
              description={
                search || clientId ? 'No emails match your search.' : `No emails in ${FOLDER_LABELS[folder]}.`
              }
            />
          ) : (
            <ul className="email-center__list" aria-label={`${FOLDER_LABELS[folder]} emails`}>
              {page.items.map((email, index) => (
                <li
                  key={email.id}
                  className={[
                    'email-row',
                    email.isRead ? '' : 'email-row--unread',
                    email.id === selectedId ? 'email-row--selected' : '',
                  ].join(' ')}
                >
                  <Button
                    type="text"
                    size="small"
                    className="email-row__star"
                    aria-label={email.isStarred ? `Unstar ${email.subject}` : `Star ${email.subject}`}
                    aria-pressed={email.isStarred}
                    icon={
                      email.isStarred ? (
                        <StarFilled aria-hidden style={{ color: '#faad14' }} />
                      ) : (
                        <StarOutlined aria-hidden />
                      )
                    }
                    onClick={() => star(email)}
                  />
                  <button
                    type="button"
                    className="email-row__open"
                    aria-current={email.id === selectedId ? 'true' : undefined}
                    onClick={() => open(email)}
                  >
                    <span className="email-row__line">
                      <Correspondent
                        who={shownCorrespondents[index]}
                        nameOf={(address) => addressNames.get(address)}
                      />
                      <span className="email-row__date">{when(email)}</span>
                    </span>
                    <span className="email-row__subject">
                      {email.isRead ? '' : <span className="visually-hidden">Unread: </span>}
                      {email.subject || '(no subject)'}
                    </span>
                    {(email.waitingToSend ||
                      email.status === 'failed' ||
                      (email.received && !email.agentId)) && (
                      <span>
                        <WaitingTag email={email} />
                        <NotDeliveredTag email={email} />
                        <UnassignedTag email={email} />
                      </span>
                    )}
                    <span className="email-row__preview">{preview(email.body)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {page.pager}
        </div>
        {selected ? (
          <ReadingPane
            email={selected}
            canAssign={selected.abilities?.assign === true}
            onStar={star}
            onReply={reply}
            onEditDraft={editDraft}
            onSendAgain={sendAgain}
            onDelete={confirmDelete}
          />
        ) : (
          <div className="email-pane">
            <Empty description="Select an email to read it." />
          </div>
        )}
      </div>
      <ComposeDialog initial={compose} onClose={() => setCompose(null)} />
    </section>
  );
}
