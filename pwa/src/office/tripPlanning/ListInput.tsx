import { Button, Input, Space, Tag } from 'antd';
import { useState, type KeyboardEvent } from 'react';

interface ListInputProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Names the text box and the add button, e.g. "destination". */
  noun: string;
  placeholder?: string;
}

/**
 * Entries added with the Add button or the Enter key: trimmed, blanks and duplicates ignored;
 * each entry is a removable tag.
 */
export function ListInput({ id, value = [], onChange, noun, placeholder }: ListInputProps) {
  const [draft, setDraft] = useState('');

  const add = () => {
    const entry = draft.trim();
    setDraft('');
    if (!entry || value.includes(entry)) return;
    onChange?.([...value, entry]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={add} aria-label={`Add ${noun}`}>
          Add
        </Button>
      </Space.Compact>
      {value.length > 0 && (
        <div style={{ marginTop: 8, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {value.map((entry) => (
            <Tag key={entry} className="list-input__tag">
              {entry}
              <button
                type="button"
                className="list-input__remove"
                aria-label={`Remove ${noun} ${entry}`}
                onClick={() => onChange?.(value.filter((item) => item !== entry))}
              >
                ×
              </button>
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}
