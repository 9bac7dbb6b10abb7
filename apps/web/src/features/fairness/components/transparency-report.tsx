import { CHAIN_KINDS } from '@lootbay/shared/fairness/chain';
import { useTransparency } from '../api/get-transparency';
import { useTranslation } from '../../../lib/i18n';
import { ReturnBar } from './return-bar';
import './transparency.css';

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/**
 * The transparency report: the public hash chain's newest head (keep it: a rewritten result would
 * change it), its records per game with the full revealed record set to download, and every box's
 * return measured over all its opens beside the one its odds publish.
 */
export function TransparencyReport() {
  const { t } = useTranslation();
  const report = useTransparency();
  if (!report.data) return <p className="box-page__subtitle" aria-busy={report.isPending}>{report.isError ? t('transparency.loadError') : t('fair.loading')}</p>;
  const { head, counts, waiting, boxes, download } = report.data;
  return (
    <div className="transparency">
      <section className="box-page__panel" aria-labelledby="transparency-chain">
        <h2 id="transparency-chain" className="box-page__title">
          {t('transparency.chainTitle')}
        </h2>
        <div className="transparency__head" data-testid="chain-head">
          {head.seq < 0 ? (
            <p>{t('transparency.chainEmpty')}</p>
          ) : (
            <>
              <p>{t('transparency.head', { seq: head.seq, at: new Date(head.publishedAt).toLocaleString() })}</p>
              <code>{head.hash}</code>
            </>
          )}
          <p className="box-page__subtitle">{t('transparency.headHint')}</p>
        </div>
        <ul className="transparency__counts" data-testid="chain-counts">
          {CHAIN_KINDS.map((kind) => (
            <li key={kind}>
              <strong>{counts[kind]}</strong>
              {t(`transparency.kinds.${kind}`)}
            </li>
          ))}
        </ul>
        {waiting > 0 && <p className="box-page__subtitle">{t('transparency.waiting', { count: waiting })}</p>}
        <a className="btn btn--secondary btn--sm" href={download} download data-testid="records-download">
          {t('transparency.download')}
        </a>
        <p className="box-page__subtitle">{t('transparency.downloadHint')}</p>
      </section>
      <section className="box-page__panel" aria-labelledby="transparency-boxes">
        <h2 id="transparency-boxes" className="box-page__title">
          {t('transparency.boxesTitle')}
        </h2>
        <p className="box-page__subtitle">{t('transparency.boxesLead')}</p>
        {boxes.length === 0 ? (
          <p>{t('transparency.noOpens')}</p>
        ) : (
          <ul className="transparency__boxes" data-testid="box-returns">
            {boxes.map((box) => {
              const line = t('transparency.boxLine', { published: percent(box.published), measured: percent(box.measured), low: percent(box.low), high: percent(box.high), opens: box.opens });
              return (
                <li key={box.id} className="transparency__box" data-testid="box-return">
                  <img src={box.image} alt="" loading="lazy" />
                  <div className="transparency__box-line">
                    <strong>{box.name}</strong>
                    <span>{line}</span>
                  </div>
                  <ReturnBar box={box} label={line} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
