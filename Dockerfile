# One image for the three Node services (nextland, bff, web); docker-compose.yml picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY nextland/package.json nextland/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
COPY tools/rest-types/package.json tools/rest-types/
COPY packages/rules/package.json packages/rules/
COPY packages/server-kit/package.json packages/server-kit/
RUN npm ci --no-audit --no-fund
COPY . .
# Prerendered pages write canonical and hreflang URLs at build time.
ARG PUBLIC_ORIGIN=http://localhost:3000
RUN PUBLIC_ORIGIN=$PUBLIC_ORIGIN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
