# syntax=docker/dockerfile:1
# Multi-stage: build with the dev dependencies, run with production ones only, as a
# non-root user. The embedded database lives in /data (mount a volume), or set
# DATABASE_URL for PostgreSQL.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS run
# MALLOC_ARENA_MAX: glibc's allocator kept each worker thread's freed memory (photos: decision 0032).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/database ./database
COPY --from=build --chown=node:node /app/drizzle ./drizzle
COPY --from=build --chown=node:node /app/server ./server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1's child-free process: SIGTERM reaches the server directly. The
# bundle runs itself, with the heap caps of `npm run serve` (docs/decisions/0021).
CMD ["node", "--max-old-space-size=1024", "--max-semi-space-size=8", "build/server/index.js"]
