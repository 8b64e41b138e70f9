import { useMutation } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { DateField } from '../../../components/ui/date-field.js';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { ViewerFieldsFragment } from '../../../graphql/generated/graphql';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { HTML_LANG } from '../../../lib/i18n/locales.js';
import { useStores } from '../../../stores/use-stores.js';
import { UpdateProfileMutation } from '../api/update-profile.js';
import { toUserInfo } from '../lib/user-info.js';
import { GENDERS, profileSchema } from './profile-schema.js';

const FIELDS = ['nickname', 'avatarUrl', 'bio', 'gender', 'birthday'];

/** Profile edit through `customer/update` (spec §7); the same rules as nextland, which still decides. */
export function ProfileForm({ viewer }: { viewer: ViewerFieldsFragment }) {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const { session } = useStores();
  const [update] = useMutation(UpdateProfileMutation);
  const form = useRulesForm(profileSchema, {
    defaultValues: {
      nickname: viewer.nickname,
      bio: viewer.bio ?? '',
      gender: viewer.gender,
      birthday: viewer.birthday ?? '',
      avatarUrl: viewer.avatarUrl ?? null,
    },
  });
  const { errors } = form.formState;
  const today = new Date().toISOString().slice(0, 10);

  const { submit: send, pending: loading } = useMutationSubmit({
    mutate: async ({ birthday, ...input }: z.output<typeof profileSchema>) =>
      (await update({ variables: { input: { ...input, ...(birthday ? { birthday } : {}) } } })).data
        ?.updateProfile,
    form: { setError: form.setError, fields: FIELDS },
    result: (payload) => payload?.viewer,
    refusedText: t('account.saveFailed'),
    successText: t('account.saved'),
    onDone: (viewer) => session.signedIn(toUserInfo(viewer)),
  });
  const submit = form.handleSubmit(send);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-5"
      aria-label={t('account.profile')}
    >
      <Controller
        control={form.control}
        name="avatarUrl"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={t('account.avatar')}
            purpose="avatar"
            value={field.value ?? null}
            onChange={(image) => field.onChange(image?.url ?? null)}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t('account.nickname')}
        maxLength={32}
        {...form.register('nickname')}
        error={errors.nickname?.message}
        required
      />
      <TextArea label={t('account.bio')} rows={3} {...form.register('bio')} error={errors.bio?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="gender"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('account.gender')}
              name={field.name}
              options={GENDERS.map((gender) => ({ id: gender, label: t(`account.genders.${gender}`) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="birthday"
          render={({ field, fieldState }) => (
            <DateField
              label={t('account.birthday')}
              name={field.name}
              lang={HTML_LANG[locale]}
              max={today}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <FormMessage errors={errors} />
      <div>
        <Button type="submit" loading={loading}>
          {loading ? t('account.saving') : t('account.save')}
        </Button>
      </div>
    </form>
  );
}
