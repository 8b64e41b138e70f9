import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import {
  type FormErrors,
  NO_FORM_ERRORS,
  orFormMessage,
  toFormErrors,
} from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { VerifyRealNameMutation } from '../api/verify-real-name.js';
import type { RealNameData } from '../lib/application-data.js';
import { markSubmitted } from '../lib/mark-submitted.js';
import {
  REAL_NAME_FIELDS,
  type RealNameValues,
  realNameErrorFields,
  realNameInput,
  validateRealName,
} from '../lib/real-name-rules.js';
import { RealNameIdImages } from './real-name-id-images.js';

export type RealNameApplyFormProps = {
  /** The rejected application's answers: name and images come back; the ID number is only kept masked. */
  previous: RealNameData | null;
};

/**
 * The real-name application: name, PRC ID number (checksum-checked here first) and both sides of the ID card.
 * Success writes "under review" into the cached status, so the caller swaps this form for that state.
 */
export function RealNameApplyForm({ previous }: RealNameApplyFormProps) {
  const { t } = useTranslation(['verification', 'common']);
  const { ui } = useStores();
  const [values, setValues] = useState<RealNameValues>(() => ({
    name: previous?.name ?? '',
    idNumber: '',
    idFront: previous?.idImages[0] ?? null,
    idBack: previous?.idImages[1] ?? null,
  }));
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [verify, { loading }] = useMutation(VerifyRealNameMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateRealName(values);
    if (Object.keys(problems).length > 0) {
      setErrors({
        fields: Object.fromEntries(
          Object.entries(problems).map(([field, key]) => [field, t(`errors.${key}`)]),
        ),
        form: null,
      });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    try {
      const { data } = await verify({
        variables: { input: realNameInput(values) },
        update: (cache, result) => markSubmitted(cache, 'realName', result.data?.verifyRealName.application),
      });
      const payload = data?.verifyRealName;
      if (!payload?.application || payload.userErrors.length > 0) {
        setErrors(
          orFormMessage(
            toFormErrors(realNameErrorFields(payload?.userErrors ?? []), REAL_NAME_FIELDS),
            t('common:ui.errors.server'),
          ),
        );
        return;
      }
      ui.messages.show({ type: 'success', text: t('form.submitted') });
    } catch (error) {
      setErrors({ fields: {}, form: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

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
        name="name"
        autoComplete="name"
        maxLength={32}
        value={values.name}
        onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        error={errors.fields.name}
        required
      />
      <TextField
        label={t('realName.idNumber')}
        hint={t('realName.idNumberHint')}
        name="idNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={21}
        value={values.idNumber}
        onChange={(event) => setValues((v) => ({ ...v, idNumber: event.target.value }))}
        error={errors.fields.idNumber}
        required
      />
      <RealNameIdImages
        front={values.idFront}
        back={values.idBack}
        errors={errors.fields}
        onChange={(side, url) => setValues((v) => ({ ...v, [side]: url }))}
      />
      {errors.form ? (
        <p role="alert" className="text-danger text-sm">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={loading}>
          {t('realName.submit')}
        </Button>
      </div>
    </form>
  );
}
