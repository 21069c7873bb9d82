/** What the tests need outside npm (scripts/system-packages.txt), seen to before `npm test` runs them (scripts/system-deps.mjs). */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decide, installCommand, lacking, missingPackages, parsePackages, readPackages } from '../scripts/system-deps.mjs';

const SCRIPT = path.resolve('scripts/system-deps.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-system-deps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The script as npm's pretest runs it, with `env` added to this process's (and PATH as given). */
const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 10_000 });

describe('the list', () => {
  it('names the packages the test helpers use, each with what shows it is installed', () => {
    expect(readPackages()).toEqual([
      { name: 'poppler-utils', checks: ['pdfinfo', 'pdftotext', 'pdftoppm', 'pdffonts'] },
      { name: 'chromium', checks: ['${CHROMIUM_PATH:-/usr/bin/chromium}'] },
      { name: 'fonts-dejavu-core', checks: ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'] },
      { name: 'zbar-tools', checks: ['zbarimg'] },
      { name: 'nginx', checks: ['/usr/sbin/nginx'] },
    ]);
    expect(installCommand(readPackages().map((p) => p.name))).toBe('apt-get install -y poppler-utils chromium fonts-dejavu-core zbar-tools nginx');
  });

  it('reads comments, blank lines and spacing, and refuses a package with no check', () => {
    expect(parsePackages('# a comment\n\n  nginx   nginx /etc/nginx/mime.types   # the proxy\n')).toEqual([{ name: 'nginx', checks: ['nginx', '/etc/nginx/mime.types'] }]);
    expect(() => parsePackages('nginx\n')).toThrow(/nginx says nothing that shows it is installed/);
  });

  it('is all there on this machine: the check says nothing, quickly', () => {
    const t = performance.now();
    const r = run(['--check'], {});
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(performance.now() - t).toBeLessThan(5_000);
  });
});

describe('what is missing', () => {
  const seams = { env: { PATH: '/bin' }, exists: (f: string) => f === '/usr/bin/chromium' || f === '/opt/chrome', which: (c: string) => (c === 'pdfinfo' ? '/usr/bin/pdfinfo' : null) };

  it('a command not on PATH, a file that is not there, the file an environment variable names', () => {
    expect(lacking('pdfinfo', seams)).toBeNull();
    expect(lacking('pdftoppm', seams)).toBe('no pdftoppm on PATH');
    expect(lacking('/usr/share/fonts/x.ttf', seams)).toBe('no /usr/share/fonts/x.ttf');
    expect(lacking('${CHROMIUM_PATH:-/usr/bin/chromium}', seams)).toBeNull();
    expect(lacking('${CHROMIUM_PATH:-/usr/bin/chromium}', { ...seams, env: { CHROMIUM_PATH: '/opt/chrome' } })).toBeNull();
    expect(lacking('${CHROMIUM_PATH:-/usr/bin/chromium}', { ...seams, env: { CHROMIUM_PATH: '/nope/chrome' } })).toBe('no /nope/chrome (CHROMIUM_PATH)');
    expect(missingPackages(readPackages(), seams)).toEqual([
      { name: 'poppler-utils', lacks: ['no pdftotext on PATH', 'no pdftoppm on PATH', 'no pdffonts on PATH'] },
      { name: 'fonts-dejavu-core', lacks: ['no /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'] },
      { name: 'zbar-tools', lacks: ['no zbarimg on PATH'] },
      { name: 'nginx', lacks: ['no /usr/sbin/nginx'] },
    ]);
  });

  const missing = [
    { name: 'chromium', lacks: ['no /usr/bin/chromium'] },
    { name: 'poppler-utils', lacks: ['no pdftoppm on PATH'] },
  ];

  it('nothing missing, nothing to do; as root with apt-get, install; else stop with the one command to run', () => {
    expect(decide([], { root: false, apt: false, install: true })).toEqual({ action: 'none' });
    expect(decide(missing, { root: true, apt: true, install: true })).toEqual({ action: 'install', names: ['chromium', 'poppler-utils'] });
    const user = decide(missing, { root: false, apt: true, install: true });
    expect(user.action).toBe('stop');
    const message = (user as { message: string }).message;
    expect(message).toContain('  chromium: no /usr/bin/chromium\n  poppler-utils: no pdftoppm on PATH\n');
    expect(message).toContain('\n    sudo apt-get update && sudo apt-get install -y chromium poppler-utils\n');
    expect((decide(missing, { root: true, apt: true, install: false }) as { message: string }).message).toContain('\n    apt-get update && apt-get install -y chromium poppler-utils\n');
    expect((decide(missing, { root: true, apt: false, install: true }) as { message: string }).message).toMatch(/no apt-get: install them some other way \(on Debian or Ubuntu: apt-get update && apt-get install -y chromium poppler-utils\)/);
  });
});

describe('the script, with a package this machine lacks', () => {
  const list = path.join(dir, 'packages.txt');
  const proof = path.join(dir, 'installed');
  writeFileSync(list, `fake-package   ${proof}\n`);
  const empty = path.join(dir, 'empty');
  mkdirSync(empty);

  it('with no apt-get it stops at once, saying what is missing and what to run, and exits 1', () => {
    const r = run([], { MAZEPLAY_SYSTEM_PACKAGES: list, PATH: empty });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`fake-package: no ${proof}`);
    expect(r.stderr).toMatch(/apt-get install -y fake-package/);
    expect(run([], { MAZEPLAY_SYSTEM_PACKAGES: list, PATH: empty, MAZEPLAY_SKIP_SYSTEM_DEPS: '1' }).status).toBe(0);
  });

  it('--check never installs', () => {
    const r = run(['--check'], { MAZEPLAY_SYSTEM_PACKAGES: list });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`fake-package: no ${proof}`);
  });

  // An apt-get of our own on PATH, which logs what it is asked and "installs" by making the file the list checks.
  it.skipIf(process.getuid?.() !== 0)('as root it runs apt-get update, then install, quietly and noninteractive, once', () => {
    const bin = path.join(dir, 'bin');
    const log = path.join(dir, 'apt.log');
    mkdirSync(bin);
    writeFileSync(
      path.join(bin, 'apt-get'),
      `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> '${log}'\necho chatter\ncase "$1" in install) : > '${proof}';; esac\n`,
    );
    chmodSync(path.join(bin, 'apt-get'), 0o755);
    const first = run([], { MAZEPLAY_SYSTEM_PACKAGES: list, PATH: bin });
    expect(first.status).toBe(0);
    expect(first.stdout).toBe('');
    expect(first.stderr).toBe(`system-deps: installing fake-package (no ${proof}) with apt-get…\n`);
    expect(readFileSync(log, 'utf8')).toBe('noninteractive update -qq\nnoninteractive install -y -qq --no-install-recommends fake-package\n');
    const again = run([], { MAZEPLAY_SYSTEM_PACKAGES: list, PATH: bin });
    expect([again.status, again.stderr]).toEqual([0, '']);
    expect(readFileSync(log, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
  });
});
