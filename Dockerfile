# Web and worker run from this one image (docker-compose.yml). Built in three stages so the final
# one holds Node, production dependencies, the build output, src/, jobs/ and public/, nothing else.

# 1. Build with every dependency (Vite, React Router's compiler, Tailwind). As `node`, the user the
# server runs as: the build ends by filling Node's compile cache, which Node keeps per user id
# (scripts/warm-compile-cache.js, docs/decisions/0012-compile-cache.md).
FROM node:24-slim AS build
WORKDIR /app
RUN chown node:node /app
USER node
COPY --chown=node:node package.json package-lock.json ./
# npm ci ends with the Node version check (postinstall; on node:24 it passes).
COPY --chown=node:node scripts/check-node.cjs scripts/
RUN npm ci --no-audit --no-fund
COPY --chown=node:node . .
RUN npm run build

# 2. Production dependencies only. `--omit=optional` also drops what npm keeps as optional peers
# though they are development tools (typescript, @types/react) and optional native add-ons the
# server does without (msgpackr-extract: BullMQ falls back to its pure-JavaScript MessagePack).
FROM node:24-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund --ignore-scripts

# 3. What runs. Files stay owned by root: the unprivileged `node` user can read them, not change them.
FROM node:24-slim AS runtime
# MALLOC_ARENA_MAX: src/node-flags.ts (WEB_PROCESS_ENV; a unit test keeps the two the same).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 MALLOC_ARENA_MAX=1
WORKDIR /app
# package.json says "type": "module" for the TypeScript that Node runs directly (and the JavaScript
# entries). build/ holds the compile cache the build filled, so nothing is stripped at run time.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
# The share cards' renderer (@resvg/resvg-js) ships its native binary as an optional dependency per
# platform, which `--omit=optional` drops: take the one the build stage installed for this platform.
COPY --from=build /app/node_modules/@resvg ./node_modules/@resvg
COPY --from=build /app/build ./build
COPY src ./src
COPY jobs ./jobs
COPY public ./public
# DATA_DIR's default: without Redis, signups wait here until delivered, so it is the one directory
# the `node` user may write, and a volume (a new container keeps what the last one kept).
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `docker stop` / `docker compose stop` send SIGTERM to PID 1. Exec form, no shell and no npm in
# between: node is PID 1 and handles SIGTERM itself (the web process finishes in-flight requests,
# the worker finishes or returns its job). The worker runs the same image as `node jobs/worker.js`.
STOPSIGNAL SIGTERM
# The V8 heap settings are those of src/node-flags.ts (a unit test keeps the two the same).
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=128", "src/index.js"]
