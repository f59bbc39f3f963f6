import {
  effectivePrice,
  formatInvoiceNumber,
  type Order,
  type SplitOrderResult,
  splitParts,
  titleWithSize,
  toBengaliDigits,
} from '@haat/contract';
import { type FormEvent, useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/messages';
import { formatTaka } from '@/lib/money';
import { useSplitOrder } from '../api/split-order';

// The back office's words for splitting an order (decision 071), beside the code that shows them.
export const splitMessages = {
  action: 'দুই পার্সেলে ভাগ করুন',
  title: 'দুই পার্সেলে ভাগ',
  hint: 'প্রতিটি পণ্যের কত পিস দ্বিতীয় পার্সেলে যাবে বেছে নিন। দ্বিতীয়টি একই ক্রেতার নতুন অর্ডার হবে; ডেলিভারি চার্জ ও ছাড় প্রথমটিতে থাকবে। স্টক বদলাবে না, ক্রেতাকে SMS যাবে না।',
  ordered: (count: number) => `অর্ডারে ${toBengaliDigits(count)} পিস`,
  fewer: (title: string) => `${title}: দ্বিতীয় পার্সেলে এক পিস কম`,
  more: (title: string) => `${title}: দ্বিতীয় পার্সেলে এক পিস বেশি`,
  toSecond: (title: string) => `${title}: দ্বিতীয় পার্সেলে পিস`,
  first: 'প্রথম পার্সেল',
  second: 'দ্বিতীয় পার্সেল (নতুন অর্ডার)',
  part: (pieces: number, grams: number, total: number) =>
    `${toBengaliDigits(pieces)} পিস · ${toBengaliDigits(grams / 1000)} কেজি · আদায় ${formatTaka(total)}`,
  chooseSome: 'দ্বিতীয় পার্সেলে অন্তত একটি পিস দিন।',
  keepSome: 'প্রথম পার্সেলেও অন্তত একটি পিস রাখুন।',
  submit: 'ভাগ করুন',
  submitting: 'ভাগ করা হচ্ছে...',
  cancel: 'বাতিল',
  done: (invoice: number) => `ভাগ হয়েছে: নতুন অর্ডার ${formatInvoiceNumber(invoice)}`,
};
const t = splitMessages;

const piecesOf = (lines: ReadonlyArray<{ quantity: number }>) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
const linesTotal = (lines: Order['products']) =>
  lines.reduce((sum, line) => sum + effectivePrice(line.product) * line.quantity, 0);

/** A − or + of 44 px, named for the line it counts. */
function StepButton(props: { label: string; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className={`${buttonClassName({ variant: 'subtle' })} size-11 px-0 text-xl`}
    >
      {props.children}
    </button>
  );
}

/**
 * The sheet that splits an order into two parcels (decision 071): per line, how many pieces go to the
 * second; each part's pieces, weight and cash to collect as the server will reckon them (the same
 * `splitParts`), so the owner sees both fit the courier before sending.
 */
export function OrderSplit({
  order,
  onCancel,
  onDone,
}: {
  order: Order;
  onCancel: () => void;
  onDone: (result: SplitOrderResult) => void;
}) {
  const titleId = useId();
  const split = useSplitOrder();
  const [moved, setMoved] = useState<ReadonlyMap<string, number>>(new Map());
  const [alert, setAlert] = useState<string | null>(null);
  const parts = splitParts(order.products, moved);
  const keptTotal = linesTotal(parts.kept) + order.shipping - order.discount;
  const splitTotal = linesTotal(parts.split);
  const problem = piecesOf(parts.split) === 0 ? t.chooseSome : piecesOf(parts.kept) === 0 ? t.keepSome : null;

  const change = (lineId: string, pieces: number) =>
    setMoved((current) => new Map(current).set(lineId, pieces));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setAlert(null);
    split.mutate(
      {
        id: order._id,
        body: {
          version: order.version,
          lines: [...moved]
            .filter(([, pieces]) => pieces > 0)
            .map(([line, quantity]) => ({ line, quantity })),
        },
      },
      {
        onSuccess: onDone,
        onError: (error) =>
          setAlert(error instanceof ApiError && error.message ? error.message : messages.common.serverError),
      },
    );
  };

  return (
    <Panel title={t.title} titleId={titleId}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId} className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">{t.hint}</p>
        <ul className="flex flex-col gap-3">
          {order.products.map((line) => {
            const title = titleWithSize(line.product.title, line.size.name);
            const pieces = moved.get(line._id) ?? 0;
            return (
              <li
                key={line._id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 pb-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">{title}</p>
                  <p className="text-sm text-stone-600">{t.ordered(line.quantity)}</p>
                </div>
                <div className="flex items-center gap-1">
                  <StepButton
                    label={t.fewer(title)}
                    disabled={pieces === 0}
                    onClick={() => change(line._id, pieces - 1)}
                  >
                    −
                  </StepButton>
                  <output
                    aria-label={t.toSecond(title)}
                    className="min-w-11 text-center text-lg font-semibold"
                  >
                    {toBengaliDigits(pieces)}
                  </output>
                  <StepButton
                    label={t.more(title)}
                    disabled={pieces >= line.quantity}
                    onClick={() => change(line._id, pieces + 1)}
                  >
                    +
                  </StepButton>
                </div>
              </li>
            );
          })}
        </ul>
        <dl className="grid gap-2 text-sm" aria-live="polite">
          {[
            { id: 'split-first', name: t.first, lines: parts.kept, grams: parts.keptGrams, total: keptTotal },
            {
              id: 'split-second',
              name: t.second,
              lines: parts.split,
              grams: parts.splitGrams,
              total: splitTotal,
            },
          ].map((part) => (
            <div key={part.id} data-testid={part.id}>
              <dt className="text-stone-600">{part.name}</dt>
              <dd className="font-semibold text-stone-900">
                {t.part(piecesOf(part.lines), part.grams, part.total)}
              </dd>
            </div>
          ))}
        </dl>
        {problem ? <p className="text-sm text-stone-600">{problem}</p> : null}
        <FormAlert message={alert} />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={problem !== null || split.isPending}
            className={`${buttonClassName({ variant: 'primary' })} flex-1 sm:flex-none`}
          >
            {split.isPending ? t.submitting : t.submit}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className={`${buttonClassName({ variant: 'subtle' })} flex-1 sm:flex-none`}
          >
            {t.cancel}
          </button>
        </div>
      </form>
    </Panel>
  );
}
