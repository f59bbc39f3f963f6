import type { UseFormRegisterReturn } from 'react-hook-form';

type ChoiceCardsProps<Choice extends string> = {
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  /** One line under each choice's name: what picking it does. */
  hints: Record<Choice, string>;
  /** The form field the choice is written to (`register(name)`). */
  field: UseFormRegisterReturn;
};

/**
 * A few exclusive choices as cards, each its name and what it does: three across on a desk, one under
 * another on a phone, every card a 44 px target with the radio inside. The blocklist's kind and the
 * phone check's mode use it.
 */
export function ChoiceCards<Choice extends string>({
  choices,
  labels,
  hints,
  field,
}: ChoiceCardsProps<Choice>) {
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      {choices.map((choice) => (
        <label
          key={choice}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2.5 has-checked:border-leaf-600 has-checked:bg-leaf-50 has-checked:ring-1 has-checked:ring-leaf-600"
        >
          <input type="radio" value={choice} className="mt-1 size-5 shrink-0 accent-leaf-700" {...field} />
          <span>
            <span className="block font-semibold text-stone-900">{labels[choice]}</span>
            <span className="block text-sm text-stone-600">{hints[choice]}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
