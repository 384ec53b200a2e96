import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the reference page is served; its assets are below it. */
export const DOCS_PATH = '/api/docs';
export const DOCUMENT_PATH = '/api/openapi.json';

/**
 * The reference page: Swagger UI from the swagger-ui-dist package, served by us (no CDN).
 * No inline script, so the app's Content-Security-Policy (script-src 'self') holds as it
 * is; Swagger UI's inline styles are within its style-src 'unsafe-inline' (decision 004).
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PhoneBazaar API reference</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/docs.js"></script>
</body>
</html>
`;

// validatorUrl: null, or Swagger UI would show a badge from its online validator.
const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  filter: true,
});
`;

interface Asset {
  type: string;
  /** The bytes, read on first request. */
  load(): Promise<Buffer>;
}

const dist = () =>
  path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Without its source map comment: the map is not served, so devtools would only get a 404.
const fromDist = (file: string) => async () =>
  Buffer.from(
    (await readFile(path.join(dist(), file), 'utf8')).replace(
      /\n?(?:\/\/# sourceMappingURL=\S+|\/\*# sourceMappingURL=\S+ ?\*\/)\s*$/,
      '\n',
    ),
  );

/** The files the page loads, by name under DOCS_PATH: nothing else is served from there. */
export const DOCS_ASSETS: Record<string, Asset> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', load: fromDist('swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    load: fromDist('swagger-ui-bundle.js'),
  },
  'docs.js': { type: 'text/javascript; charset=utf-8', load: async () => Buffer.from(INITIALIZER) },
};
