import { useEffect, useRef, type ReactNode } from 'react';

/**
 * An inline confirmation: a region with its question as a heading, which takes focus when it appears, and two
 * buttons. Escape cancels like the cancel button; whoever opened it gets focus back then (`onCancel`).
 */
export function ConfirmStep({
  id,
  heading,
  children,
  confirm,
  cancel,
  busy,
  onConfirm,
  onCancel,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [id]);
  return (
    <section
      className="confirm-step"
      aria-labelledby={`${id}-heading`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h2 id={`${id}-heading`} ref={ref} tabIndex={-1} className="confirm-step__heading">
        {heading}
      </h2>
      {children}
      <div className="confirm-step__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </section>
  );
}
