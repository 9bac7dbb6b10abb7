import { useState, type ReactNode } from 'react';
import { askOrRun, runConfirmed, type Confirmable, type ConfirmKind } from '../../lib/confirm-choices';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmQuestion extends Confirmable {
  readonly title: ReactNode;
  /** What will happen, in numbers: "Sell 3 items for 12.34 coins". */
  readonly text: ReactNode;
  readonly confirmLabel: ReactNode;
}

/**
 * Asks before one kind of irreversible action: `ask` runs the action at once when this device
 * was told not to ask again for this kind, otherwise after the member confirms; `dialog` is the
 * question to render.
 */
export function useConfirm(kind: ConfirmKind): { readonly ask: (question: ConfirmQuestion) => void; readonly dialog: ReactNode } {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);

  const ask = (next: ConfirmQuestion) => askOrRun(kind, next, setQuestion);

  const dialog = (
    <ConfirmDialog
      // A new question starts with "don't ask again" unticked.
      key={question === null ? 'closed' : 'open'}
      open={question !== null}
      title={question?.title}
      confirmLabel={question?.confirmLabel}
      onCancel={() => setQuestion(null)}
      onConfirm={(remember) => {
        setQuestion(null);
        if (question) runConfirmed(kind, question, remember);
      }}
    >
      <p className="confirm-dialog__text" data-testid="confirm-text">
        {question?.text}
      </p>
    </ConfirmDialog>
  );
  return { ask, dialog };
}
