import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { ViewerFieldsFragment } from '../../../graphql/generated/graphql';
import { NO_FORM_ERRORS, toFormErrors } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { UpdateProfileMutation } from '../api/update-profile.js';
import { toUserInfo } from '../lib/user-info.js';
import { type ProfileValues, profileProblems } from './profile-rules.js';

const FIELDS = ['nickname', 'avatarUrl', 'bio', 'gender', 'birthday'];
const GENDERS = ['UNSPECIFIED', 'MALE', 'FEMALE'] as const;

/** Profile edit through `customer/update` (spec §7); nextland is the authority on every rule. */
export function ProfileForm({ viewer }: { viewer: ViewerFieldsFragment }) {
  const { t } = useTranslation('my');
  const { session, ui } = useStores();
  const [values, setValues] = useState<ProfileValues>({
    nickname: viewer.nickname,
    bio: viewer.bio ?? '',
    gender: viewer.gender,
    birthday: viewer.birthday ?? '',
  });
  const [avatarUrl, setAvatarUrl] = useState<string | null>(viewer.avatarUrl ?? null);
  const [errors, setErrors] = useState(NO_FORM_ERRORS);
  const [update, { loading }] = useMutation(UpdateProfileMutation);
  const today = new Date().toISOString().slice(0, 10);
  const set = (field: keyof ProfileValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = profileProblems(values, today);
    if (Object.keys(problems).length > 0) {
      const fields = Object.fromEntries(
        Object.entries(problems).map(([field, key]) => [field, t(`account.${key}`)]),
      );
      setErrors({ fields, form: null });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    try {
      const { data } = await update({
        variables: {
          input: {
            nickname: values.nickname.trim(),
            bio: values.bio.trim(),
            gender: values.gender,
            avatarUrl,
            ...(values.birthday ? { birthday: values.birthday } : {}),
          },
        },
      });
      const payload = data?.updateProfile;
      if (payload?.viewer && payload.userErrors.length === 0) {
        session.signedIn(toUserInfo(payload.viewer));
        ui.messages.show({ type: 'success', text: t('account.saved') });
      } else {
        setErrors(toFormErrors(payload?.userErrors, FIELDS));
      }
    } catch {
      setErrors({ fields: {}, form: t('account.saveFailed') });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-5"
      aria-label={t('account.profile')}
    >
      <ImageUploadField
        label={t('account.avatar')}
        purpose="avatar"
        value={avatarUrl}
        onChange={(image) => setAvatarUrl(image?.url ?? null)}
        error={errors.fields.avatarUrl}
      />
      <TextField
        label={t('account.nickname')}
        name="nickname"
        value={values.nickname}
        maxLength={32}
        onChange={(e) => set('nickname')(e.target.value)}
        error={errors.fields.nickname}
        required
      />
      <TextArea
        label={t('account.bio')}
        name="bio"
        value={values.bio}
        rows={3}
        onChange={(e) => set('bio')(e.target.value)}
        error={errors.fields.bio}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <label className="grid gap-2 text-sm">
          <span className="text-muted">{t('account.gender')}</span>
          <select
            name="gender"
            value={values.gender}
            onChange={(e) => set('gender')(e.target.value)}
            className="h-11 rounded-xl bg-surface px-4 text-ink ring-1 ring-line focus:outline-none focus:ring-ink/40"
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`account.genders.${gender}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('account.birthday')}
          name="birthday"
          type="date"
          max={today}
          value={values.birthday}
          onChange={(e) => set('birthday')(e.target.value)}
          error={errors.fields.birthday}
        />
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={loading}>
          {loading ? t('account.saving') : t('account.save')}
        </Button>
      </div>
    </form>
  );
}
