import type { DeliveryZone } from '@haat/contract';
import { toAsciiDigits } from '@haat/contract';
import { zoneMessages } from './messages';

/** A zone as the page edits it: the fees as typed (Bengali digits too), the districts as picked. */
export type ZoneDraft = {
  key: string;
  name: string;
  districts: string[];
  firstKgFee: string;
  extraKgFee: string;
  freeFrom: string;
};

export type ZoneErrors = Partial<Record<'name' | 'firstKgFee' | 'extraKgFee' | 'freeFrom', string>>;

let keys = 0;
const nextKey = () => `zone-${++keys}`;

export const toDraft = (zone: DeliveryZone): ZoneDraft => ({
  key: nextKey(),
  name: zone.name,
  districts: [...zone.districts],
  firstKgFee: String(zone.firstKgFee),
  extraKgFee: String(zone.extraKgFee),
  freeFrom: zone.freeFrom === null ? '' : String(zone.freeFrom),
});

export const emptyDraft = (name: string): ZoneDraft => ({
  key: nextKey(),
  name,
  districts: [],
  firstKgFee: '',
  extraKgFee: '0',
  freeFrom: '',
});

/** Whole taka from what was typed, or null. */
function taka(text: string): number | null {
  const clean = toAsciiDigits(text).trim();
  return /^\d{1,8}$/.test(clean) ? Number(clean) : null;
}

/** The table to save, or each zone's field errors (the server checks the same again). */
export function parseZones(
  drafts: readonly ZoneDraft[],
): { ok: true; zones: DeliveryZone[] } | { ok: false; errors: ZoneErrors[] } {
  const errors: ZoneErrors[] = [];
  const zones = drafts.map((draft) => {
    const error: ZoneErrors = {};
    const firstKgFee = taka(draft.firstKgFee);
    const extraKgFee = taka(draft.extraKgFee);
    const freeFrom = draft.freeFrom.trim() === '' ? null : taka(draft.freeFrom);
    if (draft.name.trim() === '') error.name = zoneMessages.nameRequired;
    if (firstKgFee === null) error.firstKgFee = zoneMessages.wholeTaka;
    if (extraKgFee === null) error.extraKgFee = zoneMessages.wholeTaka;
    if (draft.freeFrom.trim() !== '' && freeFrom === null) error.freeFrom = zoneMessages.wholeTaka;
    errors.push(error);
    return {
      name: draft.name.trim(),
      districts: draft.districts,
      firstKgFee: firstKgFee ?? 0,
      extraKgFee: extraKgFee ?? 0,
      freeFrom,
    };
  });
  return errors.some((error) => Object.keys(error).length > 0) ? { ok: false, errors } : { ok: true, zones };
}

/** Puts a district in one zone (taking it out of any other), or takes it out of that zone. */
export function toggleDistrict(drafts: readonly ZoneDraft[], zoneKey: string, district: string): ZoneDraft[] {
  const adding = !drafts.find((draft) => draft.key === zoneKey)?.districts.includes(district);
  return drafts.map((draft) => {
    const without = draft.districts.filter((name) => name !== district);
    return { ...draft, districts: draft.key === zoneKey && adding ? [...without, district] : without };
  });
}
