import { useId, type FormEvent } from 'react';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import type { LimitStatus, ResponsibleStatus } from '@lootbay/shared/schemas/responsible';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { useSetLimit } from '../api/set-limit';
import { useTranslation } from '../../../lib/i18n';

function amountOf(text: string): number | null {
  try {
    const amount = parseMoney(text);
    return amount >= 0 ? amount : null;
  } catch {
    return null;
  }
}

/** What the member is told once the server answered: a change applied now, or one waiting its 24 hours. */
function outcome(answer: ResponsibleStatus, limit: LimitStatus, requested: number | null): 'applied' | 'raiseWaiting' | 'removalWaiting' {
  const after = answer.limits.find((entry) => entry.kind === limit.kind && entry.period === limit.period);
  if (!after?.pending || after.pending.amount !== requested) return 'applied';
  return requested === null ? 'removalWaiting' : 'raiseWaiting';
}

interface LimitFormProps {
  readonly limit: LimitStatus;
  /** The limit's name, e.g. 'Daily recharge limit', which labels the amount field. */
  readonly name: string;
  readonly onDone: () => void;
}

/** Sets, lowers, raises or removes one limit; the server decides whether it applies now or in 24 hours. */
export function LimitForm({ limit, name, onDone }: LimitFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const setLimit = useSetLimit();
  const form = useForm({
    initial: { amount: limit.amount === null ? '' : formatMoney(limit.amount) },
    rules: (values) => ({ amount: amountOf(values.amount) === null ? t('responsible.amountInvalid') : null }),
  });
  const problem = form.problem('amount');

  function saved(answer: ResponsibleStatus, amount: number | null): void {
    showToast('success', t(`responsible.${outcome(answer, limit, amount)}`));
    onDone();
  }

  function submit(event: FormEvent): void {
    form.submit(event, async (values) => {
      const amount = amountOf(values.amount);
      saved(await setLimit.mutateAsync({ kind: limit.kind, period: limit.period, amount }), amount);
    });
  }

  function remove(): void {
    setLimit.mutate({ kind: limit.kind, period: limit.period, amount: null }, { onSuccess: (answer) => saved(answer, null) });
  }

  return (
    <form className="rp-limit-form" noValidate onSubmit={submit}>
      <label htmlFor={`${id}-amount`} className="rp-limit-form__label">
        {name}
      </label>
      <div className="rp-limit-form__row">
        <input
          id={`${id}-amount`}
          className="rp-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('responsible.amountPlaceholder')}
          name="amount"
          value={form.values.amount}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => form.set('amount', event.target.value)}
        />
        <Button type="submit" size="sm" disabled={setLimit.isPending}>
          {t('responsible.save')}
        </Button>
        {limit.amount !== null && (
          <Button size="sm" variant="secondary" onClick={remove} disabled={setLimit.isPending}>
            {t('responsible.remove')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('responsible.cancel')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="rp-limit-form__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
