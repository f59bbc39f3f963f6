import { type DeliveryZones, type DeliveryZonesInput, DISTRICTS } from '@haat/contract';
import { type FormEvent, useState } from 'react';
import { QueryPanel } from '@/components/admin/query-state';
import { buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeliveryZones, useSaveDeliveryZones } from '../api/delivery-zones';
import { zoneMessages as t } from '../messages';
import {
  emptyDraft,
  parseZones,
  toDraft,
  toggleDistrict,
  type ZoneDraft,
  type ZoneErrors,
} from '../zone-form';

const FEE_FIELDS = ['firstKgFee', 'extraKgFee', 'freeFrom'] as const;

/** The delivery table (decision 067): each zone's name, fees, threshold and districts, saved together. */
export function DeliveryZonesPanel() {
  return (
    <QueryPanel title={t.panelTitle} query={useDeliveryZones()} loading={t.loading}>
      {(table, titleId) => <ZonesForm table={table} titleId={titleId} />}
    </QueryPanel>
  );
}

function ZonesForm({ table, titleId }: { table: DeliveryZones; titleId: string }) {
  const save = useSaveDeliveryZones();
  const [drafts, setDrafts] = useState(() => table.zones.map(toDraft));
  const [errors, setErrors] = useState<ZoneErrors[]>([]);
  const zoneOf = new Map(drafts.flatMap((draft) => draft.districts.map((name) => [name, draft.name])));
  const unzoned = DISTRICTS.filter((district) => !zoneOf.has(district.en)).length;

  const change = (key: string, patch: Partial<ZoneDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseZones(drafts);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      notify.error(t.fixFields);
      return;
    }
    setErrors([]);
    try {
      // The districts were ticked from the list; the server refuses any name that is not on it.
      const saved = await save.mutateAsync({ zones: parsed.zones as DeliveryZonesInput['zones'] });
      setDrafts(saved.zones.map(toDraft));
      notify.success(t.saved);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t.fixFields);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5">
      {table.saved ? null : (
        <p className="rounded-xl bg-mango-100 p-3 text-sm text-stone-800">{t.fromSettings}</p>
      )}
      {drafts.map((draft, index) => (
        <fieldset key={draft.key} className="flex flex-col gap-4 rounded-xl p-4 ring-1 ring-stone-200">
          <legend className="px-1 text-base font-semibold text-stone-900">{t.zoneLegend(index)}</legend>
          <TextField
            label={t.name}
            value={draft.name}
            error={errors[index]?.name}
            onChange={(event) => change(draft.key, { name: event.target.value })}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {FEE_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t[field]}
                inputMode="numeric"
                value={draft[field]}
                error={errors[index]?.[field]}
                onChange={(event) => change(draft.key, { [field]: event.target.value })}
              />
            ))}
          </div>
          <details className="rounded-lg bg-stone-50 ring-1 ring-stone-200">
            <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-stone-800">
              {t.districts(draft.districts.length)}
            </summary>
            <ul className="grid gap-1 p-2 sm:grid-cols-2">
              {DISTRICTS.map((district) => {
                const elsewhere = zoneOf.get(district.en);
                const here = draft.districts.includes(district.en);
                return (
                  <li key={district.en}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-white">
                      <input
                        type="checkbox"
                        checked={here}
                        onChange={() =>
                          setDrafts((current) => toggleDistrict(current, draft.key, district.en))
                        }
                        className="size-5 accent-leaf-700"
                      />
                      <span className="flex flex-col leading-tight">
                        <span>{district.bn}</span>
                        {!here && elsewhere ? (
                          <span className="text-xs text-stone-500">{t.inOtherZone(elsewhere)}</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </details>
          {drafts.length > 1 ? (
            <button
              type="button"
              onClick={() => setDrafts((current) => current.filter((zone) => zone.key !== draft.key))}
              className={`${buttonClassName({ variant: 'outline' })} self-start`}
            >
              {t.removeZone}
            </button>
          ) : null}
        </fieldset>
      ))}
      {unzoned > 0 ? <p className="text-sm font-medium text-red-700">{t.noZone(unzoned)}</p> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => setDrafts((current) => [...current, emptyDraft(t.newZoneName)])}
          className={buttonClassName({ variant: 'outline' })}
        >
          {t.addZone}
        </button>
        <button type="submit" disabled={save.isPending} className={buttonClassName({})}>
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
