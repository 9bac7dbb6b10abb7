import { useEffect, useState, type FormEvent } from 'react';
import { consoleLoginAnswerSchema, consoleSessionAnswerSchema, type ConsoleLoginAnswer } from '@lootbay/shared/schemas/console';
import { Button } from '../../../components/ui/button';
import { consoleCall, ConsoleError } from '../../api/console-client';
import { startConsoleSession } from '../../api/console-session';
import { useConsoleTexts } from '../../i18n/console-texts';
import { Field } from '../../ui/field';
import { QrCode } from './qr-code';

type Enrolment = NonNullable<ConsoleLoginAnswer['enrolment']>;

const sixDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/** Account, password and authenticator code; an operator without an authenticator sets one up here first. */
export default function SignInScreen() {
  const t = useConsoleTexts().signIn;
  const common = useConsoleTexts().common;
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${common.title} · Lootbay`;
  }, [common.title]);

  const attempt = async (run: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await run();
    } catch (error) {
      setProblem(error instanceof ConsoleError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const answer = await consoleCall('login', { account, password, ...(code ? { totp: code } : {}) }, consoleLoginAnswerSchema, { quiet: true });
      if (answer.token) startConsoleSession(answer.token);
      else if (answer.enrolment) {
        setEnrolment(answer.enrolment);
        setCode('');
      }
    });
  };

  const enrol = (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    void attempt(async () => {
      const answer = await consoleCall('enrol', { totp: code }, consoleSessionAnswerSchema, { quiet: true, token: enrolment.enrolToken });
      startConsoleSession(answer.token);
    });
  };

  return (
    <div className="cx-sign-in">
      <section className="cx-sign-in__card" data-testid="console-sign-in">
        <p className="cx-sign-in__brand">Lootbay · {common.title}</p>
        {enrolment ? (
          <form className="cx-form" onSubmit={enrol} data-testid="console-enrol">
            <h1 className="cx-sign-in__title">{t.enrolTitle}</h1>
            <p className="cx-sign-in__intro">{t.enrolIntro}</p>
            <QrCode text={enrolment.otpauthUrl} label={t.qrLabel} />
            <p className="cx-sign-in__secret">
              {t.secret}: <code data-testid="enrol-secret">{enrolment.totpSecret}</code>
            </p>
            <Field label={t.firstCode}>
              {(id) => <input id={id} className="cx-input cx-input--code" inputMode="numeric" autoComplete="one-time-code" required pattern="\d{6}" value={code} onChange={(event) => setCode(sixDigits(event.target.value))} />}
            </Field>
            {problem && (
              <p className="cx-note cx-note--error" role="alert">
                {problem}
              </p>
            )}
            <Button type="submit" block disabled={busy || code.length !== 6}>
              {t.confirmEnrol}
            </Button>
            <Button variant="ghost" block onClick={() => setEnrolment(null)}>
              {t.back}
            </Button>
          </form>
        ) : (
          <form className="cx-form" onSubmit={signIn}>
            <h1 className="cx-sign-in__title">{t.title}</h1>
            <Field label={t.account}>{(id) => <input id={id} className="cx-input" autoComplete="username" required value={account} onChange={(event) => setAccount(event.target.value)} />}</Field>
            <Field label={t.password}>{(id) => <input id={id} className="cx-input" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />}</Field>
            <Field label={t.code}>{(id) => <input id={id} className="cx-input cx-input--code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" value={code} onChange={(event) => setCode(sixDigits(event.target.value))} />}</Field>
            {problem && (
              <p className="cx-note cx-note--error" role="alert">
                {problem}
              </p>
            )}
            <Button type="submit" block disabled={busy}>
              {t.submit}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
