#!/usr/bin/env node
// Fails when a daisyUI component class that a screen uses is missing from the built stylesheet
// (issue #37): apps/web/src/index.css excludes the components no screen uses, and an exclusion
// that named a used one (tab, indicator, mask, rating, radio, kbd) left those screens unstyled
// with nothing to say so. Run after `npm run build`.
//
// The component classes are the ones daisyUI's own component stylesheets define
// (node_modules/daisyui/components/*.css). A class counts as used when it appears in a class
// list in apps/web/src or packages/shared/src (tests aside): a className attribute, or any
// string literal made only of lower-case class-like words, at least two of them (a lone word
// such as 'status' or 'radio' is as likely a role or an input type as a class).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const sources = (process.env.CSS_CHECK_SOURCES ?? 'apps/web/src,packages/shared/src')
  .split(',')
  .map((dir) => path.resolve(root, dir));

/** Every class a daisyUI component stylesheet defines, with its component's name. */
function componentClasses() {
  const require = createRequire(path.join(root, 'apps/web/package.json'));
  const dir = path.join(path.dirname(require.resolve('daisyui/package.json')), 'components');
  const classes = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(path.join(dir, file), 'utf8');
    const component = file.replace(/\.css$/, '');
    for (const [, name] of css.matchAll(/\.([a-z][a-z0-9-]*)(?![a-z0-9_-])/g)) {
      if (!classes.has(name)) classes.set(name, component);
    }
  }
  return classes;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.|\.spec\./.test(entry.name)) {
      yield full;
    }
  }
}

const CLASS_WORD = /^!?[a-z0-9@[-][a-z0-9:_\-[\]/.%()!@&>*=#,'+~]*$/;

/** The words of the class lists in one source file. */
function classWordsIn(code) {
  const words = new Set();
  const add = (text) => {
    // A template literal's ${...} parts are code, not classes.
    const list = text.replace(/\$\{[^}]*\}/g, ' ').trim();
    for (const word of list.split(/\s+/)) if (word) words.add(word);
  };
  for (const [, quoted] of code.matchAll(/className="([^"]*)"/g)) add(quoted);
  for (const match of code.matchAll(/className=\{/g)) {
    // The expression up to its closing brace; its string literals are class lists.
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < code.length) {
      if (code[end] === '{') depth += 1;
      else if (code[end] === '}') depth -= 1;
      end += 1;
    }
    const inner = code.slice(match.index + match[0].length, end - 1);
    for (const [, , text] of inner.matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)) add(text);
  }
  for (const [, , text] of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    const list = text
      .replace(/\$\{[^}]*\}/g, ' ')
      .trim()
      .split(/\s+/);
    if (list.length >= 2 && list.every((word) => CLASS_WORD.test(word))) add(text);
  }
  return words;
}

/** Classes a rule of the built CSS selects, unescaped (`.sm\\:tab-lg` is `sm:tab-lg`). */
function builtClasses() {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.css'));
  if (files.length === 0) throw new Error(`No stylesheet in ${assets}: run npm run build first`);
  const found = new Set();
  for (const file of files) {
    const css = readFileSync(path.join(assets, file), 'utf8');
    for (const [, name] of css.matchAll(/\.((?:[A-Za-z0-9_-]|\\.)+)/g)) {
      found.add(name.replace(/\\(.)/g, '$1'));
    }
  }
  return found;
}

const components = componentClasses();
const built = builtClasses();
const missing = new Map();
let used = 0;
for (const dir of sources) {
  for (const file of sourceFiles(dir)) {
    for (const word of classWordsIn(readFileSync(file, 'utf8'))) {
      // A variant (`sm:tab-lg`) is built under its full name; `!` marks importance.
      const full = word.replace(/^!|!$/g, '');
      const name = full.replace(/^.*:/, '');
      if (!components.has(name)) continue;
      used += 1;
      if (built.has(full)) continue;
      const where = missing.get(full) ?? new Set();
      where.add(path.relative(root, file));
      missing.set(full, where);
    }
  }
}

console.log(`daisyUI component classes used by the screens: ${used} uses checked`);
if (missing.size > 0) {
  for (const [name, files] of missing) {
    console.error(
      `.${name} (daisyUI ${components.get(name.replace(/^.*:/, ''))}) is used but missing from the built CSS: ${[...files].join(', ')}`,
    );
  }
  console.error('Remove its component from the exclude list in apps/web/src/index.css.');
  process.exit(1);
}
