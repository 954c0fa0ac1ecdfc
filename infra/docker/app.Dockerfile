# One image pattern for every app (the host and each remote): build the package with Node, serve its
# dist/ with nginx. docker-compose.yml passes APP (the workspace folder) and ROLE (host | remote).
#   docker build -f infra/docker/app.Dockerfile --build-arg APP=mfe-cast --build-arg ROLE=remote .

FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY . .
# npm ci does not work with this lockfile (it lacks other platforms' optional binaries): see TOOLCHAIN.md
RUN npm install --no-audit --no-fund
ARG APP
RUN npx lerna run build --scope "${APP}" --include-dependencies

FROM nginx:1.27-alpine
ARG APP
ARG ROLE=remote
# nginx's entrypoint fills ${VARS} of /etc/nginx/templates/*.template into /etc/nginx/conf.d/
COPY infra/docker/nginx/${ROLE}.conf.template /etc/nginx/templates/default.conf.template
COPY infra/docker/nginx/security-headers.inc.template /etc/nginx/templates/security-headers.inc.template
COPY infra/docker/nginx/security-headers.conf.template /etc/nginx/templates/security-headers.conf.template
COPY infra/docker/nginx/dev-tools.inc.template /etc/nginx/templates/dev-tools.inc.template
COPY infra/docker/nginx/30-dev-tools.sh /docker-entrypoint.d/30-dev-tools.sh
COPY infra/docker/nginx/static-files.inc /etc/nginx/conf.d/static-files.inc
COPY infra/docker/nginx/cors-${ROLE}.inc /etc/nginx/conf.d/cors.inc
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx/conf.d SITE_ROOT=/usr/share/nginx/html REMOTES_DIR=/usr/share/nginx/remotes
# the environment's host pages a remote answers CORS for (topology.ts HOST_ORIGIN_PATTERNS); by default none
# beyond localhost
ENV CORS_HOST_ORIGIN_PATTERN="^\$"
# the remotes manifests of every environment; the host serves the one PLATFORM_ENV names as /remotes.json
COPY --from=build /repo/infra/remotes /usr/share/nginx/remotes
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/healthz" || exit 1
