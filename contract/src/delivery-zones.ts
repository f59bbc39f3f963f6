import { z } from 'zod';
import { requiredText, TakaSchema } from './common.js';
import { DISTRICT_NAMES, type DistrictName } from './districts.js';
import { endpoint } from './endpoint.js';

/** At most this many zones: three are usual (research); a few more leave room for a shop's own. */
export const MAX_DELIVERY_ZONES = 12;

export const deliveryMessages = {
  district: 'তালিকা থেকে আপনার জেলা বেছে নিন',
  zoneName: 'জোনের নাম লিখুন',
  zonesEmpty: 'অন্তত একটি জোন রাখুন',
  zonesTooMany: `সর্বোচ্চ ${MAX_DELIVERY_ZONES}টি জোন রাখা যাবে`,
  districtTwice: (district: string) => `${district} জেলা একাধিক জোনে দেওয়া হয়েছে; একটি জোনেই রাখুন`,
} as const;

/** A district by its English name, as the zone table and an order's body carry it. */
export const DistrictSchema = z.enum(DISTRICT_NAMES as [DistrictName, ...DistrictName[]], {
  error: deliveryMessages.district,
});

export const DeliveryZoneSchema = z.object(
  {
    name: requiredText(60, deliveryMessages.zoneName),
    districts: z.array(DistrictSchema, { error: deliveryMessages.district }).max(DISTRICT_NAMES.length),
    firstKgFee: TakaSchema,
    extraKgFee: TakaSchema,
    freeFrom: TakaSchema.nullable(),
  },
  { error: deliveryMessages.zoneName },
);

/** The table as the owner saves it: each district in one zone at most (a district in none is not delivered to). */
export const DeliveryZonesInputSchema = z
  .object({
    zones: z
      .array(DeliveryZoneSchema, { error: deliveryMessages.zonesEmpty })
      .min(1, deliveryMessages.zonesEmpty)
      .max(MAX_DELIVERY_ZONES, deliveryMessages.zonesTooMany),
  })
  .strict()
  .superRefine(({ zones }, context) => {
    const seen = new Set<string>();
    zones.forEach((zone, index) => {
      for (const district of zone.districts) {
        if (seen.has(district))
          context.addIssue({
            code: 'custom',
            path: ['zones', index, 'districts'],
            message: deliveryMessages.districtTwice(district),
          });
        seen.add(district);
      }
    });
  });
export type DeliveryZonesInput = z.input<typeof DeliveryZonesInputSchema>;

export const DeliveryZonesSchema = z.object({
  // Answered as stored: a district name that has left the list still reads back.
  zones: z.array(DeliveryZoneSchema.extend({ districts: z.array(z.string()) })),
  /** False while the shop uses the default table drawn from its two settings fees (decision 067). */
  saved: z.boolean(),
});
export type DeliveryZones = z.infer<typeof DeliveryZonesSchema>;

export const deliveryZoneEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/delivery-zones',
    access: 'public',
    tags: ['delivery zones'],
    summary:
      "The shop's delivery table: zones of districts, first-kilo and further-kilo fees, free threshold",
    description:
      "The order form prices a delivery from it with `deliveryFee` (contract/src/delivery.ts); the server prices the order with the same function and its own table. Before the owner saves one, the table is drawn from the settings' inside- and outside-Dhaka fees (`saved` false).",
    answer: { data: DeliveryZonesSchema },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/delivery-zones',
    access: 'admin',
    tags: ['delivery zones (admin)'],
    summary: 'Replace the delivery table; a district may be in one zone at most',
    body: DeliveryZonesInputSchema,
    answer: { data: DeliveryZonesSchema, message: 'Delivery zones saved' },
  }),
};
