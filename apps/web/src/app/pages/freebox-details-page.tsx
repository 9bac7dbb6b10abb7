import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { BoxHeader } from '../../features/boxes/components/box-header';
import { OddsSeal } from '../../features/boxes/components/odds-seal';
import { OddsTable } from '../../features/boxes/components/odds-table';
import { useFreeBox } from '../../features/free-boxes/api/get-free-box';
import { FreeBoxHistory } from '../../features/free-boxes/components/free-box-history';
import { FreeBoxState } from '../../features/free-boxes/components/free-box-state';
import { LevelMeter } from '../../features/free-boxes/components/level-meter';
import { PageLoading } from '../../components/ui/page-loading';
import { FreeBoxReel, useFreeBoxOpener } from './free-box-reel';
import './box-pages.css';
import './free-box-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/freeboxdetails?id=…`: one free level box: the member's level against it, its open and countdown, its published odds and the member's free opens. */
export default function FreeboxDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { token } = useSession();
  const [login, setLogin] = useState(false);
  const box = useFreeBox(id, token);
  const opener = useFreeBoxOpener(token, () => setLogin(true));

  if (id === '' || box.isError) {
    return (
      <div className="container box-page">
        <h1 className="box-page__heading">{t('freebox.notFound')}</h1>
        <EmptyState
          icon="gift"
          title={t('freebox.notFoundText')}
          action={
            <ButtonLink to="/freebox" size="sm">
              {t('freebox.toList')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (box.isPending) return <PageLoading />;

  const idle = (
    <div className="free-reel__controls">
      <LevelMeter level={box.data.level} memberLevel={box.data.memberLevel} />
      <FreeBoxState box={box.data} signedIn={box.data.memberLevel !== null} busy={opener.busy} onOpen={(chosen) => opener.start(chosen.id)} />
    </div>
  );

  return (
    <div className="container box-page free-page">
      <BoxHeader box={box.data} />
      <FreeBoxReel opener={opener} token={token} idle={idle} />
      <div className="box-page__odds">
        <section className="box-page__panel" aria-labelledby="free-odds-title">
          <h2 id="free-odds-title" className="box-page__title">
            {t('freebox.oddsTitle')}
          </h2>
          <p className="box-page__subtitle">{t('freebox.oddsLead')}</p>
          <OddsSeal box={box.data} />
          <OddsTable ornaments={box.data.ornaments} />
        </section>
        <section className="box-page__panel" aria-labelledby="free-history-title">
          <h2 id="free-history-title" className="box-page__title">
            {t('freebox.historyTitle')}
          </h2>
          <FreeBoxHistory token={token} />
        </section>
      </div>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
