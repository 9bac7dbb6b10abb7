import type { FormEvent } from 'react';
import { userSeedSchema } from '@lootbay/shared/schemas/fairness';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateUserSeed } from '../api/update-user-seed';
import './fairness.css';

/**
 * The member's user seed, editable under the shared rule. Mounted afresh for each seed on file
 * (`key`), so a reset or a save shows the seed the server holds.
 */
export function SeedForm({ current }: { readonly current: string }) {
  const { t } = useTranslation();
  const update = useUpdateUserSeed();
  const form = useForm({ initial: { seed: current }, rules: () => ({ seed: userSeedSchema }), otherRefusals: 'seed' });
  const problem = form.problem('seed');
  // A pair without a seed waits for this device's; that is not the member's mistake.
  const pending = current === '' && form.values.seed === '';
  const unchanged = form.values.seed === current;

  function save(event: FormEvent): void {
    form.submit(event, async ({ seed }) => {
      await update.mutateAsync(seed);
      showToast('success', t('fair.seedSaved'));
    });
  }

  return (
    <form className="seed-form" noValidate onSubmit={save}>
      <label className="seed-form__label" htmlFor="user-seed">
        {t('fair.userSeed')}
      </label>
      <div className="seed-form__row">
        <input
          id="user-seed"
          name="seed"
          className="fair-input"
          value={form.values.seed}
          maxLength={64}
          aria-invalid={problem !== null}
          aria-describedby="user-seed-help"
          onChange={(event) => form.set('seed', event.target.value)}
        />
        <Button type="submit" disabled={form.submitting || unchanged || problem !== null}>
          {t('fair.saveSeed')}
        </Button>
      </div>
      <p id="user-seed-help" className={`seed-form__help ${problem ? 'seed-form__help--error' : ''}`} role={problem ? 'alert' : undefined}>
        {problem ?? (pending ? t('fair.seedPending') : t('fair.seedHelp'))}
      </p>
    </form>
  );
}
