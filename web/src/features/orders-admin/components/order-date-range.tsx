import { useId } from 'react';
import { inputClassName } from '@/components/ui/text-field';
import { ordersMessages } from '../messages';

const t = ordersMessages;

type OrderDateRangeProps = {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
  /**
   * Plain boxes in the date fields' place, for the server's first picture (decision 041): a page's
   * first date field is costly to make, and the picture, drawn for a phone, hides them there.
   */
  standIn?: boolean;
};

/** From / to shop days (Dhaka), both inclusive. Each bounds the other, so the range cannot run backwards. */
export function OrderDateRange({ from, to, onChange, standIn = false }: OrderDateRangeProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
      <DateField
        name="from"
        label={t.from}
        value={from}
        max={to}
        onChange={(value) => onChange({ from: value })}
        standIn={standIn}
      />
      <DateField
        name="to"
        label={t.to}
        value={to}
        min={from}
        onChange={(value) => onChange({ to: value })}
        standIn={standIn}
      />
    </div>
  );
}

type DateFieldProps = {
  name: string;
  label: string;
  value: string;
  /** The other end of the range (empty: none). */
  min?: string;
  max?: string;
  onChange: (value: string) => void;
  standIn: boolean;
};

function DateField({ name, label, value, min, max, onChange, standIn }: DateFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type={standIn ? 'text' : 'date'}
        name={name}
        value={value}
        min={min || undefined}
        max={max || undefined}
        readOnly={standIn}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClassName} sm:w-44`}
      />
    </div>
  );
}
