import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import {
  type FormErrors,
  hasFormErrors,
  NO_FORM_ERRORS,
  toFormErrors,
} from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { VerifyRealNameMutation } from '../api/verify-real-name.js';
import { normalizeIdNumber } from '../lib/prc-id.js';
import { type RealNameValues, validateRealName } from '../lib/real-name-rules.js';

const FIELDS = ['name', 'idNumber'];

export type RealNameFormProps = {
  /** Called after a successful verification (the cached viewer is already updated). */
  onVerified?: () => void;
};

/**
 * Real-name verification (name + PRC ID number, checksum-checked here first). The payload's viewer updates the
 * cached `Customer` (normalised by id), so every query showing the viewer refreshes without a refetch; the
 * session store's account type follows, and the cached verification status is dropped so it is re-read.
 */
export function RealNameForm({ onVerified }: RealNameFormProps) {
  const { t } = useTranslation(['verification', 'common']);
  const { ui, session } = useStores();
  const [values, setValues] = useState<RealNameValues>({ name: '', idNumber: '' });
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [verify, { loading }] = useMutation(VerifyRealNameMutation);
  const titleId = useId();

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
        variables: { input: { name: values.name.trim(), idNumber: normalizeIdNumber(values.idNumber) } },
        update: (cache, result) => {
          if (result.data?.verifyRealName.viewer)
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'verificationStatus' });
        },
      });
      const payload = data?.verifyRealName;
      if (!payload?.viewer || payload.userErrors.length > 0) {
        const next = toFormErrors(payload?.userErrors, FIELDS);
        setErrors(hasFormErrors(next) ? next : { fields: {}, form: t('common:ui.errors.server') });
        return;
      }
      if (session.userInfo) session.signedIn({ ...session.userInfo, type: payload.viewer.type });
      ui.messages.show({ type: 'success', text: t('realName.done') });
      setValues({ name: '', idNumber: '' });
      onVerified?.();
    } catch (error) {
      setErrors({ fields: {}, form: t(`common:ui.errors.${requestErrorKind(error)}`) });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
      className="grid max-w-md gap-5"
    >
      <div>
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          {t('realName.title')}
        </h2>
        <p className="mt-1 text-muted text-sm">{t('realName.text')}</p>
      </div>
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
