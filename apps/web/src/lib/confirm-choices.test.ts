import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askOrRun, confirmSkipped, resetConfirms, runConfirmed, skippedConfirms } from './confirm-choices';

/** A device's local storage, as the browser keeps it. */
function deviceStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('confirmations of irreversible actions', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: deviceStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, and runs the action only once it is confirmed', () => {
    const action = vi.fn();
    const show = vi.fn();
    askOrRun('sell', { action }, show);
    expect(show).toHaveBeenCalledOnce();
    expect(action).not.toHaveBeenCalled();
    runConfirmed('sell', { action }, false);
    expect(action).toHaveBeenCalledOnce();
    expect(confirmSkipped('sell')).toBe(false);
  });

  it('remembers "don\'t ask again" for that action only', () => {
    runConfirmed('sell', { action: vi.fn() }, true);
    const sell = vi.fn();
    const show = vi.fn();
    askOrRun('sell', { action: sell }, show);
    expect(sell).toHaveBeenCalledOnce();
    expect(show).not.toHaveBeenCalled();
    const forge = vi.fn();
    askOrRun('forge', { action: forge }, show);
    expect(forge).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledOnce();
    expect(skippedConfirms()).toEqual(['sell']);
  });

  it('keeps each remembered action once, and asks again for all after a reset', () => {
    runConfirmed('stake', { action: vi.fn() }, true);
    runConfirmed('exponentBuy', { action: vi.fn() }, true);
    runConfirmed('stake', { action: vi.fn() }, true);
    expect(skippedConfirms()).toEqual(['exponentBuy', 'stake']);
    resetConfirms();
    expect(skippedConfirms()).toEqual([]);
    const show = vi.fn();
    askOrRun('stake', { action: vi.fn() }, show);
    expect(show).toHaveBeenCalledOnce();
  });

  it('treats a stored value it cannot read as nothing remembered', () => {
    window.localStorage.setItem('lootbay.confirmSkipped', '{"sell":true}');
    expect(confirmSkipped('sell')).toBe(false);
    window.localStorage.setItem('lootbay.confirmSkipped', '["sell","somethingElse"]');
    expect(skippedConfirms()).toEqual(['sell']);
  });

  it('asks every time when the device keeps nothing', () => {
    vi.stubGlobal('window', {});
    runConfirmed('retrieve', { action: vi.fn() }, true);
    const show = vi.fn();
    askOrRun('retrieve', { action: vi.fn() }, show);
    expect(show).toHaveBeenCalledOnce();
  });
});
