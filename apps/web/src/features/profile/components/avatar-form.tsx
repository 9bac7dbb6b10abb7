import { useEffect, useRef, useState } from 'react';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { useEditAvatar } from '../api/edit-avatar';
import { AVATAR_TYPES, avatarUpload } from '../hooks/avatar-image';
import { serverProblem } from '../../../lib/form-problems';
import { Avatar } from './avatar';
import { errorMessage, useLocale, useTranslation } from '../../../lib/i18n';

/** Choose a picture, see it in place, then upload it; the server resizes and stores it. */
export function AvatarForm({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useEditAvatar();

  // Each preview URL is released once replaced or when the form goes away.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(file: File | undefined): void {
    setProblem(null);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      setProblem(errorMessage('AVATAR_INVALID', locale));
      return;
    }
    setChosen(file);
    setPreview(URL.createObjectURL(file));
  }

  function reset(): void {
    setChosen(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  }

  async function save(): Promise<void> {
    if (!chosen) return;
    let image: string;
    try {
      image = await avatarUpload(chosen);
    } catch {
      setProblem(errorMessage('AVATAR_INVALID', locale));
      return;
    }
    upload.mutate(image, {
      onSuccess: () => {
        reset();
        showToast('success', t('profile.avatarSaved'));
      },
      onError: (error) => setProblem(serverProblem(error, locale)),
    });
  }

  return (
    <div className="pf-avatar-form">
      <div className="pf-avatar-form__picture">
        {preview ? <img className="pf-avatar pf-avatar--lg" src={preview} alt={t('profile.avatarPreview')} /> : <Avatar src={member.avatar} name={member.nickname} size="lg" />}
        {preview && <span className="pf-avatar-form__badge">{t('profile.avatarPreview')}</span>}
      </div>
      <div className="pf-avatar-form__side">
        <p className="pf-avatar-form__hint">{t('profile.avatarHint')}</p>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="pf-visually-hidden"
          id="pf-avatar-file"
          aria-label={t('profile.avatarChoose')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <div className="pf-actions">
          {chosen ? (
            <>
              <Button size="sm" disabled={upload.isPending} onClick={() => void save()}>
                <Icon name="check" size={16} />
                {upload.isPending ? t('profile.saving') : t('profile.avatarSave')}
              </Button>
              <Button size="sm" variant="ghost" onClick={reset}>
                {t('profile.cancel')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
              <Icon name="user" size={16} />
              {t('profile.avatarChoose')}
            </Button>
          )}
        </div>
        {problem && (
          <p className="pf-field__problem" role="alert">
            <Icon name="error" size={15} />
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
