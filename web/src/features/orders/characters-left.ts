import { MAX_ADDRESS_LENGTH } from '@haat/contract';
import { journeyMessages } from './journey-messages';

/** From this many characters left, the address field says how many remain (decision 069). */
const SAY_FROM = 100;

/**
 * What the address field says under it as the visitor nears its limit, or nothing before: the limit
 * used to show only once the order was refused.
 */
export function charactersLeftHint(address: string | undefined): string | undefined {
  const left = MAX_ADDRESS_LENGTH - (address ?? '').length;
  return left <= SAY_FROM ? journeyMessages.charactersLeft(left) : undefined;
}
