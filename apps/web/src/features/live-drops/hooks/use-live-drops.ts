import { useEffect, useMemo, useState } from 'react';
import { LOCALES, type Locale } from '@lootbay/shared/constants';
import { socketClient } from '../../../lib/socket-client';
import { RECENT_DROPS_SIZE, useRecentDrops } from '../api/list-recent-drops';
import { useTranslation } from '../../../lib/i18n';

/** One drop as the ticker shows it. */
export interface Drop {
  readonly openId: string;
  readonly boxId: string;
  readonly nickname: string;
  readonly name: string;
  readonly image: string;
  readonly gradeColor: string;
  readonly price: number;
}

/** A drop reaches the ticker once the opener's roulette has landed, so the ticker never spoils it. */
const REVEAL_DELAY_MS = 7_000;

function asLocale(language: string): Locale {
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'cn';
}

/** The newest drops: the server's list first, then each `box_drop` event pushed in front. */
export function useLiveDrops(): readonly Drop[] {
  const { i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const recent = useRecentDrops();
  const [live, setLive] = useState<readonly (Drop & { names: Record<Locale, string> })[]>([]);

  useEffect(() => {
    const timers = new Set<number>();
    const stop = socketClient.on('box_drop', (drop) => {
      const next = { openId: drop.openId, boxId: drop.boxId, nickname: drop.nickname, name: drop.name.cn, names: drop.name, image: drop.image, gradeColor: drop.gradeColor, price: drop.price };
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        setLive((previous) => [next, ...previous].slice(0, RECENT_DROPS_SIZE));
      }, REVEAL_DELAY_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  return useMemo(() => {
    const fromSocket = live.map((drop) => ({ ...drop, name: drop.names[locale] }));
    const seen = new Set(fromSocket.map((drop) => drop.openId));
    const fromServer = (recent.data ?? [])
      .filter((record) => !seen.has(record.openId))
      .map((record) => ({ openId: record.openId, boxId: record.boxId, nickname: record.nickname, name: record.ornament.name, image: record.ornament.image, gradeColor: record.ornament.gradeColor, price: record.ornament.price }));
    return [...fromSocket, ...fromServer].slice(0, RECENT_DROPS_SIZE);
  }, [live, recent.data, locale]);
}
