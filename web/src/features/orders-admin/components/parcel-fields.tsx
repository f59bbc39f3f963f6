import {
  COURIER_NAMES,
  type Courier,
  type CourierReadiness,
  MAX_PARCEL_WEIGHT_KG,
  MIN_PARCEL_WEIGHT_KG,
  paths,
} from '@haat/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { TextField } from '@/components/ui/text-field';
import { useLoggedUser } from '@/lib/auth';
import { mayOpenPage } from '@/lib/staff-pages';
import { useCourierReadiness } from '../api/get-courier-readiness';
import { parcelMessages as t } from '../messages';

// What sending one order and sending many share (decision 035): the courier and the parcel's weight.

/**
 * The couriers and what a booking starts with: the first courier that can take parcels now (until
 * staff pick one), and `initialWeight`: the order's own, or empty for each order's own (decision 068).
 */
export function useCourierAndWeight(initialWeight: string) {
  const readiness = useCourierReadiness();
  const [chosen, setCourier] = useState<Courier | null>(null);
  const [weight, setWeight] = useState(initialWeight);
  const courier = chosen ?? readiness.data?.find((option) => option.ready)?.courier ?? null;
  return { readiness, courier, setCourier, weight, setWeight };
}

type CourierChoiceProps = {
  readiness: UseQueryResult<CourierReadiness>;
  value: Courier | null;
  onChange: (courier: Courier) => void;
  error?: string | undefined;
};

/**
 * Which courier takes the parcel (decision 035): each one the shop books with, the ones not set up shown
 * but not selectable, with the server's reason and, for an owner, the way to the Connections page.
 * The whole row is the tap target; the radio only shows which is picked.
 */
export function CourierChoice({ readiness, value, onChange, error }: CourierChoiceProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const mayConnect = mayOpenPage(useLoggedUser().role, paths.adminIntegrations);
  if (readiness.isPending) return <p className="text-stone-600">{t.readinessLoading}</p>;
  if (readiness.isError)
    return <LoadError message={readiness.error.message} onRetry={() => void readiness.refetch()} />;
  const noneReady = !readiness.data.some((option) => option.ready);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 font-semibold text-stone-800">{t.courier}</legend>
      <div className="grid items-start gap-2 sm:grid-cols-2">
        {readiness.data.map(({ courier, ready, message }) => (
          <div
            key={courier}
            data-courier={courier}
            className={`rounded-xl ring-1 ${
              value === courier
                ? 'bg-leaf-50 ring-2 ring-leaf-600'
                : ready
                  ? 'ring-stone-300'
                  : 'bg-stone-50 ring-stone-200'
            }`}
          >
            <label
              className={`flex min-h-11 items-center gap-3 px-3 font-semibold ${
                ready ? 'cursor-pointer text-stone-900' : 'cursor-not-allowed text-stone-500'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={courier}
                checked={value === courier}
                disabled={!ready}
                onChange={() => onChange(courier)}
                className="size-5 accent-leaf-700"
              />
              {COURIER_NAMES[courier]}
            </label>
            {message ? (
              <p className={`px-3 pb-2 text-sm ${ready ? 'text-stone-600' : 'text-amber-900'}`}>{message}</p>
            ) : null}
            {ready ? null : mayConnect ? (
              <Link
                to={paths.adminIntegrations}
                className="mx-3 mb-1 inline-flex min-h-11 items-center font-semibold text-leaf-800 underline decoration-leaf-300 underline-offset-4"
              >
                {t.connect}
              </Link>
            ) : (
              <p className="px-3 pb-2 text-sm text-stone-600">{t.askOwner}</p>
            )}
          </div>
        ))}
      </div>
      {noneReady ? <p className="font-semibold text-amber-900">{t.noCourier}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type WeightFieldProps = {
  label: string;
  hint: string;
  value: string;
  onChange: (weight: string) => void;
  error?: string | undefined;
  className?: string;
};

/** The parcel's weight in kilos, in the half-kilo steps couriers charge by. */
export function WeightField({ onChange, ...props }: WeightFieldProps) {
  return (
    <TextField
      {...props}
      name="weightKg"
      type="number"
      inputMode="decimal"
      min={MIN_PARCEL_WEIGHT_KG}
      max={MAX_PARCEL_WEIGHT_KG}
      step={0.5}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
