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
  const fromId = useId();
  const toId = useId();
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={fromId} className="text-sm font-semibold text-stone-700">
          {t.from}
        </label>
        <input
          id={fromId}
          type="date"
          name="from"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          className={`${inputClassName} sm:w-44`}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={toId} className="text-sm font-semibold text-stone-700">
          {t.to}
        </label>
        <input
          id={toId}
          type="date"
          name="to"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          className={`${inputClassName} sm:w-44`}
        />
      </div>
    </div>
  );
}
