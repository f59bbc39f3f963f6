import type { ReactNode } from 'react';
import { CloseIcon } from './admin-icons';

type DialogHeaderProps = {
  /** The heading's id, which the dialog names itself by (`aria-labelledby`). */
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** The words for the X, read by screen readers. */
  closeLabel: string;
  /** `brand` for the menu drawer's shop-coloured heading; `plain` for a task's dialog. */
  tone?: 'brand' | 'plain';
};

/** A dialog's or drawer's top row: its heading and a 44 px close button, above a rule. */
export function DialogHeader({ titleId, title, onClose, closeLabel, tone = 'plain' }: DialogHeaderProps) {
  return (
    <div className="flex shrink-0 items-center justify-between gap-3 border-b border-stone-200 py-2 pr-2 pl-4">
      <h2
        id={titleId}
        className={`text-lg font-semibold ${tone === 'brand' ? 'text-leaf-800' : 'text-stone-900'}`}
      >
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}
