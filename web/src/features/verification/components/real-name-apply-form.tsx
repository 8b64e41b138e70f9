import { useMutation } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { ImageUploadField } from '../../../components/ui/image-upload-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { VerifyRealNameMutation } from '../api/verify-real-name.js';
import type { RealNameData } from '../lib/application-data.js';
import { markSubmitted } from '../lib/mark-submitted.js';
import {
  REAL_NAME_FIELDS,
  realNameErrorFields,
  realNameInput,
  realNameSchema,
} from '../lib/real-name-rules.js';

export type RealNameApplyFormProps = {
  /** The rejected application's answers: name and images come back; the ID number is only kept masked. */
  previous: RealNameData | null;
};

const SIDES = ['idFront', 'idBack'] as const;

/**
 * The real-name application: name, PRC ID number (checksum-checked here first, by nextland's own rule) and
 * both sides of the ID card. Success writes "under review" into the cached status, so the caller swaps this
 * form for that state.
 */
export function RealNameApplyForm({ previous }: RealNameApplyFormProps) {
  const { t } = useTranslation(['verification', 'common']);
  const [verify] = useMutation(VerifyRealNameMutation);
  const form = useRulesForm(realNameSchema, {
    defaultValues: {
      name: previous?.name ?? '',
      idNumber: '',
      idFront: previous?.idImages[0] ?? null,
      idBack: previous?.idImages[1] ?? null,
    },
  });
  const { errors } = form.formState;
  const { submit: send, pending: loading } = useMutationSubmit({
    mutate: async (values: z.output<typeof realNameSchema>) => {
      const { data } = await verify({
        variables: { input: realNameInput(values) },
        update: (cache, result) => markSubmitted(cache, 'realName', result.data?.verifyRealName.application),
      });
      const payload = data?.verifyRealName;
      // The two ID images are two fields in the form, one list in the input.
      return payload && { ...payload, userErrors: realNameErrorFields(payload.userErrors) };
    },
    form: { setError: form.setError, fields: REAL_NAME_FIELDS },
    result: (payload) => payload?.application,
    successText: t('form.submitted'),
  });
  const submit = form.handleSubmit(send);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('realName.title')}
      className="grid max-w-xl gap-5"
    >
      <p className="text-muted text-sm">{t('realName.text')}</p>
      <TextField
        label={t('realName.name')}
        hint={t('realName.nameHint')}
        autoComplete="name"
        maxLength={32}
        {...form.register('name')}
        error={errors.name?.message}
        required
      />
      <TextField
        label={t('realName.idNumber')}
        hint={t('realName.idNumberHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={21}
        {...form.register('idNumber')}
        error={errors.idNumber?.message}
        required
      />
      <fieldset className="min-w-0">
        <legend className="font-medium text-ink text-sm">{t('realName.idImages')}</legend>
        <p className="mt-1 text-muted text-xs">{t('realName.idImagesHint')}</p>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          {SIDES.map((side) => (
            <Controller
              key={side}
              control={form.control}
              name={side}
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label={t(`realName.${side}`)}
                  previewAlt={t(`realName.${side}`)}
                  purpose="identity"
                  value={field.value}
                  error={fieldState.error?.message}
                  onChange={(image) => field.onChange(image?.url ?? null)}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      <FormMessage errors={errors} />
      <div>
        <Button type="submit" loading={loading}>
          {t('realName.submit')}
        </Button>
      </div>
    </form>
  );
}
