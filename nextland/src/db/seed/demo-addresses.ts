// Address books of the demo buyers, so checkout has somewhere to ship from the first login.
import { addresses } from '../../modules/address/schema.js';
import type { Db } from '../client.js';

type Ids = { id: (key: string) => number; day: (n: number) => Date };

export async function seedDemoAddresses(tx: Db, { id, day }: Ids): Promise<void> {
  await tx.insert(addresses).values([
    {
      customerId: id('verified'),
      recipientName: '林晚',
      phone: '13800000001',
      provinceCode: '330000',
      city: '杭州市',
      district: '西湖区',
      street: '文三路 90 号 3 幢 501 室',
      postcode: '310012',
      isDefault: true,
      createdAt: day(28),
      updatedAt: day(28),
    },
    {
      customerId: id('verified'),
      recipientName: '林晚',
      phone: '13800000001',
      provinceCode: '310000',
      city: '上海市',
      district: '徐汇区',
      street: '漕溪北路 88 号 12 楼（公司）',
      postcode: null,
      isDefault: false,
      createdAt: day(20),
      updatedAt: day(20),
    },
    {
      customerId: id('newcomer'),
      recipientName: '阿言',
      phone: '13800000002',
      provinceCode: '440000',
      city: '广州市',
      district: '天河区',
      street: '天河路 385 号',
      postcode: '510620',
      isDefault: true,
      createdAt: day(25),
      updatedAt: day(25),
    },
  ]);
}
