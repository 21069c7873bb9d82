#!/usr/bin/env node
/**
 * What the tests need from outside npm (scripts/system-packages.txt), seen to
 * before they run: `npm test` runs this first (package.json's pretest), and
 * .ci/run does on a clean machine.
 *
 *     node scripts/system-deps.mjs          install what is missing, where it can
 *     node scripts/system-deps.mjs --check  only say what is missing
 *
 * All there, it says nothing and takes a few milliseconds. Something missing,
 * as root with apt-get, it installs the missing packages (apt-get update -qq,
 * then install -y -qq --no-install-recommends, noninteractive) and checks
 * again; anywhere else, or with --check, it prints the one command to run and
 * exits 1. MAZEPLAY_SKIP_SYSTEM_DEPS=1 skips it (tools installed some other
 * way); MAZEPLAY_SYSTEM_PACKAGES names another list (for its tests).
 *
 * Plain Node with no packages, so .ci/run can run it before `npm ci`.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

export const LIST = fileURLToPath(new URL('./system-packages.txt', import.meta.url));

/**
 * The list's packages, in its order: `package check…` a line; `#` starts a comment.
 * @param {string} text
 * @returns {{ name: string, checks: string[] }[]}
 */
export function parsePackages(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [name, ...checks] = line.split(/\s+/);
      if (checks.length === 0) throw new Error(`system packages: ${name} says nothing that shows it is installed`);
      return { name, checks };
    });
}

/** @param {string} [file] */
export const readPackages = (file = LIST) => parsePackages(readFileSync(file, 'utf8'));

/**
 * The apt-get line that installs these packages (no sudo, no update).
 * @param {string[]} names
 */
export const installCommand = (names) => `apt-get install -y ${names.join(' ')}`;

/** @param {string} file */
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Where a command is on PATH, or null.
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 */
export function onPath(command, env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, command);
    try {
      accessSync(file, constants.X_OK);
      if (isFile(file)) return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/**
 * Whether one check holds; if not, what is missing, in words.
 * @param {string} check
 * @param {{ env?: NodeJS.ProcessEnv, exists?: (file: string) => boolean, which?: (command: string) => string | null }} [seams]
 * @returns {string | null} null when it holds
 */
export function lacking(check, { env = process.env, exists = isFile, which = (c) => onPath(c, env) } = {}) {
  const fromEnv = /^\$\{(\w+):-(.+)\}$/.exec(check);
  if (fromEnv) {
    const [, name, fallback] = fromEnv;
    const file = env[name] || fallback;
    return exists(file) ? null : env[name] ? `no ${file} (${name})` : `no ${file}`;
  }
  if (path.isAbsolute(check)) return exists(check) ? null : `no ${check}`;
  return which(check) ? null : `no ${check} on PATH`;
}

/**
 * The packages some check of which fails, each with what it lacks.
 * @param {{ name: string, checks: string[] }[]} packages
 * @param {Parameters<typeof lacking>[1]} [seams]
 * @returns {{ name: string, lacks: string[] }[]}
 */
export function missingPackages(packages, seams) {
  return packages
    .map(({ name, checks }) => ({ name, lacks: checks.map((c) => lacking(c, seams)).filter((l) => l !== null) }))
    .filter((p) => p.lacks.length > 0);
}

/**
 * What to do about the missing packages: nothing, install them, or stop with a message.
 * @param {{ name: string, lacks: string[] }[]} missing
 * @param {{ root: boolean, apt: boolean, install: boolean }} where  install: false for --check
 * @returns {{ action: 'none' } | { action: 'install', names: string[] } | { action: 'stop', message: string }}
 */
export function decide(missing, { root, apt, install }) {
  if (missing.length === 0) return { action: 'none' };
  const names = missing.map((p) => p.name);
  if (root && apt && install) return { action: 'install', names };
  const sudo = root ? '' : 'sudo ';
  const command = `${sudo}apt-get update && ${sudo}${installCommand(names)}`;
  const what = missing.map((p) => `  ${p.name}: ${p.lacks.join(', ')}`).join('\n');
  const them = names.length === 1 ? 'it' : 'them';
  const how = apt ? `Install ${them} with:\n\n    ${command}\n\nthen` : `This machine has no apt-get: install ${them} some other way (on Debian or Ubuntu: ${command}), then`;
  return {
    action: 'stop',
    message:
      `The tests need what npm does not install, and this machine lacks:\n${what}\n\n${how} run the tests again. ` +
      '(Chromium elsewhere: set CHROMIUM_PATH. To run the tests without this check: MAZEPLAY_SKIP_SYSTEM_DEPS=1.)\n',
  };
}

/** @param {string} line */
const say = (line) => process.stderr.write(`system-deps: ${line}\n`);

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {number} the exit code
 */
export function main(args = process.argv.slice(2), env = process.env) {
  if (env.MAZEPLAY_SKIP_SYSTEM_DEPS === '1') return 0;
  const packages = readPackages(env.MAZEPLAY_SYSTEM_PACKAGES || LIST);
  const missing = missingPackages(packages, { env });
  const apt = onPath('apt-get', env);
  const plan = decide(missing, { root: process.getuid?.() === 0, apt: apt !== null, install: !args.includes('--check') });
  if (plan.action === 'none') return 0;
  if (plan.action === 'stop') {
    process.stderr.write(plan.message);
    return 1;
  }
  say(`installing ${plan.names.join(' ')} (${missing.flatMap((p) => p.lacks).join(', ')}) with apt-get…`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const step of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...plan.names]]) {
    const run = spawnSync(apt, step, { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) {
      say(`apt-get ${step.join(' ')} failed (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`);
      return 1;
    }
  }
  const still = missingPackages(packages, { env });
  if (still.length > 0) {
    say(`still missing after apt-get install:\n${still.map((p) => `  ${p.name}: ${p.lacks.join(', ')}`).join('\n')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exitCode = main();
