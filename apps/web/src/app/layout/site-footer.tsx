import { Link } from 'react-router';
import { VERSION_LABEL } from '@lootbay/shared/constants';
import { Icon } from '../../components/ui/icon';
import { Logo } from './logo';
import { useTranslation } from '../../lib/i18n';

export function SiteFooter({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        {!phone && (
          <div className="site-footer__grid">
            <section>
              <Logo />
              <p className="site-footer__about">{t('footer.aboutText')}</p>
            </section>
            <section>
              <h2 className="site-footer__heading">{t('footer.links')}</h2>
              <ul className="site-footer__links">
                <li>
                  <Link to="/help">{t('footer.help')}</Link>
                </li>
                <li>
                  <Link to="/fair">{t('footer.fair')}</Link>
                </li>
                <li>
                  <Link to="/transparency">{t('screens.transparency.title')}</Link>
                </li>
                <li>
                  <Link to="/download">{t('footer.download')}</Link>
                </li>
                <li>
                  <Link to="/ranking">{t('statistics.rankingLink')}</Link>
                </li>
              </ul>
            </section>
            <section>
              <h2 className="site-footer__heading">{t('footer.legal')}</h2>
              <ul className="site-footer__links">
                <li>
                  <Link to="/agreement">{t('footer.agreement')}</Link>
                </li>
                <li>
                  <Link to="/privacy">{t('footer.privacy')}</Link>
                </li>
              </ul>
            </section>
          </div>
        )}
        <ul className="site-footer__badges">
          <li>
            <span className="site-footer__age" aria-hidden="true">
              18+
            </span>
            {t('footer.adultsOnly')}
          </li>
          <li>
            <Icon name="shield" size={16} />
            {t('footer.noCash')}
          </li>
          <li>
            <Icon name="info" size={16} />
            {t('footer.noRefund')}
          </li>
        </ul>
        <div className="site-footer__bottom">
          {phone && (
            <p className="site-footer__legal-links">
              <Link to="/agreement">{t('footer.agreement')}</Link>
              <Link to="/privacy">{t('footer.privacy')}</Link>
              <Link to="/help">{t('footer.help')}</Link>
              <Link to="/ranking">{t('statistics.rankingLink')}</Link>
            </p>
          )}
          <p>{t('footer.copyright', { year })}</p>
          <p className="site-footer__version" data-testid="version-label">
            {t('shell.version', { version: VERSION_LABEL })}
          </p>
        </div>
      </div>
    </footer>
  );
}
