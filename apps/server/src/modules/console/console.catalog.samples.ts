import type { CallSamples } from './console.samples';

export const catalogSamples: CallSamples = {};
