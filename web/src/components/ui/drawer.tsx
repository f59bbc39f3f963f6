import { type ReactNode, useEffect, useId, useRef } from 'react';
import { DialogHeader } from './dialog-header';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Label of the close button (the words for the X). */
  closeLabel: string;
  children: ReactNode;
};

/**
 * A panel that slides over the left edge (the back office's menu on a phone), on the browser's own
 * modal `<dialog>`: it keeps focus inside, closes on Escape, makes the page behind inert and gives
 * focus back to the menu button. A tap on the dimmed page closes it too.
 */
export function Drawer({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click is the backdrop's
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // Only a click on the backdrop hits the dialog element itself; the panel inside takes the rest.
        if (event.target === event.currentTarget) onClose();
      }}
      className="my-0 mr-auto ml-0 h-dvh max-h-dvh w-[min(85vw,20rem)] max-w-none bg-transparent p-0 backdrop:bg-stone-900/50"
    >
      <div className="flex h-full flex-col overflow-hidden rounded-r-2xl bg-white shadow-xl">
        <DialogHeader
          titleId={titleId}
          title={title}
          onClose={onClose}
          closeLabel={closeLabel}
          tone="brand"
        />
        {/* Drawn only while open: the back office's menu is two dozen links, and drawn closed on
            every phone's first screen they were a large part of the layout's first drawing. */}
        <div className="min-h-0 flex-1 overflow-y-auto">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
