import type { KnownDistrict } from '@haat/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@/lib/messages';
import { deliveryText } from '../delivery-messages';
import type { DeliveryQuote } from '../hooks/use-delivery-quote';
import { fieldClassName, OrderField } from './order-field';

type DistrictFieldProps = {
  id: string;
  error?: string | undefined;
  input: UseFormRegisterReturn<'city'>;
  districts: readonly KnownDistrict[] | null;
  quote: DeliveryQuote;
  /** The customer reached the field: the list and the table start loading. */
  onActivate: () => void;
};

/** What the line under the field says for a quote; null when it has nothing to say. */
function quoteLine(quote: DeliveryQuote): string | null {
  switch (quote.state) {
    case 'empty':
      return null;
    case 'loading':
      return deliveryText.loading;
    case 'failed':
      return deliveryText.unavailable;
    case 'unknown':
      return deliveryText.chooseDistrict;
    case 'unserved':
      return deliveryText.notDelivered(quote.district.bn);
    case 'priced':
      return deliveryText.fee(quote.district.bn, quote.fee, quote.kilos);
  }
}

/**
 * The customer's district (decision 067): a text field with the 64 districts as its suggestions (a
 * native datalist: the phone's own keyboard suggestions, and a combobox to screen readers), typed in
 * Bengali or English. The fee for it is said under the field as soon as it is known, and read out.
 */
export function DistrictField({ id, error, input, districts, quote, onActivate }: DistrictFieldProps) {
  const listId = `${id}-districts`;
  const line = quoteLine(quote);
  return (
    <div className="flex flex-col gap-1.5">
      <OrderField id={id} label={messages.checkout.cityLabel} error={error}>
        {(describe) => (
          <input
            {...describe}
            {...input}
            aria-describedby={
              [describe['aria-describedby'], line ? `${id}-fee` : null].filter(Boolean).join(' ') || undefined
            }
            type="text"
            list={listId}
            autoComplete="address-level1"
            placeholder={deliveryText.placeholder}
            onFocus={onActivate}
            onPointerDown={onActivate}
            required
            className={fieldClassName}
          />
        )}
      </OrderField>
      <datalist id={listId}>
        {districts?.map((district) => (
          <option key={district.en} value={district.bn}>
            {district.en}
          </option>
        ))}
      </datalist>
      <p
        id={`${id}-fee`}
        aria-live="polite"
        data-testid="district-fee"
        className={`min-h-5 text-sm ${quote.state === 'priced' ? 'font-semibold text-leaf-800' : 'text-stone-600'}`}
      >
        {line}
      </p>
    </div>
  );
}
