import { useApolloClient, useMutation } from '@apollo/client/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { NO_FORM_ERRORS, toFormErrors } from '../../../lib/graphql/user-errors.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { RegisterMutation } from '../api/register.js';
import { type RegistrationValues, registrationProblems } from '../lib/registration-rules.js';
import { takeReturnPath } from '../lib/return-path.js';
import { useSmsCode } from '../lib/use-sms-code.js';
import { toUserInfo } from '../lib/user-info.js';
import { SmsCodeButton } from './sms-code-button.js';

const FIELDS = ['phone', 'smsCode', 'invitationCode'];

/**
 * Finishes a registration in progress (spec §4): phone, SMS code with a 60-second resend countdown and an
 * optional invitation code (prefilled from an invite link). The signed ticket stays in the BFF's cookie.
 */
export const RegistrationForm = observer(function RegistrationForm() {
  const { t } = useTranslation('account');
  const { session, ui } = useStores();
  const { locale } = usePageContext();
  const client = useApolloClient();
  const sms = useSmsCode();
  const [values, setValues] = useState<RegistrationValues>({
    phone: '',
    smsCode: '',
    invitationCode: session.invitationCode ?? '',
  });
  const [errors, setErrors] = useState(NO_FORM_ERRORS);
  const [register, { loading }] = useMutation(RegisterMutation);
  const set = (field: keyof RegistrationValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function sendCode() {
    const message = await sms.sendTo(values.phone);
    setErrors((e) => ({ ...e, fields: { ...e.fields, phone: message ?? '' } }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = registrationProblems(values);
    if (Object.keys(problems).length > 0) {
      setErrors({
        fields: Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, t(`register.${key}`)])),
        form: null,
      });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    const invitationCode = values.invitationCode.trim().toUpperCase();
    try {
      const { data } = await register({
        variables: {
          input: {
            phone: values.phone.trim(),
            smsCode: values.smsCode.trim(),
            ...(invitationCode ? { invitationCode } : {}),
          },
        },
      });
      const payload = data?.register;
      if (!payload?.viewer || payload.userErrors.length > 0) {
        setErrors(toFormErrors(payload?.userErrors, FIELDS));
        return;
      }
      session.signedIn(toUserInfo(payload.viewer));
      await client.resetStore();
      ui.messages.show({ type: 'success', text: t('register.welcome', { name: payload.viewer.nickname }) });
      await navigate(takeReturnPath() ?? localizePath('/my', locale));
    } catch {
      setErrors({ fields: {}, form: t('register.failed') });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-5"
      aria-labelledby="register-title"
    >
      <div>
        <h1 id="register-title" className="text-3xl font-semibold">
          {t('register.title')}
        </h1>
        <p className="mt-2 text-muted">{t('register.text')}</p>
      </div>
      <TextField
        label={t('register.phone')}
        hint={t('register.phoneHint')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        value={values.phone}
        onChange={(e) => set('phone')(e.target.value)}
        error={errors.fields.phone || null}
        required
      />
      <div className="flex items-end gap-3">
        <TextField
          className="flex-1"
          label={t('register.smsCode')}
          hint={sms.sentTo ? t('register.codeSent', { phone: sms.sentTo }) : undefined}
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.smsCode}
          onChange={(e) => set('smsCode')(e.target.value)}
          error={errors.fields.smsCode}
          required
        />
        <SmsCodeButton remaining={sms.remaining} sending={sms.sending} onSend={() => void sendCode()} />
      </div>
      <TextField
        label={t('register.invitationCode')}
        hint={t('register.invitationHint')}
        name="invitationCode"
        autoCapitalize="characters"
        maxLength={16}
        value={values.invitationCode}
        onChange={(e) => set('invitationCode')(e.target.value)}
        error={errors.fields.invitationCode}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={loading}>
          {loading ? t('register.submitting') : t('register.submit')}
        </Button>
        <Button variant="ghost" onClick={() => session.cancelRegistration()}>
          {t('register.cancel')}
        </Button>
      </div>
    </form>
  );
});
