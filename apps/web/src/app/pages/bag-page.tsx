import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog';
import { useSession } from '../../features/account/hooks/use-session';
import { BackpackList } from '../../features/backpack/components/backpack-list';
import './box-pages.css';

/** `/bag`: the items the member won. */
export default function BagPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [login, setLogin] = useState(false);
  return (
    <div className="container box-page">
      <h1 className="box-page__heading">{t('bag.title')}</h1>
      {token ? (
        <BackpackList />
      ) : (
        <EmptyState icon="backpack" title={t('bag.signIn')} action={<Button onClick={() => setLogin(true)}>{t('shell.login')}</Button>} />
      )}
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
