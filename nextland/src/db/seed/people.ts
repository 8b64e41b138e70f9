import { AccountType } from '../../modules/customer/account-type.js';
import type { Rng } from './prng.js';

const NAME_HEADS = [
  '青山',
  '白露',
  '松风',
  '拾光',
  '知秋',
  '南窗',
  '听雨',
  '半山',
  '木槿',
  '云栖',
  '东篱',
  '溪月',
  '远岫',
  '鹿鸣',
  '竹里',
  '晴川',
  '素心',
  '归舟',
];
const CREATOR_TAILS = ['窑', '工作室', '画室', '手作', '工坊', '堂', '书屋', '影像', '织造', '漆坊'];
const ORG_TAILS = ['艺术馆', '美术馆', '文化', '艺术中心', '画廊'];
// Never a demo account's nickname (林晚, 阿言…): a catalogue seller of the same name would pass for them.
const PERSON_NAMES = [
  '林深',
  '陈墨',
  '周一禾',
  '许青',
  '沈知白',
  '顾远',
  '苏念',
  '程野',
  '叶舟',
  '宋清欢',
  '江小鱼',
  '何以安',
];
const ENGLISH_NAMES = [
  'Studio Lumen',
  'Maple & Kiln',
  'Ink Harbor',
  'Nordic Loom',
  'Quiet Press',
  'Amber Atelier',
];

const CREATOR_BIOS = [
  '专注{craft}十余年，相信手作的温度。',
  '毕业于美术学院，作品曾参加多个联展，现居{city}。',
  '用传统工艺做当代的器物，每件都是独一无二的。',
  '在{city}的小院里工作，一年只做不多的几批作品。',
  '喜欢慢慢做东西，欢迎交流定制。',
];
const ORG_BIOS = [
  '位于{city}的非营利艺术机构，长期关注青年艺术家。',
  '致力于推广{craft}的当代表达，定期举办展览与工作坊。',
  '{city}老字号，传承手艺三代。',
];
const PERSON_BIOS = ['业余爱好者，收藏与创作并行。', '白天上班，晚上画画。', null];
const ENGLISH_BIOS = [
  'Independent studio making small-batch objects by hand.',
  'Printmaker and photographer based in {city}.',
  'We work with natural materials and slow processes.',
];
const CITIES = ['杭州', '景德镇', '苏州', '北京', '成都', '厦门', '大理', '上海', '西安', '宜兴'];
const CRAFTS = ['陶瓷', '水墨', '书法', '漆艺', '版画', '织染', '木作', '银饰'];

type SellerType = typeof AccountType.REAL_NAME | typeof AccountType.CREATOR | typeof AccountType.ORGANISATION;

export type SellerSeed = { nickname: string; type: SellerType; bio: string | null };

function fill(rng: Rng, template: string): string {
  return template.replace('{city}', rng.pick(CITIES)).replace('{craft}', rng.pick(CRAFTS));
}

/** Sellers with unique nicknames: creators, organisations, real-name verified individuals, some English. */
export function makeSellers(rng: Rng, count: number): SellerSeed[] {
  const used = new Set<string>();
  const sellers: SellerSeed[] = [];
  for (let i = 0; sellers.length < count; i++) {
    if (i > count * 50) throw new Error(`cannot make ${count} distinct seller names`);
    const roll = i % 6;
    let seller: SellerSeed;
    if (roll === 5 && i < ENGLISH_NAMES.length * 6) {
      seller = {
        nickname: ENGLISH_NAMES[Math.floor(i / 6)] ?? 'Studio',
        type: AccountType.CREATOR,
        bio: fill(rng, rng.pick(ENGLISH_BIOS)),
      };
    } else if (roll === 4) {
      seller = {
        nickname: rng.pick(NAME_HEADS) + rng.pick(ORG_TAILS),
        type: AccountType.ORGANISATION,
        bio: fill(rng, rng.pick(ORG_BIOS)),
      };
    } else if (roll === 3) {
      const bio = rng.pick(PERSON_BIOS);
      seller = { nickname: rng.pick(PERSON_NAMES), type: AccountType.REAL_NAME, bio: bio && fill(rng, bio) };
    } else {
      seller = {
        nickname: rng.pick(NAME_HEADS) + rng.pick(CREATOR_TAILS),
        type: AccountType.CREATOR,
        bio: fill(rng, rng.pick(CREATOR_BIOS)),
      };
    }
    if (used.has(seller.nickname)) continue;
    used.add(seller.nickname);
    sellers.push(seller);
  }
  return sellers;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Unique 8-character invitation codes without look-alike characters. */
export function makeInvitationCodes(rng: Rng, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    codes.add(Array.from({ length: 8 }, () => rng.pick([...CODE_ALPHABET])).join(''));
  }
  return [...codes];
}
