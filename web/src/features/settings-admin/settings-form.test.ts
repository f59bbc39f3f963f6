import { fieldMessages, SiteSettingsInputSchema } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { settingsFormDefaults, settingsFormSchema } from './settings-form';

describe('settingsFormSchema', () => {
  it('turns typed fees (Bengali digits too) into the numbers the server expects', () => {
    const result = settingsFormSchema.parse({
      shipping: { insideDhaka: '৮০', outsideDhaka: ' 150 ' },
      phone: '01712-345678',
    });
    expect(result).toEqual({ shipping: { insideDhaka: 80, outsideDhaka: 150 }, phone: '01712-345678' });
    expect(SiteSettingsInputSchema.safeParse(result).success).toBe(true);
  });

  it('puts each problem on its own field in the server’s words', () => {
    const result = settingsFormSchema.safeParse({
      shipping: { insideDhaka: '', outsideDhaka: '12.5' },
      phone: 'call me',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['shipping.insideDhaka', fieldMessages.required],
      ['shipping.outsideDhaka', fieldMessages.wholeTaka],
      ['phone', fieldMessages.contactPhone],
    ]);
  });

  it('starts blank before the first save and from the saved fees after', () => {
    expect(settingsFormDefaults(null)).toEqual({
      shipping: { insideDhaka: '', outsideDhaka: '' },
      phone: '',
    });
    expect(
      settingsFormDefaults({
        _id: 'AbCdEfGhIjKlMnOp',
        shipping: { insideDhaka: 60, outsideDhaka: 0 },
        phone: '',
      }),
    ).toEqual({ shipping: { insideDhaka: '60', outsideDhaka: '0' }, phone: '' });
  });
});
