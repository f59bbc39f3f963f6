import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, type DraftFields, draftBody, draftSaver } from './checkout-draft';

const empty: DraftFields = { name: '', phone: '', city: '', address: '' };
const lines = [{ product: 'p1', quantity: 2 }];
const device = () => 'device-id-0123456789';
const owner = () => 'owner-token-0123456789';

describe('draftBody', () => {
  it('keeps nothing without a valid mobile number and one more field', () => {
    expect(draftBody(empty, lines, 80, device, owner)).toBeNull();
    expect(draftBody({ ...empty, phone: '01712345678' }, lines, 80, device, owner)).toBeNull();
    expect(draftBody({ ...empty, phone: '01712345678', name: '   ' }, lines, 80, device, owner)).toBeNull();
    expect(draftBody({ ...empty, phone: '0171234567', name: 'রহিম' }, lines, 80, device, owner)).toBeNull();
    expect(draftBody({ ...empty, phone: '12345678901', city: 'ঢাকা' }, lines, 80, device, owner)).toBeNull();
  });

  it('does not make the device id for a form that is not kept', () => {
    const asked = vi.fn(device);
    const askedOwner = vi.fn(owner);
    draftBody({ ...empty, name: 'রহিম' }, lines, 80, asked, askedOwner);
    expect(asked).not.toHaveBeenCalled();
    expect(askedOwner).not.toHaveBeenCalled();
  });

  it('sends the form, the basket, the fee and the device, the phone in its one spelling', () => {
    const fields = { name: ' রহিম ', phone: '+88 ০১৭১২-৩৪৫৬৭৮', city: '', address: 'মিরপুর ১০' };
    expect(draftBody(fields, lines, 130, device, owner)).toEqual({
      phone: '01712345678',
      name: 'রহিম',
      city: '',
      address: 'মিরপুর ১০',
      products: [{ product: 'p1', quantity: 2 }],
      shipping: 130,
      device: 'device-id-0123456789',
      owner: 'owner-token-0123456789',
    });
    // Any one of name, city and address is enough; the basket may be empty.
    expect(draftBody({ ...empty, phone: '01812345678', city: 'খুলনা' }, [], 80, device, owner)).toMatchObject({
      city: 'খুলনা',
      products: [],
    });
  });

  it("cuts long fields to the contract's bounds instead of being refused", () => {
    const body = draftBody(
      { name: 'ক'.repeat(150), phone: '01712345678', city: 'খ'.repeat(150), address: 'গ'.repeat(600) },
      lines,
      80,
      device,
    );
    expect(body?.name).toHaveLength(100);
    expect(body?.city).toHaveLength(100);
    expect(body?.address).toHaveLength(500);
  });
});

describe('draftSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const body = draftBody({ ...empty, phone: '01712345678', name: 'রহিম' }, lines, 80, device, owner);
  const later = draftBody({ ...empty, phone: '01712345678', name: 'রহিম উদ্দিন' }, lines, 80, device, owner);

  function saver() {
    const save = vi.fn<(json: string) => void>();
    const saveOnLeave = vi.fn<(json: string) => void>();
    return { save, saveOnLeave, drafts: draftSaver({ save, saveOnLeave }) };
  }

  it('saves once, a moment after the last change', () => {
    const { save, drafts } = saver();
    drafts.change(body);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    drafts.change(later);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(JSON.parse(save.mock.calls[0]?.[0] ?? '')).toEqual(later);
  });

  it('sends nothing while the form holds nothing valid', () => {
    const { save, saveOnLeave, drafts } = saver();
    drafts.change(null);
    vi.runAllTimers();
    drafts.leave();
    expect(save).not.toHaveBeenCalled();
    expect(saveOnLeave).not.toHaveBeenCalled();
  });

  it('sends what is waiting with the beacon as the page is left, and only what changed since', () => {
    const { save, saveOnLeave, drafts } = saver();
    drafts.change(body);
    drafts.leave();
    expect(saveOnLeave).toHaveBeenCalledTimes(1);
    expect(JSON.parse(saveOnLeave.mock.calls[0]?.[0] ?? '')).toEqual(body);
    // The timer of that change is gone with it.
    vi.runAllTimers();
    expect(save).not.toHaveBeenCalled();
    // Hidden again with nothing new (back from another app, then away once more): nothing is sent.
    drafts.leave();
    drafts.change({ ...(body as NonNullable<typeof body>) });
    vi.runAllTimers();
    drafts.leave();
    expect(saveOnLeave).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('forgets a change taken back before it was sent', () => {
    const { save, drafts } = saver();
    drafts.change(body);
    vi.runAllTimers();
    drafts.change(later);
    drafts.change(body);
    vi.runAllTimers();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more once the order went through', () => {
    const { save, saveOnLeave, drafts } = saver();
    drafts.change(body);
    drafts.placed();
    vi.runAllTimers();
    drafts.change(later);
    vi.runAllTimers();
    drafts.leave();
    expect(save).not.toHaveBeenCalled();
    expect(saveOnLeave).not.toHaveBeenCalled();
  });
});
