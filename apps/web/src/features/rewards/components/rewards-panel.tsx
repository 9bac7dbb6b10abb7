import { useEffect } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import { REWARD_TASKS } from '@lootbay/shared/reward-tasks';
import type { RewardTask } from '@lootbay/shared/schemas/rewards';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useActivityStatus } from '../api/get-activity-status';
import { useRewardTasks } from '../api/list-reward-tasks';
import { useReceiveReward } from '../api/receive-reward';
import { markActivitySeen } from '../hooks/activity-badge';
import { openRedPacketDialog } from '../hooks/red-packet-dialog';
import './rewards.css';

interface RewardsPanelProps {
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/** The tasks before the list answers: what each asks and pays, no progress yet. */
const PLACEHOLDER: RewardTask[] = REWARD_TASKS.map((task) => ({ ...task, progress: null, state: null, endsAt: null }));

/** The reward tasks with their progress bars and claim buttons, and the way into the red packet dialog. */
export function RewardsPanel({ token, onLoginRequired }: RewardsPanelProps) {
  const { t } = useTranslation();
  const tasks = useRewardTasks(token);
  const status = useActivityStatus(token);
  const receive = useReceiveReward();

  // Seeing the panel is seeing what waits: the activity badge clears until something new is claimable.
  useEffect(() => {
    if (status.data) markActivitySeen(status.data);
  }, [status.data]);

  function claim(task: RewardTask): void {
    receive.mutate(task.id, { onSuccess: (answer) => showToast('success', t('rewards.awarded', { amount: formatMoney(answer.awarded) })) });
  }

  return (
    <div className="rewards" data-testid="rewards-panel">
      <ol className="reward-tasks">
        {(tasks.data ?? PLACEHOLDER).map((task) => {
          const done = task.progress ?? 0;
          return (
            <li key={task.id} className={`reward-task reward-task--${task.state ?? 'visitor'}`} data-task={task.id} data-state={task.state ?? ''}>
              <div className="reward-task__copy">
                <p className="reward-task__title">
                  {t(`rewards.tasks.${task.id}.title`)}
                  <span className="reward-task__period">{t(`rewards.periods.${task.period}`)}</span>
                </p>
                <p className="reward-task__text">{t(`rewards.tasks.${task.id}.text`)}</p>
                {task.progress !== null && (
                  <div className="reward-task__progress">
                    <span
                      className="reward-task__bar"
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={task.goal}
                      aria-valuenow={done}
                      aria-label={t(`rewards.tasks.${task.id}.title`)}
                    >
                      <span className="reward-task__fill" style={{ width: `${(done / task.goal) * 100}%` }} />
                    </span>
                    <span className="reward-task__count">{t('rewards.progress', { done, goal: task.goal })}</span>
                  </div>
                )}
              </div>
              <span className="reward-task__reward">+{formatMoney(task.reward)}</span>
              {task.state === 'completed' ? (
                <Button size="sm" onClick={() => claim(task)} disabled={receive.isPending} data-testid="claim-reward">
                  {t('rewards.claim')}
                </Button>
              ) : task.state ? (
                <span className={`claim-chip claim-chip--${task.state}`}>{t(`activity.claimStates.${task.state}`)}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="rewards__foot">
        {token ? (
          <Button variant="secondary" onClick={openRedPacketDialog} data-testid="open-red-packet">
            <Icon name="gift" size={18} />
            {t('rewards.redPacketOpen')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onLoginRequired}>
            {t('rewards.signIn')}
          </Button>
        )}
      </div>
    </div>
  );
}
