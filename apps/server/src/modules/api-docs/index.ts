// The API reference (issue #40): app.ts registers it before the modules, so it sees every
// route.
export { apiReference } from './api-reference.ts';
export { DOCS_PATH, DOCUMENT_PATH } from './docs-page.ts';
