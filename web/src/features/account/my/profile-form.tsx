import { useMutation } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { DateField } from '../../../components/ui/date-field.js';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import { SelectField } from '../../../components/ui/select-field.js';
import { TextArea } from '../../../components/ui/text-area.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { ViewerFieldsFragment } from '../../../graphql/generated/graphql';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { useServerErrors } from '../../../lib/forms/use-server-errors.js';
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
  const { session, ui } = useStores();
  const [update, { loading }] = useMutation(UpdateProfileMutation);
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
  const server = useServerErrors(form.setError, FIELDS);
  const today = new Date().toISOString().slice(0, 10);

  const submit = form.handleSubmit(async ({ birthday, ...input }) => {
    try {
      const { data } = await update({
        variables: { input: { ...input, ...(birthday ? { birthday } : {}) } },
      });
      const payload = data?.updateProfile;
      if (payload?.viewer && payload.userErrors.length === 0) {
        session.signedIn(toUserInfo(payload.viewer));
        ui.messages.show({ type: 'success', text: t('account.saved') });
      } else {
        server.showUserErrors(payload?.userErrors, t('account.saveFailed'));
      }
    } catch (error) {
      server.showRequestError(error);
    }
  });

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
