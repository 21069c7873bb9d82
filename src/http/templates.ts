/**
 * The served templates (templates/), read once; a page's `{{colours}}` takes
 * the colours every page shares (templates/colours.css), and `{{header}}` the
 * playground's and book page's header (templates/header.css).
 */
import { readFileSync } from 'node:fs';
import { packageFile } from '../package-file.ts';

const read = (name: string) => readFileSync(packageFile(`templates/${name}`), 'utf8');

export const template = (name: string): string =>
  read(name)
    .replaceAll('{{colours}}', () => read('colours.css'))
    .replaceAll('{{header}}', () => read('header.css'));
