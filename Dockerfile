# syntax=docker/dockerfile:1
# One image recipe for every process: docker build --build-arg SERVICE=games -t pointsplay-games .
# Build stage compiles everything; the runtime stage carries one service's production dependencies,
# its compiled code and its migrations (applied by the service at start-up), and runs as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/platform/package.json packages/platform/
COPY services/auth/package.json services/auth/
COPY services/wallet/package.json services/wallet/
COPY services/games/package.json services/games/
COPY services/chat/package.json services/chat/
COPY services/admin/package.json services/admin/
COPY services/gateway/package.json services/gateway/
COPY launcher/package.json launcher/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/platform/package.json packages/platform/
COPY --from=build /app/services/${SERVICE}/package.json services/${SERVICE}/
RUN npm ci --omit=dev --no-audit --no-fund --workspace services/${SERVICE} --workspace packages/platform --workspace packages/contracts \
 && npm cache clean --force
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
COPY --from=build /app/packages/platform/dist packages/platform/dist
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
COPY --from=build /app/services/${SERVICE}/prisma services/${SERVICE}/prisma
# Only the gateway serves the web app; the other images get an empty folder.
COPY --from=build /app/web/dist /app/web-dist
RUN if [ "$SERVICE" != "gateway" ]; then rm -rf /app/web-dist && mkdir /app/web-dist; fi \
 && mkdir -p /app/data && chown node:node /app/data
ENV WEB_DIST=/app/web-dist DATA_DIR=/app/data HOST=0.0.0.0
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# the heap limit and the young generation's semi-space a service runs with (see launcher/src/cluster/v8-flags.ts);
# docker-compose.yml gives games and the gateway a larger semi-space, as npm run start:cluster does
ENV SERVICE_HEAP_MB=192 SERVICE_SEMI_SPACE_MB=16
CMD ["sh", "-c", "exec node --max-old-space-size=${SERVICE_HEAP_MB} --max-semi-space-size=${SERVICE_SEMI_SPACE_MB} services/${SERVICE}/dist/main.js"]
