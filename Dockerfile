# Trinity Mesh: one image for the web process and the worker.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# patches/ is applied to node_modules by the postinstall step (patch-package).
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
USER node
# The compiled server of the build above (no TypeScript at run time). --v8-pool-size=0: V8's
# background threads (GC helpers) sized to the machine (docs/BENCHMARKS.md).
CMD ["node", "--v8-pool-size=0", "build/server.js"]
