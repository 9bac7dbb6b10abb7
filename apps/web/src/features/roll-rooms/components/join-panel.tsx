import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { errorCode } from '../../../lib/error-codes';
import { formatMoney } from '@lootbay/shared/money';
import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toasts';
import { useJoinRoom } from '../api/join-room';
import type { RoomPhase } from '../hooks/room-phase';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';

/** What a join refused for unmet conditions says is missing (`19005`'s data): days still to wait, hundredths still to stake. */
const missingSchema = z.object({ registeredDays: z.int(), spend: z.int() });
type Missing = z.infer<typeof missingSchema>;

interface JoinPanelProps {
  readonly room: RollRoomDetail;
  readonly phase: RoomPhase;
  readonly token: string | null;
  readonly onLoginRequired: () => void;
}

/**
 * The way in: a visitor is asked to sign in, a room with a password asks for it, and every refusal
 * shows the server's message (for unmet conditions, with what is missing).
 */
export function JoinPanel({ room, phase, token, onLoginRequired }: JoinPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const join = useJoinRoom();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const blocked = room.eligibility !== null && !room.eligibility.eligible;

  /** What is still missing to join, in words: days to wait, coins to stake. */
  function missingText(missing: Missing): string {
    return [
      ...(missing.registeredDays > 0 ? [t('roll.missingDays', { days: missing.registeredDays })] : []),
      ...(missing.spend > 0 ? [t('roll.missingSpend', { amount: formatMoney(missing.spend), spent: formatMoney(room.eligibility?.spent ?? 0) })] : []),
    ].join(' · ');
  }

  /** The server's words, and for unmet conditions what is still missing. */
  function refusalText(error: Error): string {
    if (!(error instanceof ApiError) || error.code !== errorCode('ROLL_ROOM_CONDITION_NOT_MET')) return error.message;
    const missing = missingSchema.safeParse(error.data);
    const text = missing.success ? missingText(missing.data) : '';
    return text ? `${error.message}: ${text}` : error.message;
  }

  function send(secret?: string): void {
    setRefusal(null);
    join.mutate(
      { id: room.id, ...(secret ? { password: secret } : {}) },
      {
        onSuccess: () => {
          setAsking(false);
          setPassword('');
          showToast('success', t('roll.joinedToast'));
        },
        onError: (error) => {
          setRefusal(refusalText(error));
          // A refusal may mean the room on screen is out of date (it ended, or this member joined elsewhere).
          void client.invalidateQueries({ queryKey: rollRoomsKeys.rooms(room.id) });
        },
      },
    );
  }

  function start(): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    if (room.hasPassword) {
      setRefusal(null);
      setAsking(true);
      return;
    }
    send();
  }

  function submitPassword(event: FormEvent): void {
    event.preventDefault();
    send(password);
  }

  let status: string | null = null;
  if (phase === 'not_started') status = t('roll.notOpenYet');
  else if (phase === 'drawing') status = t('roll.drawing');
  else if (room.joined) status = t('roll.joinedWaiting');
  else if (blocked) status = t('roll.notEligible');
  const canJoin = phase === 'in_progress' && !room.joined && !blocked;

  return (
    <div className="join-panel" data-testid="join-panel">
      {canJoin ? (
        <Button size="lg" onClick={start} disabled={join.isPending} data-testid="join-room">
          {join.isPending ? <span className="spinner spinner--sm" aria-hidden="true" /> : <Icon name={room.hasPassword ? 'lock' : 'dice'} />}
          {token ? t('roll.join') : t('roll.signInToJoin')}
        </Button>
      ) : (
        <p className={`join-panel__status ${room.joined ? 'join-panel__status--joined' : ''}`} data-testid="join-status">
          <Icon name={room.joined ? 'check' : blocked ? 'lock' : 'clock'} size={18} />
          {status}
        </p>
      )}
      {blocked && phase === 'in_progress' && room.eligibility && (
        <p className="join-panel__missing" data-testid="join-missing">
          {missingText(room.eligibility.missing)}
        </p>
      )}
      {refusal && !asking && (
        <p className="join-panel__refusal" role="alert" data-testid="join-refusal">
          {refusal}
        </p>
      )}
      <Dialog
        open={asking}
        size="sm"
        title={t('roll.passwordTitle')}
        closeLabel={t('roll.cancel')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('roll.cancel')}
            </Button>
            <Button type="submit" form={`${id}-password`} disabled={join.isPending || password === ''}>
              {t('roll.passwordSubmit')}
            </Button>
          </>
        }
      >
        <form id={`${id}-password`} className="join-panel__form" onSubmit={submitPassword}>
          <label htmlFor={`${id}-input`}>{t('roll.passwordLabel')}</label>
          <input id={`${id}-input`} className="room-input" type="password" autoComplete="off" maxLength={64} value={password} onChange={(event) => setPassword(event.target.value)} />
          {refusal && (
            <p className="join-panel__refusal" role="alert">
              {refusal}
            </p>
          )}
        </form>
      </Dialog>
    </div>
  );
}
