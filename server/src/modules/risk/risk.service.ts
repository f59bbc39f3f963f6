import {
  type AddBlockEntry,
  type BlockEntry,
  blockMessages,
  DEFAULT_RISK_SETTINGS,
  type RiskSettings,
  RiskSettingsSchema,
} from '@haat/contract';
import { AppError, UniqueViolationError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { nowIso } from '../../lib/time.js';
import type { IntegrationSettingsRepository } from '../integrations/integration-settings.repository.js';
import { blocklistMatcher, parseAddressEntry } from './blocklist-match.js';
import type { RiskRepository } from './risk.repository.js';

/** The row of `integration_settings` the owner's weights and threshold are kept in. */
const SETTINGS_ROW = 'risk';

export const riskMessages = {
  alreadyBlocked: 'এটি আগেই বন্ধের তালিকায় আছে',
  notFound: 'বন্ধের তালিকায় এটি নেই',
} as const;

/**
 * The fake-order check's settings and the owner's blocklist (issue 17, decision 038). The placement
 * asks `screen()` once a batch for both; the assessment itself is assessment.ts, a pure function.
 */
export function createRiskService(deps: {
  repository: RiskRepository;
  settings: IntegrationSettingsRepository;
}) {
  const { repository } = deps;

  async function getSettings(): Promise<RiskSettings> {
    const stored = await deps.settings.read<Partial<RiskSettings>>(SETTINGS_ROW);
    // Saved before a signal existed, the stored weights lack it: the default weighs it until saved.
    const merged = {
      ...DEFAULT_RISK_SETTINGS,
      ...stored,
      weights: { ...DEFAULT_RISK_SETTINGS.weights, ...stored?.weights },
    };
    const parsed = RiskSettingsSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_RISK_SETTINGS;
  }

  return {
    getSettings,

    async updateSettings(input: RiskSettings): Promise<RiskSettings> {
      await deps.settings.write(SETTINGS_ROW, input);
      return getSettings();
    },

    listBlocklist: (): Promise<BlockEntry[]> => repository.list(),

    /** Adds a phone, address or range, or device; an address must be an IP address or CIDR range. */
    async block(input: AddBlockEntry & { value: string }, addedBy: { id: string; name: string }) {
      let value = input.value;
      if (input.kind === 'address') {
        const parsed = parseAddressEntry(value);
        if (!parsed)
          throw AppError.badRequest(blockMessages.address, [
            { path: 'value', message: blockMessages.address },
          ]);
        value = parsed.value;
      }
      try {
        return await repository.insert({
          id: newId(),
          kind: input.kind,
          value,
          reason: input.reason,
          addedBy,
          createdAt: nowIso(),
        });
      } catch (error) {
        if (error instanceof UniqueViolationError) throw AppError.conflict(riskMessages.alreadyBlocked);
        throw error;
      }
    },

    async unblock(id: string): Promise<BlockEntry> {
      const removed = await repository.delete(id);
      if (!removed) throw AppError.notFound(riskMessages.notFound);
      return removed;
    },

    /**
     * What the placement needs for a batch: the owner's settings and a matcher over the blocklist,
     * both read now, so an entry the owner has just added holds the next order on every instance.
     */
    async screen() {
      const [settings, entries] = await Promise.all([getSettings(), repository.values()]);
      return { settings, blockedKinds: blocklistMatcher(entries) };
    },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
export type RiskScreen = Awaited<ReturnType<RiskService['screen']>>;
