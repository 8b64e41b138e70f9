import { LISTING_LANGS, yuanToFen } from '@nextland/rules';
import type { TFunction } from 'i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { Price } from '../../../components/ui/price.js';
import type { ReleaseKind } from '../../../graphql/generated/graphql';
import { formatDate, formatMoney } from '../../../lib/format.js';
import type { Locale } from '../../../lib/i18n/locales.js';
import { auctionDraftOf } from '../lib/lot-form.js';
import type { ReleaseFormInput } from '../lib/release-form.js';
import type { Category } from './basics-step.js';

type Row = { label: string; value: string | React.ReactNode; step: number };

/** Step 6: the whole listing at a glance, each part with a way back to its step. */
export function ReviewStep(props: {
  kind: ReleaseKind;
  categories: readonly Category[];
  onEdit: (step: number) => void;
}) {
  const { kind, categories, onEdit } = props;
  const { t } = useTranslation('release');
  const { locale } = usePageContext();
  const { control } = useFormContext<ReleaseFormInput>();
  const values = useWatch({ control }) as ReleaseFormInput;
  const fen = yuanToFen(values.price ?? '');
  const translations = LISTING_LANGS.filter(
    (lang) => lang !== values.originalLang && values.translations[lang].title,
  );
  const rows: Row[] = [
    { label: t('fields.originalLang'), value: t(`languages.${values.originalLang}`), step: 0 },
    { label: t('fields.title'), value: values.title, step: 0 },
    { label: t('fields.description'), value: values.description, step: 0 },
    {
      label: t('fields.category'),
      value: categories.find((category) => category.id === values.categoryId)?.name ?? t('review.none'),
      step: 0,
    },
    { label: t('fields.images'), value: t('review.images', { count: values.images.length }), step: 1 },
    ...(kind === 'LOT'
      ? lotRows(values, locale as Locale, t)
      : [
          {
            label: t('fields.price'),
            value:
              fen === null ? (
                t('review.none')
              ) : (
                <Price money={{ amount: fen, currency: 'CNY' }} locale={locale} />
              ),
            step: 2,
          },
          {
            label: kind === 'GOODS' ? t('fields.stock') : t('fields.editionSize'),
            value: Number.isInteger(values.stock) ? String(values.stock) : t('review.none'),
            step: 2,
          },
        ]),
    {
      label: t('form.steps.translations'),
      value: translations.length
        ? translations.map((lang) => t(`languages.${lang}`)).join(' · ')
        : t('review.none'),
      step: 4,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('review.intro')}</p>
      {values.images[0] ? (
        <img
          src={values.images[0]}
          alt={t('fields.cover')}
          className="h-40 w-40 rounded-2xl object-cover ring-1 ring-line"
        />
      ) : null}
      <dl className="divide-y divide-line rounded-2xl ring-1 ring-line">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
            <dt className="w-40 shrink-0 text-muted text-sm">{row.label}</dt>
            <dd className="min-w-0 flex-1 whitespace-pre-line break-words text-ink">{row.value}</dd>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onEdit(row.step)}
              aria-label={`${t('review.edit')} ${row.label}`}
            >
              {t('review.edit')}
            </Button>
          </div>
        ))}
      </dl>
      <p className="text-muted text-sm">{t('review.reviewNote')}</p>
    </div>
  );
}

/** A lot's auction step at a glance: times in the browser's zone, as the seller typed them. */
function lotRows(values: ReleaseFormInput, locale: Locale, t: TFunction<'release'>): Row[] {
  const lot = auctionDraftOf(values.auction);
  const money = (fen: number | null | undefined) =>
    fen == null ? t('review.none') : formatMoney(fen, locale);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const at = (iso: string | undefined) =>
    iso ? formatDate(iso, locale, 'dateTime', zone) : t('review.none');
  const ladder = lot.ladder
    ?.map((band) => t('auction.band', { from: money(band.fromFen), increment: money(band.incrementFen) }))
    .join(' · ');
  return [
    { label: t('auction.startPrice'), value: money(lot.startPriceFen), step: 2 },
    { label: t('auction.ladder'), value: ladder ?? t('review.none'), step: 2 },
    { label: t('auction.reserve'), value: money(lot.reserveFen), step: 2 },
    { label: t('auction.deposit'), value: money(lot.depositFen), step: 2 },
    {
      label: t('form.steps.auction'),
      value: t('auction.window', { start: at(lot.startsAt), end: at(lot.endsAt) }),
      step: 2,
    },
  ];
}
