# mazeplay: the HTTP service on port 8787.
FROM node:20-bookworm-slim

WORKDIR /app
ENV NODE_ENV=production PORT=8787

COPY package.json package-lock.json ./
# tsx runs the TypeScript sources directly, so dev dependencies are not needed.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

COPY bin ./bin
COPY src ./src
COPY templates ./templates
COPY tsconfig.json ./

USER node
EXPOSE 8787
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://localhost:8787/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
