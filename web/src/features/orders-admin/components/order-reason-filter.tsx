import { STATUS_REASON_NAMES, STATUS_REASONS, type StatusReason } from '@haat/contract';
import { reasonMessages as t } from '../messages';

type Choice = StatusReason | 'none' | null;

const choices: Array<{ value: Choice; label: string }> = [
  { value: null, label: t.allReasons },
  ...STATUS_REASONS.map((reason) => ({ value: reason, label: STATUS_REASON_NAMES[reason] })),
  { value: 'none', label: t.noReason },
];

/**
 * The on-hold and cancelled tabs narrowed by why (decision 061): "could not reach" apart from the
 * fake-order check's holds, which have no staff reason. One row that scrolls sideways on a phone.
 */
export function OrderReasonFilter({
  value,
  onChange,
}: {
  value: Choice;
  onChange: (reason: Choice) => void;
}) {
  return (
    <nav aria-label={t.filter} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {choices.map((choice) => (
          <li key={choice.value ?? 'all'}>
            <button
              type="button"
              aria-pressed={value === choice.value}
              data-reason-filter={choice.value ?? 'all'}
              onClick={() => onChange(choice.value)}
              className="inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-white px-3 text-sm font-semibold text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50 aria-pressed:bg-orange-50 aria-pressed:text-orange-900 aria-pressed:ring-orange-600"
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
