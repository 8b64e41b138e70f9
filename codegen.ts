// https://the-guild.dev/graphql/codegen/docs/config-reference/codegen-config
// (`npm run codegen` then runs `codegen:rest`: nextland's OpenAPI document -> bff/src/generated/nextland.ts.)
// One schema (schema/*.graphql) generates both sides of the contract:
// resolver types for the BFF and typed documents for the web.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'bff/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#BffContext',
        mappers: {
          Goods: '../modules/goods/mappers.js#GoodsParent',
          Seller: '../modules/goods/mappers.js#SellerParent',
          Category: '../modules/goods/mappers.js#CategoryParent',
          Customer: '../modules/account/mappers.js#CustomerParent',
          LoginPayload: '../modules/account/mappers.js#LoginPayloadParent',
          RegisterPayload: '../modules/account/mappers.js#ViewerPayloadParent',
          ExpressEntry: '../modules/wallet/mappers.js#ExpressParent',
          Address: '../modules/address/mappers.js#AddressParent',
          Application: '../modules/verification/mappers.js#ApplicationParent',
          Message: '../modules/message/mappers.js#MessageParent',
          MessageConnection: '../modules/message/mappers.js#MessageConnectionParent',
          Work: '../modules/work/mappers.js#WorkParent',
        },
        scalars: { DateTime: 'string', SafeInt: 'number' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'web/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
