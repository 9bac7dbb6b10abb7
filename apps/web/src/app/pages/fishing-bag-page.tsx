import { useState } from 'react';
import type { FishCatch } from '@lootbay/shared/schemas/fishing';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useBag } from '../../features/fishing/api/get-bag';
import { useOpenCatch } from '../../features/fishing/api/open-catch';
import { useRefreshAfterFishing } from '../../features/fishing/api/refresh-after-fishing';
import { CatchCard } from '../../features/fishing/components/catch-card';
import { ToolMark } from '../../features/fishing/components/tool-mark';
import { showToast } from '../../lib/toasts';
import { useSessionToken } from '../../lib/use-session-token';
import { FishingNav } from './fishing-nav';
import { MemberGate } from './member-gate';
import './box-pages.css';
import './fishing-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/fishingbag`: the member's rods, the bait they hold (and how much is out fishing), and catch boxes to open. */
export default function FishingBagPage() {
  return <MemberGate>{() => <FishingBag />}</MemberGate>;
}

function FishingBag() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const bag = useBag(token);
  const open = useOpenCatch();
  const refresh = useRefreshAfterFishing();
  const [opening, setOpening] = useState<string | null>(null);
  const [opened, setOpened] = useState<readonly FishCatch[]>([]);

  function openBox(item: FishCatch): void {
    setOpening(item.id);
    open
      .mutateAsync(item.id)
      .then((done) => {
        setOpened((previous) => [done, ...previous]);
        refresh();
      })
      .catch((error: unknown) => showToast('error', error instanceof Error ? error.message : String(error)))
      .finally(() => setOpening(null));
  }

  const tools = bag.data?.tools ?? [];
  const boxes = bag.data?.boxes ?? [];
  return (
    <div className="container box-page fishing-page">
      <h1 className="box-page__heading">{t('screens.fishingBag.title')}</h1>
      <p className="box-page__lead">{t('fishing.bagLead')}</p>
      <FishingNav />
      {bag.isError ? (
        <EmptyState icon="backpack" title={t('fishing.loadError')} />
      ) : bag.isPending ? (
        <p className="box-page__subtitle" aria-busy="true">
          {t('fishing.loading')}
        </p>
      ) : (
        <div className="fishing-bag">
          <section className="box-page__panel" aria-labelledby="bag-tools">
            <h2 id="bag-tools" className="box-page__title">
              {t('fishing.toolsTitle')}
            </h2>
            {tools.length === 0 ? (
              <EmptyState icon="store" title={t('fishing.noTools')} action={<ButtonLink to="/fish-shop">{t('fishing.links.shop')}</ButtonLink>} />
            ) : (
              <ul className="bag-tools">
                {tools.map((tool) => (
                  <li key={tool.toolId} className={`bag-tool bag-tool--${tool.kind}`} data-tool-id={tool.toolId}>
                    <span className="bag-tool__icon" aria-hidden="true">
                      <ToolMark kind={tool.kind} size={22} />
                    </span>
                    <span className="bag-tool__name">{tool.name}</span>
                    <span className="bag-tool__count">{tool.kind === 'rod' ? t('fishing.reaches', { level: tool.level }) : t('fishing.baitHeld', { count: tool.bait })}</span>
                    {tool.inUse > 0 && <span className="bag-tool__use">{t('fishing.inUse', { count: tool.inUse })}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="box-page__panel" aria-labelledby="bag-boxes">
            <h2 id="bag-boxes" className="box-page__title">
              {t('fishing.boxesTitle')}
            </h2>
            {boxes.length === 0 && opened.length === 0 ? (
              <EmptyState icon="box" title={t('fishing.noBoxes')} />
            ) : (
              <div className="catch-grid">
                {opened.map((item) => (
                  <CatchCard key={item.id} item={item} fresh />
                ))}
                {boxes.map((item) => (
                  <CatchCard key={item.id} item={item} onOpen={openBox} opening={opening === item.id} />
                ))}
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
