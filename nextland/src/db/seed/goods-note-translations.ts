// English and Traditional Chinese (Taiwan) versions of the demo goods' description sentences (goods.ts),
// beside the title vocabulary of goods-vocabulary.ts.
import type { Pair } from './goods-vocabulary.js';

/** The craft notes of goods.ts in the same order: [English, Traditional Chinese]. */
export const CRAFT_NOTE_TRANSLATIONS: readonly Pair[] = [
  [
    'Made entirely by hand; the small marks of making are part of its charm.',
    '全程手工完成，細節處可見製作痕跡，這是手作的魅力。',
  ],
  [
    'Refined over several months, with a warm finish that rewards a closer look.',
    '作者反覆打磨數月，成品溫潤耐看。',
  ],
  ['Made for everyday use as much as for display.', '適合日常使用，也適合陳設收藏。'],
  ['Comes with a certificate signed by the artist and the original packaging.', '附作者簽名證書與原裝包裝。'],
  [
    'Each piece differs slightly; the item you receive may vary from the photos.',
    '每件略有差異，以實品為準。',
  ],
  [
    'Inspired by the rainy season in Jiangnan and the light of its old towns.',
    '靈感來自江南的雨季與老城的光影。',
  ],
];

/** The care notes of goods.ts in the same order: [English, Traditional Chinese]. */
export const CARE_NOTE_TRANSLATIONS: readonly Pair[] = [
  ['Keep out of strong direct sunlight.', '請避免長時間陽光直射。'],
  ['Wipe clean with a soft cloth.', '清潔時用軟布輕拭即可。'],
  ['Store somewhere dry and well aired.', '建議置於乾燥通風處保存。'],
  ['Shipped in thick, shock-proof packaging.', '運送時採用加厚防震包裝。'],
];
