import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, X } from 'lucide-react';
import { Link } from 'react-router';
import { PRICING_LABELS } from '../../../src/domain/catalogue/labels.ts';
import { BidiText, Name } from '../bidi-text.tsx';
import { DIALOG_CAPABILITY_LIMIT, PricingChip, type ToolCardData, ToolLogo, toolHref } from './tool-card.tsx';

/** The experience path's tool dialog (Radix: focus trapped, Escape closes, focus returns to the card). */
export function ToolDialog({
  tool,
  onClose,
  returnFocusTo,
}: {
  tool: ToolCardData | null;
  onClose: () => void;
  /** The card link that opened the dialog: focus goes back to it on close. */
  returnFocusTo?: HTMLElement | null;
}) {
  return (
    <Dialog.Root open={tool !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) bg-night/50 backdrop-blur-sm" />
        <Dialog.Content
          dir="rtl"
          className="card fixed inset-x-4 top-1/2 z-(--z-dialog) mx-auto max-h-[85dvh] max-w-lg -translate-y-1/2 overflow-y-auto p-4 focus:outline-none sm:p-6"
          data-testid="tool-dialog"
          onCloseAutoFocus={(event) => {
            if (returnFocusTo?.isConnected) {
              event.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          {tool ? (
            <>
              <div className="flex items-start gap-4">
                <ToolLogo tool={tool} size="lg" />
                <div className="min-w-0 flex-1">
                  <Dialog.Title className="text-heading font-bold">
                    <Name>{tool.name}</Name>
                  </Dialog.Title>
                  {tool.company ? (
                    <p className="text-small text-muted">
                      <Name>{tool.company}</Name>
                    </p>
                  ) : null}
                </div>
                <Dialog.Close
                  className="grid size-11 place-items-center rounded-xl text-muted hover:bg-canvas"
                  aria-label="סגירה"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="mt-4 text-ink-soft">
                <BidiText text={tool.summary} />
              </Dialog.Description>
              <div className="mt-4 flex flex-wrap gap-2">
                <span className="chip">
                  <BidiText text={tool.category} />
                </span>
                <PricingChip pricing={tool.pricing} />
              </div>
              {tool.capabilities.length > 0 ? (
                <>
                  <h3 className="mt-5 font-bold">יכולות</h3>
                  <ul className="mt-2 list-disc ps-5 text-ink-soft">
                    {tool.capabilities.slice(0, DIALOG_CAPABILITY_LIMIT).map((capability) => (
                      <li key={capability}>
                        <BidiText text={capability} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <p className="sr-only">מחיר: {PRICING_LABELS[tool.pricing]}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={toolHref(tool.id)} className="btn btn-primary">
                  לעמוד הכלי המלא
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </Link>
                <Dialog.Close className="btn btn-secondary">סגירה</Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
