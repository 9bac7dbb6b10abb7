import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ARENA_MAX_BOXES, ARENA_MODES, type ArenaMode } from '@lootbay/shared/constants';
import type { Box } from '@lootbay/shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { offerForRefusal } from '../../../lib/offer-for-refusal';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useCreateBattle } from '../api/create-battle';
import { joinRobots } from '../api/join-robots';
import { useArenaBoxes } from '../api/list-arena-boxes';
import { seatsOf } from '../hooks/battle-view';
import { BoxPicker } from './box-picker';
import { ModeSeats } from './mode-seats';
import './arena.css';
import './battle-builder.css';
import { useTranslation } from '../../../lib/i18n';

interface BattleBuilderProps {
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/**
 * Creating a battle: up to eight boxes (one a round, repeats allowed), the mode, and whether
 * robots take the other seats at once. Every seat pays the boxes' total; the creator's is paid now.
 */
export function BattleBuilder({ token, onLoginRequired }: BattleBuilderProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const boxes = useArenaBoxes();
  const create = useCreateBattle();
  const [chosen, setChosen] = useState<readonly Box[]>([]);
  const [mode, setMode] = useState<ArenaMode>('2p');
  const [robots, setRobots] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [filling, setFilling] = useState(false);
  const total = chosen.reduce((sum, box) => sum + box.price, 0);
  const busy = create.isPending || filling;

  function add(box: Box): void {
    setProblem(null);
    setChosen((previous) => (previous.length < ARENA_MAX_BOXES ? [...previous, box] : previous));
  }

  function remove(index: number): void {
    setProblem(null);
    setChosen((previous) => previous.filter((_, position) => position !== index));
  }

  function submit(): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    if (chosen.length === 0) return;
    setProblem(null);
    create.mutate(
      { boxIds: chosen.map((box) => box.id), mode, requestId: newRequestId() },
      {
        onSuccess: async (battle) => {
          if (robots) {
            setFilling(true);
            // The battle exists and is paid either way: a refused fill says why and leaves it waiting for players.
            await joinRobots(battle.id).catch((error: Error) => showToast('error', error.message));
            setFilling(false);
          }
          void navigate(`/pk-room-details?id=${encodeURIComponent(battle.id)}`);
        },
        onError: (error) => {
          if (!offerForRefusal(error)) setProblem(error.message);
        },
      },
    );
  }

  return (
    <div className="builder">
      <aside className="builder__side">
        <section className="builder__summary battle-panel" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`} className="battle-panel__title">
            {t('arena.yourBattle')}
          </h2>
          <fieldset className="mode-choice">
            <legend>{t('arena.modeLabel')}</legend>
            {ARENA_MODES.map((option) => (
              <label key={option} className="mode-choice__option">
                <input type="radio" name={`${id}-mode`} value={option} checked={mode === option} disabled={busy} onChange={() => setMode(option)} />
                <span className="mode-choice__card">
                  <strong>{t(`arena.modes.${option}`)}</strong>
                  <ModeSeats mode={option} />
                  <small>{t('arena.seatCount', { count: seatsOf(option) })}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="builder__slots-head">
            <span>{t('arena.chosenBoxes', { count: chosen.length, max: ARENA_MAX_BOXES })}</span>
            {chosen.length > 0 && (
              <button type="button" className="link-button" onClick={() => setChosen([])} disabled={busy}>
                {t('arena.clear')}
              </button>
            )}
          </div>
          <ol className="builder__slots" data-testid="chosen-boxes">
            {Array.from({ length: ARENA_MAX_BOXES }, (_, index) => {
              const box = chosen[index];
              return box ? (
                <li key={index} data-box-id={box.id}>
                  <button type="button" className="builder__slot builder__slot--filled" onClick={() => remove(index)} disabled={busy} title={box.name} aria-label={t('arena.removeBox', { name: box.name, round: index + 1 })}>
                    <span className="builder__round">{index + 1}</span>
                    <img src={box.image} alt="" />
                    <Icon name="close" size={12} className="builder__remove" />
                  </button>
                </li>
              ) : (
                <li key={index} className="builder__slot" aria-hidden="true">
                  <span className="builder__round">{index + 1}</span>
                </li>
              );
            })}
          </ol>
          <label className="builder__robots">
            <input type="checkbox" checked={robots} disabled={busy} onChange={(event) => setRobots(event.target.checked)} />
            <span>
              <strong>
                <Icon name="robot" size={16} />
                {t('arena.fillRobots')}
              </strong>
              <small>{t('arena.fillRobotsHint')}</small>
            </span>
          </label>
        </section>
        <div className="builder__submit">
          <dl className="builder__total">
            <div>
              <dt>{t('arena.perSeat')}</dt>
              <dd data-testid="battle-total">
                <Price amount={total} />
              </dd>
            </div>
            <div>
              <dt>{t('arena.pot')}</dt>
              <dd>
                <Price amount={total * seatsOf(mode)} />
              </dd>
            </div>
          </dl>
          <Button size="lg" block onClick={submit} disabled={busy || (token !== null && chosen.length === 0)} data-testid="create-battle">
            {busy ? <span className="spinner spinner--sm" aria-hidden="true" /> : <Icon name="swords" />}
            {busy ? t('arena.creating') : token ? t('arena.createFor', { count: chosen.length }) : t('arena.signInToCreate')}
          </Button>
          {problem && (
            <p className="builder__problem" role="alert">
              {problem}
            </p>
          )}
          {token && chosen.length === 0 && <p className="builder__hint">{t('arena.needBoxes')}</p>}
          <p className="builder__rule">{t('arena.rule')}</p>
        </div>
      </aside>
      <section className="builder__boxes battle-panel" aria-labelledby={`${id}-boxes`}>
        <h2 id={`${id}-boxes`} className="battle-panel__title">
          {t('arena.pickBoxes')}
        </h2>
        <p className="battle-panel__lead">{t('arena.pickBoxesLead', { max: ARENA_MAX_BOXES })}</p>
        {boxes.isError ? (
          <EmptyState icon="box" title={t('arena.boxesError')} action={<Button variant="secondary" onClick={() => void boxes.refetch()}>{t('arena.retry')}</Button>} />
        ) : boxes.isPending ? (
          <p className="battle-note" aria-busy="true">
            {t('arena.loading')}
          </p>
        ) : (
          <BoxPicker boxes={boxes.data} chosen={chosen.map((box) => box.id)} disabled={busy} onAdd={add} />
        )}
      </section>
    </div>
  );
}
