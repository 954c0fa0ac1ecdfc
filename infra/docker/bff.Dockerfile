# The dev BFF (infra/dev-bff): seeded pt-BR data, the sign-in and control API of the integration tests.
#   docker build -f infra/docker/bff.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund
EXPOSE 3001
HEALTHCHECK --interval=5s --timeout=3s --retries=10 CMD node -e "fetch('http://127.0.0.1:3001/bff/features').then((r) => process.exit(r.status < 500 ? 0 : 1), () => process.exit(1))"
CMD ["npx", "tsx", "infra/dev-bff/src/main.ts"]
