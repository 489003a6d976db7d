# One image for every part of the site; docker-compose.yml runs each part as its own service.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY public-site/package.json public-site/
COPY auth-remote/package.json auth-remote/
COPY admin-console/package.json admin-console/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
# Fonts for the text sharp renders into generated pictures (demo portraits and gallery captions).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
USER node
