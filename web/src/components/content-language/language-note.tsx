import type { ContentLanguage } from '../../graphql/generated/graphql';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';

export type LanguageNoteProps = {
  lang: ContentLanguage;
  originalLang: ContentLanguage;
  translated: boolean;
  /** The page's own content language. */
  pageLanguage: ContentLanguage;
  /** Who wrote the listing: the note names them. */
  by: 'creator' | 'seller';
};

/**
 * Says which language a listing's details are shown in when that is not simply the page's: the original (no
 * translation into the reader's language), or the seller's translation from another one.
 */
export function LanguageNote({ lang, originalLang, translated, pageLanguage, by }: LanguageNoteProps) {
  const t = useFixedT('common');
  if (translated) {
    return (
      <p className="text-sm text-subtle">
        {t(`contentLanguage.translatedNote.${by}`, {
          language: t(`contentLanguage.languages.${originalLang}`),
        })}
      </p>
    );
  }
  if (lang === pageLanguage) return null;
  return (
    <p
      role="note"
      data-testid="original-language-note"
      className="rounded-xl border border-accent/30 bg-accent/5 px-4 py-3 text-muted text-sm leading-6"
    >
      {t(`contentLanguage.originalNote.${by}`, { language: t(`contentLanguage.languages.${lang}`) })}
    </p>
  );
}

/** A card's line under a title shown in its original language: "Original: 简体中文". */
export function OriginalLanguageLabel({ lang }: { lang: ContentLanguage }) {
  const t = useFixedT('common');
  return (
    <p data-testid="original-language" className="text-[11px] text-subtle">
      {t('contentLanguage.original', { language: t(`contentLanguage.languages.${lang}`) })}
    </p>
  );
}
