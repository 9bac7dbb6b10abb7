import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { useFreeBoxes } from '../../features/free-boxes/api/list-free-boxes';
import { FreeBoxGrid } from '../../features/free-boxes/components/free-box-grid';
import { BreakNotice } from '../../features/responsible/components/break-notice';
import { LevelProgress } from '../../features/wallet/components/level-progress';
import { FreeBoxReel, useFreeBoxOpener } from './free-box-reel';
import './box-pages.css';
import './free-box-pages.css';
import { useTranslation } from '../../lib/i18n';

/**
 * `/freebox`: the free level boxes. The member's site level opens them; each opens once every 24
 * hours, with the roulette of a box open and its countdown until the next. Visitors sign in to open.
 */
export default function FreeboxPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [login, setLogin] = useState(false);
  const boxes = useFreeBoxes(token);
  const opener = useFreeBoxOpener(token, () => setLogin(true));
  const memberLevel = boxes.data?.memberLevel ?? null;
  // A member's words from the first frame (a dash until the level is known), so the reel keeps its size.
  const member = token !== null;
  const unlocked = boxes.data ? boxes.data.list.filter((box) => !box.locked).length : '—';

  const idle = (
    <div className="free-reel__idle">
      <span className="free-reel__badge" aria-hidden="true">
        <Icon name="gift" size={30} />
      </span>
      <div>
        <p className="free-reel__title">{member ? t('freebox.memberTitle', { level: memberLevel ?? '—' }) : t('freebox.visitorTitle')}</p>
        <p className="free-reel__text">{member ? t('freebox.memberText', { unlocked, count: boxes.data?.list.length ?? '—' }) : t('freebox.visitorText')}</p>
        {member && <LevelProgress />}
      </div>
      {!member && <Button onClick={() => setLogin(true)}>{t('shell.login')}</Button>}
    </div>
  );

  return (
    <div className="container box-page free-page">
      <h1 className="box-page__heading">{t('screens.freebox.title')}</h1>
      <p className="box-page__lead">{t('freebox.lead')}</p>
      <BreakNotice />
      <FreeBoxReel opener={opener} token={token} idle={idle} />
      <section className="box-page__panel free-page__boxes" aria-labelledby="free-boxes-title">
        <h2 id="free-boxes-title" className="box-page__title">
          {t('freebox.listTitle')}
        </h2>
        <p className="box-page__subtitle">{t('freebox.listLead')}</p>
        {boxes.isError ? (
          <EmptyState icon="gift" title={t('freebox.loadError')} action={<Button variant="secondary" onClick={() => void boxes.refetch()}>{t('freebox.retry')}</Button>} />
        ) : boxes.isPending ? (
          <p className="box-page__subtitle" aria-busy="true">
            {t('freebox.loading')}
          </p>
        ) : (
          <FreeBoxGrid
            list={boxes.data.list}
            memberLevel={memberLevel}
            busy={opener.busy}
            onOpen={(box) => opener.start(box.id)}
          />
        )}
      </section>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
