/** Parallel vocabulary for the demo works: every entry is [Simplified Chinese, English, Traditional Chinese]. */
import type { MediaType } from '../../modules/work/kinds.js';

export type Trio = readonly [string, string, string];

export const WORK_MOTIFS: readonly Trio[] = [
  ['山雨', 'Mountain Rain', '山雨'],
  ['江南春晓', 'Spring Dawn in Jiangnan', '江南春曉'],
  ['城市黄昏', 'City Dusk', '城市黃昏'],
  ['潮汐', 'Tides', '潮汐'],
  ['竹林', 'Bamboo Grove', '竹林'],
  ['雪夜', 'Snowy Night', '雪夜'],
  ['星河', 'Star River', '星河'],
  ['老街', 'Old Street', '老街'],
  ['荷塘', 'Lotus Pond', '荷塘'],
  ['远山', 'Distant Hills', '遠山'],
  ['霓虹', 'Neon', '霓虹'],
  ['晨雾', 'Morning Mist', '晨霧'],
  ['海岸线', 'Coastline', '海岸線'],
  ['秋叶', 'Autumn Leaves', '秋葉'],
  ['茶室', 'Tea Room', '茶室'],
  ['归舟', 'Homeward Boat', '歸舟'],
];

export const WORK_FORMS: Record<MediaType, readonly Trio[]> = {
  image: [
    ['数字插画', 'Digital Illustration', '數位插畫'],
    ['摄影', 'Photograph', '攝影'],
    ['海报', 'Poster', '海報'],
  ],
  video: [
    ['短片', 'Short Film', '短片'],
    ['动态影像', 'Motion Piece', '動態影像'],
    ['循环动画', 'Animation Loop', '循環動畫'],
  ],
  audio: [
    ['原声', 'Soundtrack', '原聲'],
    ['环境音景', 'Ambient Soundscape', '環境音景'],
    ['采样包', 'Sample Pack', '取樣包'],
  ],
  '3d': [
    ['三维模型', '3D Model', '三維模型'],
    ['数字雕塑', 'Digital Sculpture', '數位雕塑'],
    ['场景', 'Scene', '場景'],
  ],
  text: [
    ['诗集', 'Poetry Collection', '詩集'],
    ['短篇小说', 'Short Story', '短篇小說'],
    ['随笔', 'Essay', '隨筆'],
  ],
};

export const WORK_NOTES: readonly Trio[] = [
  ['作者在一个雨季里反复修改完成。', 'Reworked over one rainy season.', '作者在一個雨季裡反覆修改完成。'],
  ['灵感来自清晨的散步。', 'Inspired by early-morning walks.', '靈感來自清晨的散步。'],
  ['附作者签名的数字证书。', 'Comes with a signed digital certificate.', '附作者簽名的數位證書。'],
  [
    '购买后可在“我的作品库”中下载。',
    'Downloadable from your library after purchase.',
    '購買後可在「我的作品庫」中下載。',
  ],
  ['高分辨率原始文件。', 'Full-resolution original files.', '高解析度原始檔案。'],
];

/**
 * Works written in English by the English-named studios: [English original, Simplified, Traditional]. Half of
 * them carry the Chinese translations.
 */
export const ENGLISH_TITLES: readonly Trio[] = [
  ['Lighthouse Sketchbook', '灯塔速写本', '燈塔速寫本'],
  ['Harbour Lights at Midnight', '午夜港灯', '午夜港燈'],
  ['Paper Boats', '纸船', '紙船'],
  ['The Quiet Orchard', '安静的果园', '安靜的果園'],
  ['Saltwater Diaries', '咸水日记', '鹹水日記'],
  ['Field Recordings from the North', '北方田野录音', '北方田野錄音'],
  ['Glasshouse', '玻璃温室', '玻璃溫室'],
  ['Letters to a Lantern Maker', '致灯笼匠的信', '致燈籠匠的信'],
];

export const ENGLISH_DESCRIPTIONS: readonly Trio[] = [
  [
    'A small series made slowly, in the studio and outdoors.',
    '在工作室与户外慢慢完成的小系列。',
    '在工作室與戶外慢慢完成的小系列。',
  ],
  [
    'Edition files are delivered in full resolution.',
    '版本文件以完整分辨率交付。',
    '版本檔案以完整解析度交付。',
  ],
  ['Made for people who like quiet things.', '献给喜欢安静事物的人。', '獻給喜歡安靜事物的人。'],
];
