import type { Order } from '@haat/contract';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { currentOrderOf, useEditOrder } from '../api/edit-order';
import { orderMessages } from '../messages';
import { checkDraft, draftOf, editBody } from '../order-draft';
import { type DraftErrors, draftErrorsOf, OrderEditor } from './order-editor';

/**
 * The order's page while staff change it on the call (decision 027). Saved: back to the
 * page with the new total. Refused because someone else changed the order meanwhile (409): the page
 * already shows their version, and the editor starts again from it with the server's sentence.
 */
export function OrderEdit({ order, onDone }: { order: Order; onDone: () => void }) {
  const editOrder = useEditOrder();
  const [failure, setFailure] = useState<{ fields: DraftErrors; alert: string | null }>({
    fields: {},
    alert: null,
  });
  return (
    <OrderEditor
      // A new version of the order (after a conflict) starts the editor again from what is stored now.
      key={order.version}
      initial={draftOf(order)}
      ordered={order}
      errors={failure.fields}
      alert={failure.alert}
      saving={editOrder.isPending}
      onCancel={onDone}
      onSave={(draft) => {
        const body = editBody(draft, order.version);
        const invalid = checkDraft(body);
        if (invalid) return setFailure({ fields: invalid, alert: null });
        editOrder.mutate(
          { id: order._id, body },
          {
            onSuccess: () => {
              notify.success(orderMessages.orderChanged);
              onDone();
            },
            onError: (error) => {
              const refused = draftErrorsOf(error);
              if (currentOrderOf(error))
                setFailure({ fields: {}, alert: refused.alert ?? refused.fields.version ?? null });
              else setFailure(refused);
            },
          },
        );
      }}
    />
  );
}
