import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

type ModalDialogProps = {
  /** `alertdialog` for a message the visitor must acknowledge (order popups), else `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element naming the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** Where focus starts; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close. By default the element that opened the dialog; set it when that
   * element is gone (a new page) or the next step is elsewhere (a field to correct).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Classes of the white panel (width, padding). */
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered over the page in a portal, the page behind it
 * does not scroll, focus moves in and Tab cycles inside it, Esc or a click on the dark overlay
 * closes it, and focus goes back to whatever opened it. Only mounted in the browser, after a click.
 */
export function ModalDialog({
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  initialFocusRef,
  returnFocusRef,
  panelClassName = 'max-w-lg p-6',
  children,
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the effects below when the parent re-renders.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const start = initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel;
    start.focus();

    // The page behind stays where it is: no scrolling under the overlay, and no jump when the
    // scrollbar disappears on a desktop.
    const { body } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
    };
    // Focus that leaves by other means (a click on a toast, a screen reader's virtual cursor) is
    // brought back, so keyboard users never end up behind the overlay.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      const target = returnFocusRef?.current ?? (opener?.isConnected ? opener : null);
      target?.focus({ preventScroll: true });
    };
  }, [initialFocusRef, returnFocusRef]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      {/* The overlay is a mouse and touch shortcut; keyboard users close with Esc or the buttons. */}
      <div
        aria-hidden="true"
        data-testid="dialog-overlay"
        onClick={() => onCloseRef.current()}
        className="absolute inset-0 bg-leaf-900/60 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none"
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is a prop (dialog or alertdialog); the key handler keeps Tab inside */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both roles this takes support aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={trapTab}
        className={`relative max-h-[92dvh] w-full overflow-y-auto overscroll-contain rounded-t-3xl bg-white shadow-2xl outline-none transition duration-200 starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:rounded-3xl ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
