import { useSyncExternalStore } from 'react';
import { GLOW_FROM_GRADE } from '@lootbay/shared/catalog';

/**
 * The short chime when a roulette lands, brighter for a rare item: made on the spot with Web
 * Audio (no file to download), silent when the player muted it on this device.
 */
const MUTED_KEY = 'lootbay.soundMuted';
const listeners = new Set<() => void>();
let context: AudioContext | null = null;

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

let mutedNow = readMuted();

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(MUTED_KEY, '1');
    else localStorage.removeItem(MUTED_KEY);
  } catch {
    // Storage may be blocked: the switch still holds for this visit.
  }
  mutedNow = muted;
  for (const listener of listeners) listener();
}

export function useSoundMuted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => mutedNow,
  );
}

/** Called from the tap that starts an opening: browsers let a page make sound only after one. */
export function unlockSound(): void {
  if (mutedNow || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
}

/** Notes of the chime in hertz: a plain two-note step, or a rising arpeggio for a rare item. */
const PLAIN = [659.25, 987.77];
const RARE = [659.25, 830.61, 987.77, 1318.51];
const NOTE_GAP_S = 0.07;
const NOTE_LENGTH_S = 0.32;
const VOLUME = 0.12;

export function playLanding(grade: number): void {
  if (mutedNow || !context || context.state !== 'running') return;
  const start = context.currentTime;
  const notes = grade >= GLOW_FROM_GRADE ? RARE : PLAIN;
  notes.forEach((frequency, index) => {
    const at = start + index * NOTE_GAP_S;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(VOLUME, at + 0.012);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_LENGTH_S);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_LENGTH_S + 0.02);
  });
}
