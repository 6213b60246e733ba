import { Button } from 'antd';
import { FieldGroup, FieldRow, NumberField, TextAreaField, TextField } from '../shared/DialogField';
import { nextRowKey, type DayRow } from './draft';

/** The day-by-day itinerary of the Content tab; a new day follows the last one. */
export function DayPlanEditor({
  days,
  errors,
  onChange,
}: {
  days: DayRow[];
  errors: Record<string, string>;
  onChange: (days: DayRow[]) => void;
}) {
  const setDay = (key: number, patch: Partial<DayRow>) =>
    onChange(days.map((day) => (day.key === key ? { ...day, ...patch } : day)));

  return (
    <>
      <h3 style={{ fontSize: '1rem' }}>Day-by-day itinerary</h3>
      {days.map((day, index) => (
        <FieldGroup key={day.key} legend={`Day ${day.day}`}>
          <FieldRow>
            <NumberField
              id={`day-${day.key}-number`}
              label="Day"
              style={{ flex: '0 1 90px' }}
              min={1}
              value={day.day}
              onChange={(value) => setDay(day.key, { day: value ?? 1 })}
              error={errors[`detailedItinerary.${index}.day`]}
            />
            <TextField
              id={`day-${day.key}-title`}
              label="Day title"
              style={{ flex: '1 1 200px' }}
              value={day.title}
              onChange={(title) => setDay(day.key, { title })}
              error={errors[`detailedItinerary.${index}.title`]}
            />
          </FieldRow>
          <TextAreaField
            id={`day-${day.key}-description`}
            label="Description"
            rows={2}
            value={day.description}
            onChange={(description) => setDay(day.key, { description })}
            error={errors[`detailedItinerary.${index}.description`]}
          />
          <TextAreaField
            id={`day-${day.key}-activities`}
            label="Activities (one per line)"
            rows={2}
            value={day.activities}
            onChange={(activities) => setDay(day.key, { activities })}
            error={errors[`detailedItinerary.${index}.activities`]}
          />
          <Button
            danger
            aria-label={`Remove day ${day.day}`}
            onClick={() => onChange(days.filter((item) => item.key !== day.key))}
          >
            Remove day
          </Button>
        </FieldGroup>
      ))}
      <Button
        onClick={() =>
          onChange([
            ...days,
            {
              key: nextRowKey(),
              day: (days.at(-1)?.day ?? 0) + 1,
              title: '',
              description: '',
              activities: '',
            },
          ])
        }
      >
        Add day
      </Button>
    </>
  );
}
