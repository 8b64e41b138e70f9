// https://vike.dev/Page
import { ComingSoon } from '../../../components/ui/coming-soon.js';

export function Page() {
  return <ComingSoon area="mechanism" />;
}
