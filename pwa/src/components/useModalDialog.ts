import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * The browser's own modal <dialog>, opened as it mounts: it traps focus, closes on Escape and
 * keeps the page behind it inert, with no dialog library. `onClose` hears of every way it
 * closes (the close button, Escape, a click on the backdrop).
 */
export function useModalDialog(onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    // Browsers without modal dialogs (and test DOMs) still show it, just not as a modal.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  const close = () => {
    const dialog = dialogRef.current;
    // close() fires the dialog's close event, which reports back through onClose.
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };

  /** Props for the <dialog>: its ref, its close event, and a click on the backdrop closing it. */
  const dialogProps = {
    ref: dialogRef,
    onClose,
    // A click on the backdrop lands on the dialog itself, outside its panel.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
  };
  return { dialogProps, close };
}
