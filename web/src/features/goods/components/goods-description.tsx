import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
/** Seller-written plain text: rendered as text (never as HTML), line breaks kept. */
export function GoodsDescription({ text, lang }: { text: string; lang?: string | undefined }) {
  const t = useFixedT('goods');
  return (
    <section aria-labelledby="description-heading" className="max-w-3xl">
      <h2 id="description-heading" className="font-semibold text-ink text-lg">
        {t('details.description')}
      </h2>
      {text.trim() ? (
        <p lang={lang} className="mt-4 whitespace-pre-line break-words text-[0.95rem] text-ink/85 leading-7">
          {text}
        </p>
      ) : (
        <p className="mt-4 text-subtle">{t('details.noDescription')}</p>
      )}
    </section>
  );
}
