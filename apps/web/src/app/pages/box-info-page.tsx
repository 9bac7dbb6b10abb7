import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useBoxInfo } from '../../features/boxes/api/get-box-info';
import { BoxHeader } from '../../features/boxes/components/box-header';
import { BoxOpener } from '../../features/boxes/components/box-opener';
import { OddsChart } from '../../features/boxes/components/odds-chart';
import { OddsSeal } from '../../features/boxes/components/odds-seal';
import { OddsTable } from '../../features/boxes/components/odds-table';
import { BreakNotice } from '../../features/responsible/components/break-notice';
import { PageLoading } from '../../components/ui/page-loading';
import './box-pages.css';
import { useTranslation } from '../../lib/i18n';

/** `/box-info?id=…`: the box, its open buttons and roulette (with a notice during a break), and its published odds with their hash and history. */
export default function BoxInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const box = useBoxInfo(id);
  const [login, setLogin] = useState(false);

  if (id === '' || box.isError) {
    return (
      <div className="container box-page">
        <h1 className="box-page__heading">{t('boxes.notFound')}</h1>
        <EmptyState
          icon="box"
          title={t('boxes.notFoundText')}
          action={
            <ButtonLink to="/" size="sm">
              {t('boxes.backHome')}
            </ButtonLink>
          }
        />
      </div>
    );
  }
  if (box.isPending) return <PageLoading />;

  return (
    <div className="container box-page">
      <BoxHeader box={box.data} />
      <BreakNotice />
      <BoxOpener key={box.data.id} box={box.data} onLoginRequired={() => setLogin(true)} />
      <div className="box-page__odds">
        <section className="box-page__panel" aria-labelledby="odds-title">
          <h2 id="odds-title" className="box-page__title">
            {t('boxes.oddsTitle')}
          </h2>
          <p className="box-page__subtitle">{t('boxes.oddsSubtitle')}</p>
          <OddsSeal box={box.data} />
          <OddsTable ornaments={box.data.ornaments} />
        </section>
        <section className="box-page__panel" aria-labelledby="chart-title">
          <h2 id="chart-title" className="box-page__title">
            {t('boxes.chartTitle')}
          </h2>
          <OddsChart ornaments={box.data.ornaments} boxPrice={box.data.price} />
        </section>
      </div>
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
