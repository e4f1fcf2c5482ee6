// Production headers (scripts/deploy-headers.ts). A build writes <dist>/deploy/headers.conf for
// nginx (deploy/nginx.conf includes it): the CSP with the hashes of index.html's inline script and
// style and the hosts of the shipped merchant files, and the other security headers.
// `npm run preview` sends the lines of that same file, with the same Cache-Control as nginx.
// A live build also fails when anything of the demo reached it (scripts/check-live-build.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { checkLiveBuild } from './check-live-build.ts';
import { cacheControl, distHeaders, HEADERS_CONF, parseNginxSnippet, writeHeadersConf, type HeaderLine } from './deploy-headers.ts';

function isFileIn(dir: string, urlPath: string): boolean {
  try {
    const file = path.join(dir, path.normalize(decodeURIComponent(urlPath)));
    return file.startsWith(`${dir}${path.sep}`) && fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function productionHeaders(): Plugin {
  return {
    name: 'palaro-production-headers',
    // After the merchant files are in place (their hosts go into the CSP).
    writeBundle: {
      order: 'post',
      handler(options) {
        writeHeadersConf(options.dir ?? 'dist');
      },
    },
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const conf = path.join(dist, HEADERS_CONF);
      let cached: { mtimeMs: number; headers: HeaderLine[] } | null = null;
      const headers = (): HeaderLine[] => {
        // Re-read when `npm run csp` rewrote the file; an older build without it gets them computed.
        if (!fs.existsSync(conf)) return distHeaders(dist).headers;
        const { mtimeMs } = fs.statSync(conf);
        if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, headers: parseNginxSnippet(fs.readFileSync(conf, 'utf8')) };
        return cached.headers;
      };
      server.middlewares.use((req, res, next) => {
        const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
        for (const [name, value] of headers()) res.setHeader(name, value);
        res.setHeader('Cache-Control', cacheControl(urlPath, !urlPath.startsWith('/assets/') || isFileIn(dist, urlPath)));
        if (urlPath.startsWith('/deploy/')) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        next();
      });
    },
  };
}

/** A live build fails when anything of the demo reached it. */
export function liveBuildCheck(): Plugin {
  let dist = '';
  return {
    name: 'palaro-live-build-check',
    apply: 'build',
    writeBundle(options) {
      dist = options.dir ?? 'dist';
    },
    closeBundle() {
      if (!dist) return;
      const { problems } = checkLiveBuild(dist);
      if (problems.length) this.error(`the live build holds something of the demo:\n  ${problems.join('\n  ')}`);
    },
  };
}
