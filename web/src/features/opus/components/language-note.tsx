import type { ContentLanguage } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';

export type LanguageNoteProps = {
  lang: ContentLanguage;
  originalLang: ContentLanguage;
  translated: boolean;
  /** The page's own content language. */
  pageLanguage: ContentLanguage;
};

/**
 * Says which language the listing is shown in when that is not simply the page's: the original (no translation
 * into the reader's language), or the creator's translation from another one.
 */
export function LanguageNote({ lang, originalLang, translated, pageLanguage }: LanguageNoteProps) {
  const t = useFixedT('opus');
  if (translated) {
    return (
      <p className="text-sm text-subtle">
        {t('details.translatedNote', { language: t(`languages.${originalLang}`) })}
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
      {t('details.originalNote', { language: t(`languages.${lang}`) })}
    </p>
  );
}
