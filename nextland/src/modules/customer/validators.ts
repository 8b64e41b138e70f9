import { bio, nickname, pastDate } from '@nextland/rules';
import { z } from 'zod';
import { idQuery } from '../../lib/ids.js';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { accountTypeSchema } from './account-type.js';
import { inviteeList } from './lists.js';

export const detailQuery = z.object({ id: idQuery, lang: langQuery });

const genderSchema = z.literal([0, 1, 2]).describe('0 unset, 1 male, 2 female');

export const updateBody = z
  .object({
    nickname: nickname.optional(),
    avatarUrl: z
      .string()
      .max(500)
      .regex(/^(https:\/\/|\/files\/)[^\s"'<>]+$/, { error: 'field.avatarUrl' })
      // Private uploads (identity documents) are readable by their owner only: never a public avatar.
      .refine((url) => !url.startsWith('/files/private/'), { error: 'field.avatarUrl' })
      .nullable()
      .optional(),
    bio: bio.nullable().optional(),
    gender: genderSchema.optional(),
    birthday: pastDate.nullable().optional(),
  })
  .strict();

export type UpdateInput = z.output<typeof updateBody>;

export const customerDto = z
  .object({
    id: z.string(),
    user_id: z.string(),
    type: accountTypeSchema,
    nickname: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    gender: genderSchema,
    birthday: z.string().nullable(),
    phone: z.string().nullable().describe('Masked: 138****1234'),
    realName: z.string().nullable().describe('Masked verified real name'),
    invitationCode: z.string(),
    inviterId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Customer' });

export type CustomerDto = z.output<typeof customerDto>;

export const inviteesQuery = z.object({ ...pagingQuery, lang: langQuery });

export const inviteesCursorQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(inviteeList),
  lang: langQuery,
});

export const inviteeDto = z
  .object({
    id: z.string(),
    nickname: z.string(),
    avatarUrl: z.string().nullable(),
    joinedAt: z.string(),
  })
  .meta({ id: 'Invitee' });
