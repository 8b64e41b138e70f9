// The one API suite, run on every database driver (see api-pglite.test.ts and api-postgres.test.ts).
import { describe } from 'vitest';
import type { OpenedDatabase } from './api-harness.js';
import { addressCases } from './cases/address-cases.js';
import { avatarCases } from './cases/avatar-cases.js';
import { cardExpressCases } from './cases/card-express-cases.js';
import { cardHolderCases } from './cases/card-holder-cases.js';
import { cartCases } from './cases/cart-cases.js';
import { cartChangeCases } from './cases/cart-change-cases.js';
import { envelopeAuthCases } from './cases/envelope-auth-cases.js';
import { eventsCases } from './cases/events-cases.js';
import { filesCases } from './cases/files-cases.js';
import { goodsCursorCases, goodsSearchPlanCases } from './cases/goods-cursor-cases.js';
import { goodsDetailCases } from './cases/goods-detail-cases.js';
import { goodsPageCases } from './cases/goods-page-cases.js';
import { inputRulesCases } from './cases/input-rules-cases.js';
import { integrityCases } from './cases/integrity-cases.js';
import { listCursorCases } from './cases/list-cursor-cases.js';
import { loginCases } from './cases/login-cases.js';
import { moneyCases } from './cases/money-cases.js';
import { nicknameCases } from './cases/nickname-cases.js';
import { portfolioCases } from './cases/portfolio-cases.js';
import { reactionCases } from './cases/reaction-cases.js';
import { realNameCases } from './cases/real-name-cases.js';
import { realNamePrivacyCases } from './cases/real-name-privacy-cases.js';
import { registerCases } from './cases/register-cases.js';
import { seedCases } from './cases/seed-cases.js';
import { sellerCategoryCases } from './cases/seller-category-cases.js';
import { sessionCases } from './cases/session-cases.js';
import { uploadCases } from './cases/upload-cases.js';
import { validationCases } from './cases/validation-cases.js';
import { verificationCases } from './cases/verification-cases.js';
import { verificationPrecedenceCases } from './cases/verification-precedence-cases.js';
import { useApiOn } from './describe-on-drivers.js';

export type { UseApi } from './api-harness.js';

export function describeApiSuite(
  name: string,
  open: () => Promise<OpenedDatabase>,
  { skip = false } = {},
): void {
  describe.skipIf(skip)(name, () => {
    const use = useApiOn(open);
    describe('seed', () => seedCases(use));
    describe('envelope, credential, language', () => envelopeAuthCases(use));
    describe('validation', () => validationCases(use));
    describe('input rules: text and dates', () => inputRulesCases(use));
    describe('goods page', () => goodsPageCases(use));
    describe('goods by cursor', () => goodsCursorCases(use));
    describe('goods search plans', () => goodsSearchPlanCases(use));
    describe('goods detail', () => goodsDetailCases(use));
    describe('sellers and categories', () => sellerCategoryCases(use));
    describe('files', () => filesCases(use));
    describe('login', () => loginCases(use));
    describe('sessions and profile', () => sessionCases(use));
    describe('avatar ownership', () => avatarCases(use));
    describe('registration', () => registerCases(use));
    describe('bank cards and no-postage entries', () => cardExpressCases(use));
    describe('bank card holder', () => cardHolderCases(use));
    describe('address book', () => addressCases(use));
    describe('real-name verification', () => realNameCases(use));
    describe('real-name privacy and review queue', () => realNamePrivacyCases(use));
    describe('verification, review, messages', () => verificationCases(use));
    describe('verification precedence', () => verificationPrecedenceCases(use));
    describe('portfolio links', () => portfolioCases(use));
    describe('reserved nicknames', () => nicknameCases(use));
    describe('lists by cursor', () => listCursorCases(use));
    describe('uploads', () => uploadCases(use));
    describe('money', () => moneyCases(use));
    describe('integrity under concurrency', () => integrityCases(use));
    describe('likes and collects: goods', () => reactionCases(use, 'goods'));
    describe('likes and collects: works', () => reactionCases(use, 'opus'));
    describe('cart', () => cartCases(use));
    describe('cart changes, limit, concurrency', () => cartChangeCases(use));
    describe('jobs and live events', () => eventsCases(use));
  });
}
