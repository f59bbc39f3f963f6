import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/ui/admin-icons';
import { inputClassName } from '@/components/ui/text-field';
import { ordersMessages } from '../messages';

const t = ordersMessages;
const DEBOUNCE_MS = 400;

/**
 * Whether a pause while typing should search. One or two letters match a good share of all orders
 * and no index can look them up (decision 011): with a million orders such a search reads every
 * one, and it is only ever the start of a name still being typed. Digits (an invoice number) and
 * clearing the box always search; Enter searches whatever is there.
 */
export const searchesWhileTyping = (term: string): boolean =>
  term === '' || /^[\d০-৯]+$/.test(term) || [...term].length >= 3;

type OrderSearchProps = {
  /** The search in the URL. */
  value: string;
  /** `replace` while typing, so the back button does not step through every letter. */
  onSearch: (search: string, options: { replace: boolean }) => void;
};

/**
 * The search box: name, phone (any spelling) or invoice number. Typing searches after a short pause
 * once there are three letters (or any digits); Enter searches at once.
 */
export function OrderSearch({ value, onSearch }: OrderSearchProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);

  // The URL changed without typing here (back button, "clear filters"): show what it holds.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  const send = useEffectEvent((search: string, replace: boolean) => {
    if (search === sent.current) return;
    sent.current = search;
    onSearch(search, { replace });
  });

  useEffect(() => {
    const term = draft.trim();
    if (!searchesWhileTyping(term)) return;
    const timer = setTimeout(() => send(term, true), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft.trim(), false);
  };

  return (
    <search className="min-w-0 flex-1 lg:min-w-80">
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        {/* Named for a screen reader only on a phone: the field says what it searches, and the line it
            took was the third order's place on the first screen (decision 061). */}
        <label htmlFor={id} className="sr-only text-sm font-semibold text-stone-700 sm:not-sr-only">
          {t.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            name="search"
            inputMode="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t.searchPlaceholder}
            className={inputClassName}
          />
          <button
            type="submit"
            className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl bg-leaf-700 text-white hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700"
          >
            <SearchIcon className="size-5" />
            <span className="sr-only">{t.searchButton}</span>
          </button>
        </div>
      </form>
    </search>
  );
}
