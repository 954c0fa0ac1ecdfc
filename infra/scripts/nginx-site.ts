/**
 * The nginx configuration of an app image, assembled outside Docker exactly as infra/docker/app.Dockerfile
 * does (templates filled like the nginx image's envsubst step: only variables that are set), so the
 * tests can run it with Debian's nginx.
 */
import fs from 'node:fs';
import path from 'node:path';

const NGINX_DIR = path.resolve(__dirname, '../docker/nginx');

export type NginxRole = 'host' | 'remote';

/** `${NAME}` → its value when NAME is set; anything else (nginx's own `$uri`, unset names) is kept. */
export function fillTemplate(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** The image's ENV defaults (infra/docker/app.Dockerfile), under what the caller sets. */
export const IMAGE_ENV_DEFAULTS: Readonly<Record<string, string>> = { CORS_HOST_ORIGIN_PATTERN: '^$' };

/** Writes `<confD>/`: what the image's /etc/nginx/conf.d holds for that role. */
export function writeSiteConfig(
  confD: string,
  role: NginxRole,
  given: Readonly<Record<string, string>>,
): void {
  const vars = { ...IMAGE_ENV_DEFAULTS, ...given };
  fs.mkdirSync(confD, { recursive: true });
  const read = (name: string) => fs.readFileSync(path.join(NGINX_DIR, name), 'utf8');
  fs.writeFileSync(path.join(confD, 'default.conf'), fillTemplate(read(`${role}.conf.template`), vars));
  fs.writeFileSync(
    path.join(confD, 'security-headers.conf'),
    fillTemplate(read('security-headers.conf.template'), vars),
  );
  fs.writeFileSync(
    path.join(confD, 'security-headers.inc'),
    fillTemplate(read('security-headers.inc.template'), vars),
  );
  fs.writeFileSync(path.join(confD, 'static-files.inc'), read('static-files.inc'));
  // what the image's 30-dev-tools.sh leaves: the dev BFF's tools forwarded by the local environment only
  fs.writeFileSync(
    path.join(confD, 'dev-tools.inc'),
    vars.PLATFORM_ENV === 'local' ? fillTemplate(read('dev-tools.inc.template'), vars) : '',
  );
  fs.writeFileSync(path.join(confD, 'cors.inc'), read(`cors-${role}.inc`));
}
