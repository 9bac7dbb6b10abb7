import { describe, expect, it } from 'vitest';
import { orderByNeeds } from './module-order';

const names = (modules: readonly { name: string }[]) => modules.map((module) => module.name);

describe('ordering modules by their needs', () => {
  it('keeps the listed order where the needs allow it', () => {
    const modules = [
      { name: 'account', needs: [] },
      { name: 'wallet', needs: [] },
      { name: 'catalog', needs: [] },
    ];
    expect(names(orderByNeeds(modules))).toEqual(['account', 'wallet', 'catalog']);
  });

  it('puts every module after the modules it needs', () => {
    const modules = [
      { name: 'arena', needs: ['wallet', 'play'] },
      { name: 'play', needs: ['wallet'] },
      { name: 'wallet', needs: ['account'] },
      { name: 'account', needs: [] },
      { name: 'site', needs: [] },
    ];
    expect(names(orderByNeeds(modules))).toEqual(['account', 'wallet', 'play', 'arena', 'site']);
  });

  it('refuses a need no module meets, naming both', () => {
    expect(() => orderByNeeds([{ name: 'arena', needs: ['wallet'] }])).toThrow('module arena needs wallet, which is not in the list of modules');
  });

  it('refuses modules that need each other, naming the cycle', () => {
    const modules = [
      { name: 'site', needs: [] },
      { name: 'recharge', needs: ['responsible'] },
      { name: 'responsible', needs: ['recharge'] },
    ];
    expect(() => orderByNeeds(modules)).toThrow('modules need each other: recharge → responsible → recharge');
  });

  it('refuses a module listed twice', () => {
    expect(() => orderByNeeds([{ name: 'site', needs: [] }, { name: 'site', needs: [] }])).toThrow('module site is listed twice');
  });
});
