import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { myTitle } from './my-titles.js';

/**
 * Keeps `document.title` right while react-router moves inside `/my`: those moves never reach Vike, whose
 * `title` setting (pages/my/+title.ts, the same text) covers loads and Vike navigations into the centre.
 */
export function useMyTitle() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const title = myTitle(pathname, i18n);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
