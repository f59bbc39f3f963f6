import { type RefObject, useId, useRef } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { AlertIcon, CheckCircleIcon } from '@/components/ui/icons';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { messages } from '@/lib/messages';

export type OrderPopupKind = 'success' | 'error' | 'warning';

export type OrderPopupProps = {
  kind: OrderPopupKind;
  title: string;
  body?: string;
  onClose: () => void;
  /** Where focus goes after OK; by default the button that led here. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

const tone: Record<OrderPopupKind, { ring: string; icon: string }> = {
  success: { ring: 'bg-leaf-100', icon: 'text-leaf-700' },
  error: { ring: 'bg-red-100', icon: 'text-red-700' },
  warning: { ring: 'bg-mango-100', icon: 'text-mango-700' },
};

/**
 * The order popups of product spec §4 and §8 ("Order Placed!", "Order Failed!", "Please select a
 * product"): an alert dialog with one OK button, which has focus; Esc or the overlay close it too.
 * Loaded on demand, since most visits never see one.
 */
export default function OrderPopup({ kind, title, body, onClose, returnFocusRef }: OrderPopupProps) {
  const titleId = useId();
  const bodyId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const Icon = kind === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={titleId}
      describedBy={body ? bodyId : undefined}
      onClose={onClose}
      initialFocusRef={okRef}
      returnFocusRef={returnFocusRef}
      panelClassName="max-w-sm px-6 pt-8 pb-6 text-center"
    >
      <span
        aria-hidden="true"
        className={`mx-auto flex size-16 items-center justify-center rounded-full ${tone[kind].ring}`}
      >
        <Icon className={`size-9 ${tone[kind].icon}`} />
      </span>
      <h2 id={titleId} className="mt-4 text-2xl font-semibold text-leaf-900">
        {title}
      </h2>
      {body ? (
        <p id={bodyId} className="mt-2 text-stone-700">
          {body}
        </p>
      ) : null}
      <button
        ref={okRef}
        type="button"
        onClick={onClose}
        className={`${buttonClassName({ variant: kind === 'success' ? 'primary' : 'accent' })} mt-6 w-full`}
      >
        {messages.orderPopup.ok}
      </button>
    </ModalDialog>
  );
}
