# The reference lead API (server/src/main.ts, bundled into dist/server) with one brand's build, as a container.
#   docker build -t finceptiv-api --build-arg BRAND=vn-1 .
#   docker compose up        (compose.yaml: PostgreSQL and two API instances)
# No secret is baked in: DATABASE_URL, VERIFICATION_SECRET and UNSUBSCRIBE_SECRET (both required: APP_ENV is
# production) and the rest come from the environment at run time.

ARG NODE_IMAGE=node:20-bookworm-slim

# Stage 1: the brand's static build (Vite and the prerender need the development dependencies).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG BRAND=vn-1
RUN BRAND=${BRAND} npx tsx scripts/build-brand.ts

# Stage 2: the server only (its bundle, dist/server/main.mjs), with the runtime dependencies.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The brand's build and the server's bundle (brands/, contract/ and server/src/ are inside it).
COPY --from=build /app/dist ./dist
# The embedded database's directory, for a run without DATABASE_URL; owned by the unprivileged user.
RUN mkdir -p /app/data && chown node:node /app/data

ARG BRAND=vn-1
ENV BRAND=${BRAND} \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_PORT=9464 \
    LOG_FORMAT=json \
    LOG_LEVEL=info \
    DATA_DIR=/app/data

# The image's own unprivileged user (uid 1000), never root.
USER node
EXPOSE 3000 9464

# Liveness: the process answers /healthz as its brand. Readiness (/readyz) is for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# SIGTERM (docker stop) lets the requests in flight finish, then closes the database pool.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.mjs"]
