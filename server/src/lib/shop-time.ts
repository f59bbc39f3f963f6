import { SHOP_UTC_OFFSET_HOURS } from '@haat/contract';

const OFFSET_MS = SHOP_UTC_OFFSET_HOURS * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's calendar date (Dhaka) of a moment, as YYYY-MM-DD. */
export const shopDate = (moment: Date): string =>
  new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** A moment as the shop's clock shows it (Dhaka), `YYYY-MM-DD HH:mm`: what a spreadsheet reads as a time. */
export const shopDateTime = (moment: Date): string =>
  new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The UTC instant at which a shop date (YYYY-MM-DD, Dhaka) begins, as ISO text. */
export const startOfShopDate = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET_MS).toISOString();

/** The shop date `days` after (or before, when negative) the given one. */
export const addShopDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The shop date a UTC hour bucket (`YYYY-MM-DDTHH`) falls on. */
export const shopDateOfUtcHour = (hour: string): string => shopDate(new Date(`${hour}:00:00Z`));
