import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendSmsCodeMutation } from '../api/send-sms-code.js';
import { phoneProblem } from './registration-rules.js';
import { useCountdown } from './use-countdown.js';

const RESEND_SECONDS = 60;

/** Sends the registration SMS code and runs the resend countdown (also after the server's 429 retry-after). */
export function useSmsCode() {
  const { t } = useTranslation('account');
  const [send, { loading }] = useMutation(SendSmsCodeMutation);
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  /** Returns an error message for the phone field, or null when the code was sent. */
  async function sendTo(phone: string): Promise<string | null> {
    const problem = phoneProblem(phone);
    if (problem) return t(`register.${problem}`);
    try {
      const { data } = await send({ variables: { phone: phone.trim() } });
      const payload = data?.sendSmsCode;
      const error = payload?.userErrors[0];
      if (error) {
        if (error.retryAfter) countdown.start(error.retryAfter);
        return error.code === 'RATE_LIMITED' && error.retryAfter
          ? t('register.retryAfter', { seconds: error.retryAfter })
          : error.message;
      }
      countdown.start(payload?.resendIn ?? RESEND_SECONDS);
      setSentTo(phone.trim());
      return null;
    } catch {
      return t('register.failed');
    }
  }

  return { sendTo, sending: loading, remaining: countdown.remaining, sentTo };
}
