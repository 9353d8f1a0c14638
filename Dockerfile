# Plakat: build the web app and the server, then a runtime image with the compiled code and production dependencies.
#   docker build -t plakat .    (compose.yaml builds it too)
# The runtime stage holds what `node scripts/release.mjs` writes (CI checks that tree with `npm run release:check`).

# Node 24, the current LTS (Node 20 reached its end of life in April 2026).
FROM node:24-slim AS build
WORKDIR /src
# Dependencies first: this layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/player/package.json apps/player/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/release.mjs --out /release

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
# tini as PID 1: the kernel ignores a SIGKILL that PID 1 sends itself, so node's shutdown deadline (a watchdog thread
# that kills a process blocked at exit, apps/server/src/exit-watchdog.ts) works only when node is not PID 1.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /release/ ./
# Production dependencies of the server only (sharp, @node-rs/argon2, PGlite, the ffmpeg/ffprobe binaries...).
RUN npm ci --omit=dev --workspace @plakat/server --include-workspace-root=false --no-audit --no-fund \
    && npm cache clean --force \
    && find node_modules/@ffmpeg-installer node_modules/@ffprobe-installer -type f \( -name ffmpeg -o -name ffprobe \) \
        -exec chmod a+rx {} + \
    && mkdir -p /data \
    && chown node:node /data
USER node
# Uploaded files (without S3), mails saved as files (without SMTP), the PGlite database (without DATABASE_URL).
VOLUME /data
EXPOSE 3000
# No curl in the slim image: node asks the liveness endpoint.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini passes SIGTERM from `docker stop` on to node, which shuts down gracefully (SHUTDOWN_TIMEOUT, default 10s).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/server/dist/main.js"]
