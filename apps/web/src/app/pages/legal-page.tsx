import { Link, useLocation } from 'react-router';
import { termsDocument } from '@lootbay/shared/schemas/privacy';
import { Icon } from '../../components/ui/icon';
import { useTerms } from '../../features/privacy/api/get-terms';
import { TermsVersions } from '../../features/privacy/components/terms-versions';
import { formatDate } from '../../lib/format-date';
import { textsOf, useLocale, useTranslation } from '../../lib/i18n';
import './pages.css';

/** The date the current legal texts took effect; earlier versions are archived with the bulletin. */
const LEGAL_TEXTS_DATE = Date.UTC(2026, 10, 1);

/**
 * The user agreement or the privacy policy, in the current language. The agreement shows the
 * version in force as the server serves it, and a version announced to take effect later.
 */
export default function LegalPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = useLocale();
  const kind = pathname === '/privacy' ? 'privacy' : 'agreement';
  const other = kind === 'privacy' ? 'agreement' : 'privacy';
  const terms = useTerms();
  const served = kind === 'agreement' ? terms.data?.current : undefined;
  const doc = served ? { ...textsOf(locale).agreement, ...termsDocument(served.text) } : textsOf(locale)[kind];
  const date = formatDate(LEGAL_TEXTS_DATE, locale, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <div className="container legal">
      <aside className="legal__toc">
        <p className="legal__toc-title">{t('legal.onThisPage')}</p>
        <ol>
          {doc.sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
        <p className="legal__toc-title">{t('legal.otherDoc')}</p>
        <Link to={`/${other}`} className="legal__other">
          <Icon name={other === 'privacy' ? 'shield' : 'list'} size={16} />
          {t(`footer.${other}`)}
        </Link>
      </aside>
      <article className="legal__doc">
        <header className="legal__header">
          <h1 className="legal__title">{doc.title}</h1>
          {kind === 'agreement' && terms.data ? <TermsVersions current={terms.data.current} upcoming={terms.data.upcoming} /> : <p className="legal__updated">{t('legal.updated', { date })}</p>}
          <p className="legal__intro">{doc.intro}</p>
        </header>
        {doc.sections.map((section, index) => (
          <section key={section.title} id={`section-${index + 1}`} className="legal__section">
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
