import { z } from 'zod';
import { idListQuery } from '../../lib/ids.js';
import { langQuery } from '../../lib/lang-query.js';
import { accountTypeSchema } from '../customer/account-type.js';

export const MAX_BATCH = 100;

export const sellerBatchQuery = z.object({ ids: idListQuery(MAX_BATCH), lang: langQuery });

export const sellerDto = z
  .object({
    id: z.string(),
    nickname: z.string(),
    avatar: z
      .object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() })
      .nullable(),
    bio: z.string().nullable(),
    type: accountTypeSchema,
  })
  .meta({ id: 'Seller' });

export type SellerDto = z.output<typeof sellerDto>;
