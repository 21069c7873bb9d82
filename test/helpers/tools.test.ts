/** A missing program fails a test with what to install. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumPath, poppler } from './tools.ts';

describe('test tools', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says which Debian package brings a missing poppler program', () => {
    expect(() => poppler('pdfnothing', [])).toThrow(/pdfnothing is not installed: it comes with Debian's poppler-utils \(apt-get install -y poppler-utils/);
  });

  it('says how to get Chromium when it is not where the tests look', () => {
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium');
    expect(() => chromiumPath()).toThrow(/no Chromium at \/nonexistent\/chromium: install Debian's chromium .* or set CHROMIUM_PATH/);
  });
});
