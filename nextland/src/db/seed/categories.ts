/** Seed categories and the vocabulary their goods titles are built from. */
export type CategorySeed = {
  code: string;
  names: { zhCn: string; en: string; zhTw: string };
  prefixes: readonly string[];
  motifs: readonly string[];
  forms: readonly string[];
  materials: readonly string[];
  /** Price range in yuan; stored as fen. */
  priceYuan: readonly [number, number];
  /** Unique pieces have stock 1; multiples have a small edition. */
  unique: boolean;
  /** Image shapes as [width, height]. */
  shapes: readonly (readonly [number, number])[];
  art: readonly string[];
};

/**
 * Categories whose releases wait for an official (decision 0027): paintings and calligraphy, where forgeries
 * and copied works are the common complaint. Every other category goes on sale at release.
 */
export const REVIEWED_CATEGORY_CODES: readonly string[] = ['painting', 'calligraphy'];

const square = [800, 800] as const;
const portrait = [900, 1200] as const;
const landscape = [1200, 800] as const;
const scroll = [1200, 600] as const;

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    code: 'ceramics',
    names: { zhCn: '陶瓷', en: 'Ceramics', zhTw: '陶瓷' },
    prefixes: ['青釉', '汝窑天青', '手绘青花', '柴烧', '粉引', '天目', '冰裂纹', '霁蓝', '白瓷', '粗陶'],
    motifs: ['莲纹', '缠枝', '山水', '竹节', '素面', '鱼藻', '梅枝', '云纹', '如意', '菊瓣'],
    forms: ['茶盏', '梅瓶', '花器', '公道杯', '茶壶', '香炉', '盖碗', '笔洗', '盘', '花插'],
    materials: ['景德镇高岭土', '宜兴紫泥', '龙泉瓷土', '柴窑陶土'],
    priceYuan: [80, 6800],
    unique: false,
    shapes: [square, [1000, 800]],
    art: ['rings', 'circles', 'arcs'],
  },
  {
    code: 'painting',
    names: { zhCn: '绘画', en: 'Painting', zhTw: '繪畫' },
    prefixes: ['写意', '工笔', '水墨', '青绿', '没骨', '浅绛', '油画', '丙烯', '水彩', '重彩'],
    motifs: [
      '秋山行旅',
      '溪山清远',
      '荷塘月色',
      '江南春晓',
      '寒林',
      '松下问童',
      '远岫',
      '雪霁',
      '花鸟',
      '城市黄昏',
    ],
    forms: ['图', '小品', '立轴', '横幅', '斗方', '扇面', '册页', '条屏'],
    materials: ['生宣', '熟宣', '绢本', '亚麻布面', '棉麻纸'],
    priceYuan: [500, 50000],
    unique: true,
    shapes: [portrait, scroll, landscape],
    art: ['mountains', 'waves', 'circles'],
  },
  {
    code: 'calligraphy',
    names: { zhCn: '书法', en: 'Calligraphy', zhTw: '書法' },
    prefixes: ['行书', '楷书', '隶书', '草书', '篆书', '小楷', '行草', '魏碑'],
    motifs: [
      '心经',
      '兰亭序节选',
      '宁静致远',
      '厚德载物',
      '上善若水',
      '春江花月夜',
      '赤壁赋',
      '岳阳楼记',
      '山居秋暝',
      '饮中八仙歌',
    ],
    forms: ['中堂', '对联', '横幅', '斗方', '扇面', '手卷', '条幅'],
    materials: ['洒金宣', '生宣', '粉彩蜡笺', '仿古宣'],
    priceYuan: [300, 20000],
    unique: true,
    shapes: [portrait, scroll],
    art: ['strokes'],
  },
  {
    code: 'sculpture',
    names: { zhCn: '雕塑', en: 'Sculpture', zhTw: '雕塑' },
    prefixes: ['铸铜', '石雕', '木雕', '树脂', '不锈钢', '陶塑', '玻璃钢'],
    motifs: ['沉思', '飞鸟', '山形', '律动', '鹿', '卧佛', '抽象', '少女', '归途', '重力'],
    forms: ['摆件', '雕塑', '立像', '小品', '浮雕', '装置'],
    materials: ['青铜', '汉白玉', '黄杨木', '陶土', '不锈钢'],
    priceYuan: [600, 30000],
    unique: true,
    shapes: [square, portrait],
    art: ['grid', 'arcs', 'circles'],
  },
  {
    code: 'photography',
    names: { zhCn: '摄影', en: 'Photography', zhTw: '攝影' },
    prefixes: ['银盐', '胶片', '微喷', '蓝晒', '黑白', '彩色'],
    motifs: ['雨巷', '海岸线', '高原', '旧城', '晨雾', '街头', '戈壁', '渔港', '雪山', '霓虹'],
    forms: ['影像', '限量版画', '系列之一', '收藏级微喷', '签名版'],
    materials: ['哈内姆勒棉纸', '巴里塔相纸', '银盐相纸'],
    priceYuan: [200, 8000],
    unique: false,
    shapes: [landscape, portrait],
    art: ['mountains', 'stripes', 'waves'],
  },
  {
    code: 'textiles',
    names: { zhCn: '织物', en: 'Textiles', zhTw: '織物' },
    prefixes: ['扎染', '蜡染', '手织', '苏绣', '蓝印花布', '缂丝', '植物染'],
    motifs: ['云纹', '几何', '青花', '山茶', '水波', '格纹', '花鸟', '星河'],
    forms: ['围巾', '桌旗', '挂毯', '抱枕', '方巾', '茶席', '团扇'],
    materials: ['棉麻', '真丝', '羊毛', '苎麻'],
    priceYuan: [50, 3000],
    unique: false,
    shapes: [square, [1000, 800]],
    art: ['stripes', 'grid', 'waves'],
  },
  {
    code: 'prints',
    names: { zhCn: '版画', en: 'Prints', zhTw: '版畫' },
    prefixes: ['木刻', '铜版', '丝网', '石版', '水印木刻', '综合版'],
    motifs: ['城市剪影', '园林', '渔火', '瓦檐', '群山', '静物', '鸟语', '时间'],
    forms: ['版画', '限量版', '套色版画', '原作'],
    materials: ['宣纸', '版画纸', '棉纸'],
    priceYuan: [150, 5000],
    unique: false,
    shapes: [portrait, landscape, square],
    art: ['grid', 'stripes', 'mountains'],
  },
  {
    code: 'jewellery',
    names: { zhCn: '首饰', en: 'Jewellery', zhTw: '首飾' },
    prefixes: ['手作银', '花丝', '珐琅', '和田玉', '錾刻', '琉璃', '黄铜'],
    motifs: ['银杏', '竹节', '流云', '莲', '月相', '水滴', '几何', '海浪'],
    forms: ['耳坠', '戒指', '手镯', '吊坠', '胸针', '发簪', '项链'],
    materials: ['925银', '足金', '和田玉', '黄铜'],
    priceYuan: [100, 12000],
    unique: false,
    shapes: [square],
    art: ['rings', 'circles', 'arcs'],
  },
  {
    code: 'lacquer',
    names: { zhCn: '漆器', en: 'Lacquerware', zhTw: '漆器' },
    prefixes: ['大漆', '螺钿', '剔红', '描金', '犀皮漆', '脱胎'],
    motifs: ['山水', '缠枝', '素髹', '云龙', '花鸟', '星点'],
    forms: ['茶托', '首饰盒', '茶盘', '碗', '香盒', '屏风'],
    materials: ['天然大漆', '夹纻', '木胎'],
    priceYuan: [200, 9000],
    unique: true,
    shapes: [square, [1000, 800]],
    art: ['rings', 'grid', 'circles'],
  },
  {
    code: 'woodwork',
    names: { zhCn: '木作', en: 'Woodwork', zhTw: '木作' },
    prefixes: ['黑胡桃', '老榆木', '小叶紫檀', '樱桃木', '香樟', '榫卯'],
    motifs: ['素面', '云纹', '竹节', '弧线', '山形', '自然边'],
    forms: ['茶盘', '笔筒', '托盘', '凳', '书架', '香插', '砧板'],
    materials: ['北美黑胡桃', '老榆木', '樱桃木', '香樟木'],
    priceYuan: [100, 6000],
    unique: false,
    shapes: [square, landscape],
    art: ['stripes', 'arcs', 'grid'],
  },
];
