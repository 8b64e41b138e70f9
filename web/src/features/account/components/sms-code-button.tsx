import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';

type Props = { remaining: number; sending: boolean; onSend: () => void };

/** Spec §4: disabled during the 60-second countdown after a code was sent. */
export function SmsCodeButton({ remaining, sending, onSend }: Props) {
  const { t } = useTranslation('account');
  const label = sending
    ? t('register.sending')
    : remaining > 0
      ? t('register.resendIn', { seconds: remaining })
      : t('register.sendCode');
  return (
    <Button
      variant="secondary"
      className="h-11 min-w-36"
      disabled={remaining > 0}
      loading={sending}
      onClick={onSend}
      data-testid="send-sms-code"
    >
      {label}
    </Button>
  );
}
