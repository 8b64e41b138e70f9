import { useApolloClient, useMutation } from '@apollo/client/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { FormMessage } from '../../../lib/forms/form-message.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { useRulesForm } from '../../../lib/forms/use-rules-form.js';
import { useServerErrors } from '../../../lib/forms/use-server-errors.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { RegisterMutation } from '../api/register.js';
import { registrationSchema } from '../lib/registration-schema.js';
import { returnPathFromUrl } from '../lib/return-path.js';
import { useSmsCode } from '../lib/use-sms-code.js';
import { toUserInfo } from '../lib/user-info.js';
import { ConsentField } from './consent-field.js';
import { SmsCodeButton } from './sms-code-button.js';

const FIELDS = ['phone', 'smsCode', 'invitationCode', 'consent'];

/**
 * Finishes a registration in progress (spec §4): phone, SMS code with a 60-second resend countdown, an
 * optional invitation code (prefilled from an invite link) and consent to the terms and privacy policy.
 * The signed ticket stays in the BFF's cookie.
 */
export const RegistrationForm = observer(function RegistrationForm() {
  const { t } = useTranslation('account');
  const { session, ui } = useStores();
  const { locale } = usePageContext();
  const client = useApolloClient();
  const sms = useSmsCode();
  const [register] = useMutation(RegisterMutation);
  const form = useRulesForm(registrationSchema, {
    defaultValues: { phone: '', smsCode: '', invitationCode: session.invitationCode ?? '', consent: false },
  });
  const { errors } = form.formState;
  const server = useServerErrors(form.setError, FIELDS);

  async function sendCode() {
    if (!(await form.trigger('phone'))) return;
    const problem = await sms.sendTo(form.getValues('phone'));
    if (problem === 'failed') form.setError('phone', { type: 'server', message: t('register.failed') });
    else if (problem) form.setError('phone', { type: 'server', message: server.wording(problem) });
  }

  const { submit: send, pending: loading } = useMutationSubmit({
    mutate: async (input: z.output<typeof registrationSchema>) =>
      (
        await register({
          variables: {
            input: {
              phone: input.phone,
              smsCode: input.smsCode,
              consent: input.consent,
              ...(input.invitationCode ? { invitationCode: input.invitationCode } : {}),
            },
          },
        })
      ).data?.register,
    form: { setError: form.setError, fields: FIELDS },
    result: (payload) => payload?.viewer,
    refusedText: t('register.failed'),
    onDone: async (viewer) => {
      session.signedIn(toUserInfo(viewer));
      await client.resetStore();
      // Welcomed once the store holds the new viewer, as the pages will show them.
      ui.messages.show({ type: 'success', text: t('register.welcome', { name: viewer.nickname }) });
      // Where the login started (`?next=`, same-origin paths only), else the personal centre.
      await navigate(returnPathFromUrl(window.location.href) ?? localizePath('/my', locale));
    },
  });
  const submit = form.handleSubmit(send);

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
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={13}
        {...form.register('phone')}
        error={errors.phone?.message}
        required
      />
      <div className="flex items-end gap-3">
        <TextField
          className="flex-1"
          label={t('register.smsCode')}
          hint={sms.sentTo ? t('register.codeSent', { phone: sms.sentTo }) : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.register('smsCode')}
          error={errors.smsCode?.message}
          required
        />
        <SmsCodeButton remaining={sms.remaining} sending={sms.sending} onSend={() => void sendCode()} />
      </div>
      <TextField
        label={t('register.invitationCode')}
        hint={t('register.invitationHint')}
        autoCapitalize="characters"
        maxLength={16}
        {...form.register('invitationCode')}
        error={errors.invitationCode?.message}
      />
      <ConsentField field={form.register('consent')} error={errors.consent?.message} />
      <FormMessage errors={errors} />
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
