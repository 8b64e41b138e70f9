import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import type { ReleaseFormInput } from '../lib/release-form.js';

const MAX_BANDS = 10;

/**
 * Step 3 of a lot (decision 0028 §5): start price, the increment ladder by price band (the first band starts
 * at ¥0, each next one higher), an optional hidden reserve and deposit, and the bidding window.
 */
export function AuctionStep() {
  const { t } = useTranslation('release');
  const { register, control, formState } = useFormContext<ReleaseFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'auction.ladder' });
  const errors = formState.errors.auction;
  const ladderError = errors?.ladder?.message ?? errors?.ladder?.root?.message;
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t('auction.startPrice')}
        hint={t('fields.priceHint')}
        inputMode="decimal"
        {...register('auction.startPrice')}
        error={errors?.startPrice?.message}
        required
      />
      <fieldset className="flex flex-col gap-3" aria-describedby="ladder-hint">
        <legend className="font-medium text-ink text-sm">{t('auction.ladder')}</legend>
        <p id="ladder-hint" className="text-muted text-sm">
          {t('auction.ladderHint')}
        </p>
        {fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-end gap-3" data-testid="ladder-band">
            <TextField
              className="min-w-32 flex-1"
              label={t('auction.bandFrom', { n: index + 1 })}
              inputMode="decimal"
              readOnly={index === 0}
              {...register(`auction.ladder.${index}.from` as const)}
            />
            <TextField
              className="min-w-32 flex-1"
              label={t('auction.bandIncrement', { n: index + 1 })}
              inputMode="decimal"
              {...register(`auction.ladder.${index}.increment` as const)}
              required
            />
            {/* The first band stays (it starts at ¥0); its place keeps the columns of every row aligned. */}
            <div className="w-full sm:w-36">
              {index > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                  {t('auction.removeBand', { n: index + 1 })}
                </Button>
              ) : null}
            </div>
          </div>
        ))}
        {ladderError ? (
          <p role="alert" className="text-danger text-sm">
            {ladderError}
          </p>
        ) : null}
        {fields.length < MAX_BANDS ? (
          <div>
            <Button variant="secondary" size="sm" onClick={() => append({ from: '', increment: '' })}>
              {t('auction.addBand')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('auction.reserve')}
          hint={t('auction.reserveHint')}
          inputMode="decimal"
          {...register('auction.reserve')}
          error={errors?.reserve?.message}
        />
        <TextField
          label={t('auction.deposit')}
          hint={t('auction.depositHint')}
          inputMode="decimal"
          {...register('auction.deposit')}
          error={errors?.deposit?.message}
        />
        <TextField
          label={t('auction.startsAt')}
          type="datetime-local"
          {...register('auction.startsAt')}
          error={errors?.startsAt?.message}
          required
        />
        <TextField
          label={t('auction.endsAt')}
          hint={t('auction.endsAtHint')}
          type="datetime-local"
          {...register('auction.endsAt')}
          error={errors?.endsAt?.message}
          required
        />
      </div>
    </div>
  );
}
