import { useId } from 'react';
import { inputClassName } from '@/components/ui/text-field';
import { ordersMessages } from '../messages';

const t = ordersMessages;

type OrderDateRangeProps = {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
};

/** From / to shop days (Dhaka), both inclusive. Each bounds the other, so the range cannot run backwards. */
export function OrderDateRange({ from, to, onChange }: OrderDateRangeProps) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
      <DateField
        name="from"
        label={t.from}
        value={from}
        max={to}
        onChange={(value) => onChange({ from: value })}
      />
      <DateField name="to" label={t.to} value={to} min={from} onChange={(value) => onChange({ to: value })} />
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
};

function DateField({ name, label, value, min, max, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClassName} sm:w-44`}
      />
    </div>
  );
}
