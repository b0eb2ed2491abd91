import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { isBackendPath } from '../routes/route-table.js';

/** Vite writes content-hashed files here: a changed file gets a new name, so they may be cached for good. */
const HASHED_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** everything else (index.html, favicon, robots.txt) is revalidated on each use, so a deploy shows at once */
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The web app is not built yet</h1>
<p>The gateway is running, but there is no built web app to serve. Run <code>npm run build</code> and reload this page.</p>
</body></html>`;

/**
 * The built single-page app: its files, and index.html for every other GET outside /api and /ws so the
 * browser's router can show the page (or its own 404). A missing hashed asset stays a 404: answering
 * HTML for a script would only hide the real problem.
 */
export function staticWeb(webDist: string): Router {
  const router = express.Router();
  const index = path.join(webDist, 'index.html');
  router.use(
    express.static(webDist, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', path.relative(webDist, file).startsWith(`${HASHED_DIR}${path.sep}`) ? IMMUTABLE : REVALIDATE),
    }),
  );
  const fallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isBackendPath(req.path) || req.path.startsWith(`/${HASHED_DIR}/`)) return next();
    if (!existsSync(index)) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(index, { cacheControl: false });
  };
  router.use(fallback);
  return router;
}
