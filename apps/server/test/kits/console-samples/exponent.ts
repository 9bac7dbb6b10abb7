import type { CallSamples } from './call-samples';

export const exponentSamples: CallSamples = {
  'games/exponent/boxes/save': async () => ({
    offers: [
      { boxId: 'recoil', indexBoxId: 'exponent-recoil' },
      { boxId: 'dreams', indexBoxId: 'exponent-dreams' },
    ],
    roundLimit: 2,
    reason: 'a quieter week',
  }),
};
