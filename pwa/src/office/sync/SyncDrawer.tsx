import { useState } from 'react';
import { Button, Drawer, Empty, Input, InputNumber, Popconfirm, Switch, Tag } from 'antd';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import type { SyncEntity } from '@contract/sync';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import type { ConflictEntry, OutboxEntry } from '@pwa/offline/db';
import { useLive } from '@pwa/offline/hooks';
import { ENTITY_NOUNS, recordLabel } from '@pwa/offline/labels';
import { fieldLabel, formatValue, isMoneyField } from './format';
import { parentNoun, readParentLinks, type ParentLink } from './parents';
import { ParentSelect } from './ParentSelect';
import {
  acceptDeletion,
  deleteAnyway,
  discardRefused,
  keepMine,
  keepRecord,
  keepTheirs,
  recreateDeleted,
  recreateWithParents,
  restoreParentsAndRetry,
  retryRefused,
  waitingBehind,
} from '@pwa/offline/resolve';
import './sync.css';

export type SyncDrawerSection = 'conflicts' | 'refused';

/** "A client" -> "Client": the kind of record as a tag. */
function kindOf(entity: SyncEntity): string {
  return ENTITY_NOUNS[entity].replace(/^An? /, '').replace(/^./, (first) => first.toUpperCase());
}

async function attempt(work: () => Promise<unknown>, success?: [string, string]) {
  try {
    await work();
    if (success) toast.success(...success);
  } catch (error) {
    toast.error('Your choice could not be saved', errorMessage(error));
  }
}

type Run = (work: () => Promise<unknown>, success?: [string, string]) => void;

/** "client Marie Auguste and its quote Pitons week": the missing parents, inside a sentence. */
function parentNames(links: ParentLink[]): string {
  return links
    .map((link) => [parentNoun(link.entity), link.label].filter(Boolean).join(' '))
    .join(' and its ');
}

function parentNouns(links: ParentLink[]): string {
  return [...new Set(links.map((link) => parentNoun(link.entity)))].join(' and ');
}

const RECREATED: [string, string] = ['Record restored', 'It will be sent with the next sync.'];

/**
 * A record deleted elsewhere. Keep mine restores it under its own id, with what was deleted
 * along with it. When its parent went with it (a client deleted with its itineraries), the
 * record comes back only under a live parent: the agent restores the parent too (with all it
 * took), or chooses another parent by name.
 */
function DeletedChoice({
  conflict,
  parents,
  busy,
  run,
}: {
  conflict: ConflictEntry;
  parents: ParentLink[];
  busy: boolean;
  run: Run;
}) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const missing = parents.filter((link) => link.missing);
  const keepTheirsButton = (
    <Button size="small" disabled={busy} onClick={() => run(() => acceptDeletion(conflict))}>
      Keep theirs
    </Button>
  );
  if (missing.length === 0) {
    return (
      <>
        <p>
          You changed this record, but it was deleted on another device. Keep theirs accepts the deletion;
          Keep mine restores it with your changes, and with everything deleted along with it.
        </p>
        <div className="sync-card__actions">
          <Button
            size="small"
            type="primary"
            disabled={busy}
            onClick={() => run(() => recreateDeleted(conflict), RECREATED)}
          >
            Keep mine
          </Button>
          {keepTheirsButton}
        </div>
      </>
    );
  }

  const nouns = parentNouns(missing);
  const restorable = missing.every((link) => link.copy);
  const allChosen = missing.every((link) => chosen[link.field]);
  return (
    <>
      <p>
        You changed this record, but it was deleted on another device, and so was its {parentNames(missing)}.
        Keep theirs accepts the deletion. To keep your changes,{' '}
        {restorable ? `restore the ${nouns} too, or ` : ''}
        choose another {nouns} for this record.
      </p>
      <div className="sync-card__actions">
        {restorable && (
          <Button
            size="small"
            type="primary"
            disabled={busy}
            onClick={() =>
              run(
                () => recreateWithParents(conflict),
                ['Records restored', 'They will be sent with the next sync.'],
              )
            }
          >
            Keep mine and restore the {nouns}
          </Button>
        )}
        {keepTheirsButton}
      </div>
      <div className="sync-card__fields">
        {missing.map((link) => {
          const id = `${conflict.id}-${link.field}-other`;
          return (
            <div key={link.field} className="sync-card__field">
              <label htmlFor={id}>Another {parentNoun(link.entity)}</label>
              <ParentSelect
                id={id}
                link={link}
                value={chosen[link.field] ?? null}
                disabled={busy}
                onChange={(parentId) => setChosen((current) => ({ ...current, [link.field]: parentId }))}
              />
            </div>
          );
        })}
      </div>
      <div className="sync-card__actions">
        <Button
          size="small"
          disabled={busy || !allChosen}
          onClick={() => run(() => recreateDeleted(conflict, undefined, chosen), RECREATED)}
        >
          Keep mine under the chosen {nouns}
        </Button>
      </div>
    </>
  );
}

