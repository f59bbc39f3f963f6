import { ORDER_SOURCE_NAMES, paths, type StaffOrder } from '@haat/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ContentSpinner } from '@/components/ui/content-spinner';
import { Panel } from '@/components/ui/panel';
import { Switch } from '@/components/ui/switch';
import { getKnownCustomer } from '@/lib/api/admin/get-known-customer';
import { useShippingFees } from '@/lib/api/admin/get-settings';
import { notify } from '@/lib/notify';
import { useEnterOrder } from '../api/edit-order';
import { editorMessages as t } from '../messages';
import { checkDraft, emptyDraft, staffOrderBody } from '../order-draft';
import { type DraftErrors, draftErrorsOf, OrderEditor } from './order-editor';

type StaffSource = StaffOrder['source'];
const STAFF_SOURCES: readonly StaffSource[] = ['phone', 'messenger'];

/**
 * /admin/orders/new (decision 027): an order a customer gave on Messenger or the phone, entered by staff
 * with the page's prices, fees and rules. One Idempotency-Key for the page: a second tap on a slow
 * connection answers the order the first one entered. Staff who took the order themselves have
 * confirmed it, so it is entered confirmed unless they say otherwise; a phone that ordered before
 * fills the name, city and address.
 */
export function NewOrder() {
  const navigate = useNavigate();
  const enterOrder = useEnterOrder();
  const [source, setSource] = useState<StaffSource>('phone');
  const [confirmed, setConfirmed] = useState(true);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<{ fields: DraftErrors; alert: string | null }>({
    fields: {},
    alert: null,
  });
  const fees = useShippingFees();
  // The form opens on the inside-Dhaka fee, so it waits for the shop's fees.
  if (!fees) return <ContentSpinner label={t.loading} />;
  return (
    <OrderEditor
      initial={emptyDraft(fees.insideDhaka)}
      ordered={null}
      errors={failure.fields}
      alert={failure.alert}
      saving={enterOrder.isPending}
      onCancel={() => navigate(paths.adminOrders)}
      lookUpPhone={getKnownCustomer}
      onSave={(draft) => {
        const body: StaffOrder = {
          ...staffOrderBody(draft, source),
          status: confirmed ? 'confirmed' : 'pending',
        };
        const invalid = checkDraft(body);
        if (invalid) return setFailure({ fields: invalid, alert: null });
        enterOrder.mutate(
          { body, idempotencyKey },
          {
            onSuccess: (order) => {
              notify.success(t.created);
              navigate(paths.adminOrder(order._id), { replace: true });
            },
            onError: (error) => setFailure(draftErrorsOf(error)),
          },
        );
      }}
    >
      <Panel title={t.source} titleId="editor-source">
        <div role="radiogroup" aria-labelledby="editor-source" className="flex flex-wrap gap-2">
          {STAFF_SOURCES.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 flex-1 items-center gap-3 rounded-xl border border-stone-200 px-3 has-checked:border-leaf-600 has-checked:bg-leaf-50"
            >
              <input
                type="radio"
                name="source"
                className="size-5 accent-leaf-700"
                checked={source === choice}
                onChange={() => setSource(choice)}
              />
              {ORDER_SOURCE_NAMES[choice]}
            </label>
          ))}
        </div>
        <Switch className="mt-3" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)}>
          {t.enterConfirmed}
        </Switch>
      </Panel>
    </OrderEditor>
  );
}
