# Tavern's production image: `docker build -t tavern .`, then see compose.yaml
# and README.md ("Run in production"). test/platform/container.test.ts
# performs these steps in a clean folder (no container runtime there).

# Build stage: production dependencies only, and the Prisma client generated offline.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json tsconfig.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/prisma-generate.ts ./scripts/
# No install scripts: the npm of this image would run Prisma's engine downloads (not needed: the client is
# generated below, and the runtime needs no engine); sharp and @napi-rs/canvas ship their binaries as packages.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm run postinstall

# Run stage: the same slim Node, the sources, the bundled fonts, and a user that is not root.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    MALLOC_TRIM_THRESHOLD_=268435456 \
    DATA_DIR=/var/lib/tavern \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/src/generated ./src/generated
COPY package.json tsconfig.json prisma.config.ts ./
COPY prisma ./prisma
COPY src ./src
COPY assets ./assets
RUN mkdir -p /var/lib/tavern && chown node:node /var/lib/tavern
USER node
EXPOSE 9464
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.METRICS_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as process 1 (not under npm): `docker stop`'s SIGTERM reaches Tavern, which drains and exits.
CMD ["node", "--import", "tsx", "src/main.ts"]
