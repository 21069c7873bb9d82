/** A missing program fails a test with what to install. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumPath, tool } from './tools.ts';

describe('test tools', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says which Debian package brings a missing program', () => {
    const nowhere = { env: { PATH: '/nonexistent' } };
    expect(() => tool('pdfinfo', [], nowhere)).toThrow(/pdfinfo is not installed: it comes with Debian's poppler-utils \(apt-get install -y poppler-utils/);
    expect(() => tool('zbarimg', [], nowhere)).toThrow(/zbarimg is not installed: it comes with Debian's zbar-tools \(apt-get install -y .*zbar-tools/);
  });

  it('says how to get Chromium when it is not where the tests look', () => {
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium');
    expect(() => chromiumPath()).toThrow(/no Chromium at \/nonexistent\/chromium: install Debian's chromium .* or set CHROMIUM_PATH/);
  });
});
