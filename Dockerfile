# One build for every part of the site; docker-compose.yml runs each part as its own service.
#   target web: nginx with the built shell and remotes (scripts/compose/nginx/).
#   default (last stage): Node for the API, its one-shot migration, and the Node servers of the frontends.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY shared-ui/package.json shared-ui/
COPY tooling/package.json tooling/
COPY shell/package.json shell/
COPY public-site/package.json public-site/
COPY auth-remote/package.json auth-remote/
COPY admin-console/package.json admin-console/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
# The API builds to api/dist (server.js and cli/migrate.js run without tsx); each frontend to its dist/.
RUN npm run build

FROM nginx:1.28-alpine AS web
RUN rm /etc/nginx/conf.d/default.conf
# The image's entrypoint fills in ${SHELL_CSP_ORIGINS} and ${SITE_ENVIRONMENT} and writes conf.d/site.conf.
COPY scripts/compose/nginx/site.conf.template /etc/nginx/templates/site.conf.template
COPY scripts/compose/nginx/api-proxy.conf scripts/compose/nginx/remote.conf /etc/nginx/party/
# The shell's config.json until a release tool's environment file is mounted (see docker-compose.yml).
COPY scripts/compose/config.json /srv/config/config.json
COPY --from=build /app/shell/dist /srv/shell
COPY --from=build /app/public-site/dist /srv/public-site
COPY --from=build /app/auth-remote/dist /srv/auth-remote
COPY --from=build /app/admin-console/dist /srv/admin-console
ENV SHELL_CSP_ORIGINS="http://localhost:8081 http://localhost:8082 http://localhost:8083" \
    SITE_ENVIRONMENT=production
EXPOSE 8080 8081 8082 8083

FROM node:22-bookworm-slim
# Fonts for the text sharp renders into generated pictures (demo portraits and gallery captions).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
USER node
WORKDIR /app/api
EXPOSE 4000
# The API's V8 options (api/src/node-flags.ts): a larger young generation, no memory reducer.
CMD ["node", "--max-semi-space-size=32", "--no-memory-reducer", "dist/server.js"]