function ConflictCard({ conflict, parents }: { conflict: ConflictEntry; parents: ParentLink[] }) {
  const [busy, setBusy] = useState(false);
  const run: Run = (work, success) => {
    setBusy(true);
    void attempt(work, success).finally(() => setBusy(false));
  };
  const titleId = `conflict-${conflict.id}`;

  return (
    <article className="sync-card" aria-labelledby={titleId}>
      <header className="sync-card__head">
        <h3 id={titleId}>{conflict.label}</h3>
        <Tag>{kindOf(conflict.entity)}</Tag>
      </header>
      {conflict.kind === 'fields' && (
        <>
          <p>This record was also changed on another device. Choose which value to keep for each field.</p>
          {conflict.conflicts.length === 0 ? (
            <Button size="small" disabled={busy} onClick={() => run(() => keepRecord(conflict))}>
              Dismiss
            </Button>
          ) : (
            <div className="sync-card__table-wrap">
              <table className="sync-card__table">
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Before</th>
                    <th scope="col">Mine</th>
                    <th scope="col">Theirs</th>
                    <th scope="col">
                      <span className="sr-only">Choice</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {conflict.conflicts.map((item) => {
                    const label = fieldLabel(item.field);
                    return (
                      <tr key={item.field}>
                        <th scope="row">{label}</th>
                        <td>{formatValue(item.field, item.base)}</td>
                        <td>{formatValue(item.field, item.mine)}</td>
                        <td>{formatValue(item.field, item.theirs)}</td>
                        <td className="sync-card__actions">
                          <Button
                            size="small"
                            type="primary"
                            disabled={busy}
                            aria-label={`Keep mine: ${label}`}
                            onClick={() => run(() => keepMine(conflict, item.field))}
                          >
                            Keep mine
                          </Button>
                          <Button
                            size="small"
                            disabled={busy}
                            aria-label={`Keep theirs: ${label}`}
                            onClick={() => run(() => keepTheirs(conflict, item.field))}
                          >
                            Keep theirs
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {conflict.kind === 'deleted' && (
        <DeletedChoice conflict={conflict} parents={parents} busy={busy} run={run} />
      )}
      {conflict.kind === 'changedSinceDelete' && (
        <>
          <p>
            You deleted this record, but it was changed on another device after that. It is back here for now.
          </p>
          <div className="sync-card__actions">
            <Button size="small" danger disabled={busy} onClick={() => run(() => deleteAnyway(conflict))}>
              Delete anyway
            </Button>
            <Button size="small" disabled={busy} onClick={() => run(() => keepRecord(conflict))}>
              Keep it
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

type EditKind = 'boolean' | 'money' | 'number' | 'text' | 'list' | 'fixed' | 'parent';
type EditValue = string | number | boolean | null;

function editKind(field: string, value: unknown): EditKind {
  if (typeof value === 'boolean') return 'boolean';
  if (isMoneyField(field) && (typeof value === 'number' || value === null)) return 'money';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' || value === null || value === undefined) return 'text';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
    return 'list';
  return 'fixed';
}

function toEditValue(kind: EditKind, value: unknown): EditValue {
  if (kind === 'money') return typeof value === 'number' ? fromMinorUnits(value) : null;
  if (kind === 'list') return (value as unknown[]).join(', ');
  if (kind === 'text') return typeof value === 'string' ? value : '';
  if (kind === 'boolean' || kind === 'number') return value as EditValue;
  if (kind === 'parent') return typeof value === 'string' && value ? value : null;
  return null;
}

function fromEditValue(kind: EditKind, edited: EditValue, original: unknown): unknown {
  switch (kind) {
    case 'money':
      return typeof edited === 'number' ? toMinorUnits(edited) : null;
    case 'number':
      return typeof edited === 'number' ? edited : null;
    case 'boolean':
      return Boolean(edited);
    case 'parent':
      return edited;
    case 'list': {
      const items = String(edited ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const numeric =
        (original as unknown[]).length > 0 &&
        (original as unknown[]).every((item) => typeof item === 'number');
      return numeric ? items.map(Number) : items;
    }
    case 'text':
      // An emptied field the server had no value for stays empty (null), not "".
      return edited === '' && (original === null || original === undefined) ? null : edited;
    default:
      return original;
  }
}

interface LabelledEntry {
  entry: OutboxEntry;
  label: string;
}

interface RefusedItem extends LabelledEntry {
  /** A refused creation: the changes held back until it is retried or discarded. */
  waiting: LabelledEntry[] | null;
  /** The parents the change names (its client, its itinerary...), chosen by name. */
  parents: ParentLink[];
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** The changes that wait for a refused new record: made to it or under it, not sent meanwhile. */
function WaitingList({ id, waiting }: { id: string; waiting: LabelledEntry[] }) {
  return (
    <div className="sync-card__waiting">
      <p id={id}>
        {plural(waiting.length, 'change waits', 'changes wait')} behind this one. They are sent once it is
        accepted, or discarded with it.
      </p>
      <ul aria-labelledby={id}>
        {waiting.map(({ entry, label }) => (
          <li key={entry.id}>
            <Tag>{kindOf(entry.entity)}</Tag>
            {label}
            {entry.op === 'delete' && <Tag color="red">Deletion</Tag>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function discardDescription(waiting: LabelledEntry[] | null): string {
  if (!waiting) return "The record goes back to the server's copy.";
  if (waiting.length === 0) return 'This new record is removed from this device.';
  return `This new record is removed from this device, with the ${plural(waiting.length, 'change', 'changes')} waiting behind it.`;
}

function RefusedCard({ item }: { item: RefusedItem }) {
  const { entry, label, waiting, parents } = item;
  const fields = Object.keys(entry.changes);
  const parentOf = new Map(parents.map((link) => [link.field, link]));
  const kinds = Object.fromEntries(
    fields.map((field) => [field, parentOf.has(field) ? 'parent' : editKind(field, entry.changes[field])]),
  );
  const [values, setValues] = useState<Record<string, EditValue>>(() =>
    Object.fromEntries(fields.map((field) => [field, toEditValue(kinds[field], entry.changes[field])])),
  );
  const [busy, setBusy] = useState(false);
  const set = (field: string, value: EditValue) => setValues((current) => ({ ...current, [field]: value }));
  const titleId = `refused-${entry.id}`;
  const fieldMessages = entry.fields ?? {};
  const otherMessages = Object.entries(fieldMessages).filter(([field]) => !fields.includes(field));

  const run = (work: () => Promise<unknown>, success: [string, string]) => {
    setBusy(true);
    void attempt(work, success).finally(() => setBusy(false));
  };
  const corrected = () =>
    Object.fromEntries(
      fields.map((field) => [field, fromEditValue(kinds[field], values[field], entry.changes[field])]),
    );
  const retry = () =>
    run(
      () => retryRefused(entry, corrected()),
      ['Change queued again', 'It will be sent with the next sync.'],
    );
  // Parents still chosen although another device deleted them: made again, they take the change.
  const gone = parents.filter((link) => link.missing && values[link.field] === link.id);
  const restorable = gone.length > 0 && gone.every((link) => link.copy);
  const restore = () =>
    run(
      () => restoreParentsAndRetry(entry, corrected()),
      ['Change queued again', `The ${parentNouns(gone)} will be restored first.`],
    );

  return (
    <article className="sync-card" aria-labelledby={titleId}>
      <header className="sync-card__head">
        <h3 id={titleId}>{label}</h3>
        <Tag>{kindOf(entry.entity)}</Tag>
        {entry.op === 'delete' && <Tag color="red">Deletion</Tag>}
      </header>
      <p className="sync-card__message">{entry.message ?? 'The server refused this change.'}</p>
      {waiting && waiting.length > 0 && <WaitingList id={`${titleId}-waiting`} waiting={waiting} />}
      {otherMessages.length > 0 && (
        <ul className="sync-card__errors">
          {otherMessages.map(([field, message]) => (
            <li key={field}>
              {fieldLabel(field)}: {message}
            </li>
          ))}
        </ul>
      )}
      {entry.op === 'upsert' && (
        <div className="sync-card__fields">
          {fields.map((field) => {
            const id = `${entry.id}-${field}`;
            const errorId = `${id}-error`;
            const kind = kinds[field];
            const error = fieldMessages[field];
            const described = error ? errorId : undefined;
            return (
              <div key={field} className="sync-card__field">
                <label htmlFor={id}>
                  {kind === 'parent' ? kindOf(parentOf.get(field)!.entity) : fieldLabel(field)}
                  {kind === 'money' && ' ($)'}
                  {kind === 'list' && ' (separate with commas)'}
                </label>
                {kind === 'parent' ? (
                  <ParentField
                    id={id}
                    link={parentOf.get(field)!}
                    value={values[field] as string | null}
                    describedBy={described}
                    onChange={(parentId) => set(field, parentId)}
                  />
                ) : kind === 'boolean' ? (
                  <Switch
                    id={id}
                    checked={Boolean(values[field])}
                    aria-describedby={described}
                    onChange={(checked) => set(field, checked)}
                  />
                ) : kind === 'money' || kind === 'number' ? (
                  <InputNumber
                    id={id}
                    value={values[field] as number | null}
                    step={kind === 'money' ? 0.01 : 1}
                    status={error ? 'error' : undefined}
                    aria-describedby={described}
                    onChange={(value) => set(field, typeof value === 'number' ? value : null)}
                  />
                ) : kind === 'fixed' ? (
                  <p id={id} className="sync-card__fixed">
                    {formatValue(field, entry.changes[field])}
                  </p>
                ) : (
                  <Input
                    id={id}
                    value={String(values[field] ?? '')}
                    status={error ? 'error' : undefined}
                    aria-describedby={described}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => set(field, event.target.value)}
                  />
                )}
                {error && (
                  <span id={errorId} className="sync-card__error">
                    {error}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      )}
      <div className="sync-card__actions">
        {restorable && (
          <Button size="small" type="primary" disabled={busy} onClick={restore}>
            Restore the {parentNouns(gone)} and retry
          </Button>
        )}
        {entry.op === 'upsert' && (
          <Button size="small" type={restorable ? 'default' : 'primary'} disabled={busy} onClick={retry}>
            Retry
          </Button>
        )}
        <Popconfirm
          title="Discard this change?"
          description={discardDescription(waiting)}
          okText="Discard change"
          cancelText="Cancel"
          onConfirm={() =>
            run(() => discardRefused(entry), ['Change discarded', "The server's copy is shown again."])
          }
        >
          <Button size="small" danger disabled={busy}>
            Discard
          </Button>
        </Popconfirm>
      </div>
    </article>
  );
}

/** A refused change's parent, by name; a parent deleted elsewhere says so. */
function ParentField({
  id,
  link,
  value,
  describedBy,
  onChange,
}: {
  id: string;
  link: ParentLink;
  value: string | null;
  describedBy?: string;
  onChange: (id: string) => void;
}) {
  const noteId = `${id}-deleted`;
  const deleted = link.missing && value === link.id;
  const noun = parentNoun(link.entity);
  return (
    <>
      <ParentSelect
        id={id}
        link={link}
        value={value}
        withDeleted
        describedBy={[describedBy, deleted ? noteId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={onChange}
      />
      {deleted && (
        <p id={noteId} className="sync-card__note">
          {link.copy
            ? `This ${noun} was deleted on another device. Restore it from this device's copy, or choose another ${noun}.`
            : `This ${noun} is no longer on this device. Choose another ${noun}.`}
        </p>
      )}
    </>
  );
}

/** The conflicts and refused changes waiting for the agent, oldest first. */
export function SyncDrawer({ section, onClose }: { section: SyncDrawerSection | null; onClose: () => void }) {
  const conflicts = useLive(async (db) => {
    const entries = await db.conflicts.orderBy('id').toArray();
    return Promise.all(
      entries.map(async (conflict) => ({
        conflict,
        parents:
          conflict.kind === 'deleted'
            ? await readParentLinks(
                db,
                conflict.entity,
                { ...(conflict.record ?? {}), ...conflict.changes },
                conflict.parents ?? [],
              )
            : [],
      })),
    );
  }, []);
  const refused = useLive(async (db) => {
    const labelled = async (entry: OutboxEntry): Promise<LabelledEntry> => {
      const [local, shadow] = await Promise.all([
        db[entry.entity].get(entry.recordId),
        db.shadows.get([entry.entity, entry.recordId]),
      ]);
      return {
        entry,
        label: recordLabel(entry.entity, { ...(shadow?.record ?? {}), ...(local ?? {}), ...entry.changes }),
      };
    };
    const [entries, behind] = await Promise.all([
      db.outbox.where('state').equals('rejected').sortBy('seq'),
      waitingBehind(db),
    ]);
    return Promise.all(
      entries.map(async (entry): Promise<RefusedItem> => {
        const waiting = behind.get(entry.id);
        return {
          ...(await labelled(entry)),
          waiting: waiting ? await Promise.all(waiting.map(labelled)) : null,
          parents:
            entry.op === 'upsert'
              ? await readParentLinks(db, entry.entity, entry.changes, entry.parents ?? [])
              : [],
        };
      }),
    );
  }, []);
  const conflictList = [...(conflicts.data ?? [])].sort((a, b) =>
    a.conflict.createdAt.localeCompare(b.conflict.createdAt),
  );
  const refusedList = refused.data ?? [];

  const conflictSection = (
    <section key="conflicts" aria-labelledby="sync-conflicts-title" className="sync-drawer__section">
      <h2 id="sync-conflicts-title">Conflicts ({conflictList.length})</h2>
      {conflictList.length === 0 ? (
        <Empty description="No conflicts." />
      ) : (
        conflictList.map(({ conflict, parents }) => (
          <ConflictCard key={conflict.id} conflict={conflict} parents={parents} />
        ))
      )}
    </section>
  );
  const refusedSection = (
    <section key="refused" aria-labelledby="sync-refused-title" className="sync-drawer__section">
      <h2 id="sync-refused-title">Refused changes ({refusedList.length})</h2>
      {refusedList.length === 0 ? (
        <Empty description="No refused changes." />
      ) : (
        refusedList.map((item) => <RefusedCard key={item.entry.id} item={item} />)
      )}
    </section>
  );

  return (
    <Drawer title="Changes to review" open={section !== null} onClose={onClose} size="large">
      {section === 'refused' ? [refusedSection, conflictSection] : [conflictSection, refusedSection]}
    </Drawer>
  );
}
