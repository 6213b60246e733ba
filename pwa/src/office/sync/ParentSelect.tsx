import { Select } from 'antd';
import { parentNoun, type ParentLink } from './parents';

interface Props {
  id: string;
  link: ParentLink;
  value: string | null;
  disabled?: boolean;
  describedBy?: string;
  /** Lists the parent the record names even when it is gone (a refused change still names it). */
  withDeleted?: boolean;
  onChange: (id: string) => void;
}

/** A record's parent chosen by name among the device's records, rather than typed as an id. */
export function ParentSelect({ id, link, value, disabled, describedBy, withDeleted, onChange }: Props) {
  const noun = parentNoun(link.entity);
  // Without a kept copy the device cannot tell a deleted parent from one it never had.
  const gone = link.copy ? `${link.label} (deleted)` : `A ${noun} no longer on this device`;
  const deleted = withDeleted && link.missing && link.id ? [{ value: link.id, label: gone }] : [];
  return (
    <Select
      id={id}
      className="sync-card__parent-select"
      value={value ?? undefined}
      placeholder={`Choose a ${noun}`}
      showSearch={{ optionFilterProp: 'label' }}
      options={[...deleted, ...link.options]}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(next: string) => onChange(next)}
    />
  );
}
