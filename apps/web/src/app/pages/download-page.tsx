import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icon';
import { showToast } from '../../lib/toasts';
import './box-pages.css';
import './help-page.css';
import { useTranslation } from '../../lib/i18n';

/** The browser's offer to install the site as an app (Chromium's `beforeinstallprompt`). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

type Device = 'android' | 'ios' | 'desktop';

const DEVICES: readonly { readonly device: Device; readonly icon: IconName }[] = [
  { device: 'android', icon: 'phone' },
  { device: 'ios', icon: 'phone' },
  { device: 'desktop', icon: 'home' },
];

function detectDevice(): Device {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/i.test(agent)) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  return 'desktop';
}

function installed(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * `/download`: Lootbay installs from the browser as an app (a PWA: full screen, from the home
 * screen, its shell kept for slow networks). Where the browser offers it, one button installs it;
 * each platform's steps are shown too, the reader's first. A native iOS app is not open.
 */
export default function DownloadPage() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<InstallPrompt | null>(null);
  const [done, setDone] = useState(installed);
  const [device] = useState(detectDevice);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPrompt);
    };
    const finished = () => setDone(true);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', finished);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', finished);
    };
  }, []);

  async function install(): Promise<void> {
    if (!offer) return;
    await offer.prompt();
    if ((await offer.userChoice).outcome === 'accepted') setDone(true);
    setOffer(null);
  }

  const ordered = [...DEVICES].sort((a, b) => Number(b.device === device) - Number(a.device === device));

  return (
    <div className="container box-page help">
      <h1 className="box-page__heading">{t('screens.download.title')}</h1>
      <p className="box-page__lead">{t('download.lead')}</p>
      <section className="box-page__panel help__article" aria-live="polite">
        {done ? (
          <p className="download__state">
            <Icon name="check" size={18} /> {t('download.installed')}
          </p>
        ) : offer ? (
          <Button size="lg" onClick={() => void install()} data-testid="install-app">
            <Icon name="download" size={18} /> {t('download.install')}
          </Button>
        ) : (
          <p className="download__state">{t('download.byHand')}</p>
        )}
      </section>
      <div className="help__articles">
        {ordered.map(({ device: shown, icon }) => (
          <section key={shown} className="box-page__panel help__article" data-device={shown} aria-labelledby={`download-${shown}`}>
            <h2 id={`download-${shown}`} className="box-page__title">
              <Icon name={icon} size={18} /> {t(`download.${shown}Title`)} {shown === device && <span className="download__yours">{t('download.yours')}</span>}
            </h2>
            <ol>
              <li>{t(`download.${shown}Step1`)}</li>
              <li>{t(`download.${shown}Step2`)}</li>
              <li>{t(`download.${shown}Step3`)}</li>
            </ol>
            {shown === 'ios' && (
              <Button variant="secondary" size="sm" onClick={() => showToast('info', t('download.iosAppClosed'))}>
                {t('download.iosApp')}
              </Button>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
