import {
  MAX_STATUS_NOTE_LENGTH,
  STATUS_REASON_NAMES,
  STATUS_REASONS,
  type StatusReason,
} from '@haat/contract';
import { useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/text-field';
import { reasonMessages as t } from '../messages';

/** A reason as a move carries it: `other` with its note. */
export type StatusWhy = { reason: StatusReason; note?: string };

const chip =
  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ring-1 ring-inset ring-stone-300 bg-white text-stone-800 hover:bg-stone-50 aria-pressed:bg-leaf-50 aria-pressed:ring-leaf-600 aria-pressed:text-leaf-900 disabled:opacity-60';

type StatusReasonPickerProps = {
  /** What the picker asks: "কেন বাতিল?" */
  question: string;
  /** The reason chosen so far (the bulk bar's), or none (the status menu's: a chip is the move). */
  chosen?: StatusWhy | null;
  busy?: boolean;
  /** A chip tapped (with its note, for `other`). */
  onPick: (why: StatusWhy) => void;
};

/**
 * Why staff cancel or hold, in one tap (decision 061): the morning's common answers as chips, and
 * `other` opening a line for the note. The status menu moves the order on the tap; the bulk bar keeps
 * the choice for its Apply.
 */
export function StatusReasonPicker({
  question,
  chosen = null,
  busy = false,
  onPick,
}: StatusReasonPickerProps) {
  const noteId = useId();
  const [writing, setWriting] = useState(chosen?.reason === 'other');
  const [note, setNote] = useState(chosen?.note ?? '');
  const [missing, setMissing] = useState(false);
  const saveNote = () => {
    const text = note.trim();
    if (text === '') {
      setMissing(true);
      return;
    }
    onPick({ reason: 'other', note: text });
  };
  return (
    <fieldset className="flex flex-col gap-2" data-testid="status-reasons">
      <legend className="mb-1 font-semibold text-stone-800">{question}</legend>
      <div className="flex flex-wrap gap-2">
        {STATUS_REASONS.map((reason) => (
          <button
            key={reason}
            type="button"
            disabled={busy}
            aria-pressed={reason === 'other' ? writing : chosen?.reason === reason}
            onClick={() => {
              if (reason === 'other') setWriting(true);
              else {
                setWriting(false);
                onPick({ reason });
              }
            }}
            className={chip}
          >
            {STATUS_REASON_NAMES[reason]}
          </button>
        ))}
      </div>
      {writing ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={noteId} className="text-sm font-semibold text-stone-700">
              {t.note}
            </label>
            <input
              id={noteId}
              value={note}
              maxLength={MAX_STATUS_NOTE_LENGTH}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${noteId}-missing` : undefined}
              onChange={(event) => {
                setNote(event.target.value);
                setMissing(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  saveNote();
                }
              }}
              className={inputClassName}
            />
          </div>
          <button
            type="button"
            disabled={busy}
            onClick={saveNote}
            className={`${buttonClassName({ size: 'sm' })} min-h-11`}
          >
            {t.useNote}
          </button>
          {missing ? (
            <p id={`${noteId}-missing`} className="w-full text-sm text-red-700">
              {t.noteMissing}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
