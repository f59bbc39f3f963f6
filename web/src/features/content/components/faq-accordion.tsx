import type { Faq } from '@haat/contract';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

type FaqAccordionProps = { faqs: Faq[] };

/** Product spec §4: at most one answer open; opening one closes the other; the open one closes on click. */
export function FaqAccordion({ faqs }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <ul className="flex w-full flex-col gap-3">
      {faqs.map((faq) => {
        const open = openId === faq._id;
        const buttonId = `${baseId}-q-${faq._id}`;
        const panelId = `${baseId}-a-${faq._id}`;
        return (
          <li key={faq._id} className="overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq._id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-leaf-900 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-leaf-700"
              >
                <span>{faq.qus}</span>
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-leaf-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="border-t border-leaf-100 px-5 py-4 whitespace-pre-line text-stone-700"
            >
              {faq.ans}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
