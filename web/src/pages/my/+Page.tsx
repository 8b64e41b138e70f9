// https://vike.dev/Page
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { ComingSoon } from '../../components/ui/coming-soon.js';
import { localizePath } from '../../lib/i18n/localize-path.js';

/** react-router owns everything below the localized `/my`; accounts (next issue) fill in the routes. */
export function Page() {
  const { locale } = usePageContext();
  return (
    <BrowserRouter basename={localizePath('/my', locale)}>
      <Routes>
        <Route path="*" element={<ComingSoon area="my" />} />
      </Routes>
    </BrowserRouter>
  );
}
