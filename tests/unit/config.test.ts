import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const base = { DATA_DIR: '/tmp/safekid-config-test', SESSION_SECRET: 's'.repeat(40) };

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies DESIGN §2 defaults with nothing set', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(5000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.supportEmail).toBe('support@safekid.example');
    expect(config.emergencyNumber).toBe('112');
    expect(loadConfig({ ...base, EMERGENCY_NUMBER: ' ' }).emergencyNumber).toBe('112');
    expect(config.logLevel).toBe('info');
    expect(config.paypal.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(config.s3).toBeUndefined();
    expect(config.isProduction).toBe(false);
    expect(config.shutdownDrainMs).toBe(5000);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_MS: ' ' }).shutdownDrainMs).toBe(5000);
    expect(config.shopLanguage).toBe('en');
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: ' ', METRICS_PORT: '' }).metricsPort).toBeUndefined();
  });

  it('METRICS_TOKEN is a long bearer token; METRICS_PORT a port other than PORT', () => {
    const token = 'a1B2-c3D4_e5F6.g7H8~i9J0+k1L2/m3N4=';
    const config = loadConfig({ ...base, METRICS_TOKEN: ` ${token} `, METRICS_PORT: '9464' });
    expect(config.metricsToken).toBe(token);
    expect(config.metricsPort).toBe(9464);
    expect(configError({ PORT: '9464', METRICS_PORT: '9464' }).message).toBe(
      'Invalid configuration: METRICS_PORT must differ from PORT (both 9464)',
    );
  });

  it('never repeats a bad METRICS_TOKEN in its message', () => {
    const error = configError({ METRICS_TOKEN: 'short-secret' });
    expect(error.message).toBe(
      'Invalid configuration: METRICS_TOKEN must be at least 32 visible characters without spaces (e.g. openssl rand -hex 32)',
    );
  });

  it('SHOP_LANGUAGE names one of the five languages', () => {
    expect(loadConfig({ ...base, SHOP_LANGUAGE: 'it' }).shopLanguage).toBe('it');
    expect(configError({ SHOP_LANGUAGE: 'pt' }).message).toBe(
      'Invalid configuration: SHOP_LANGUAGE must be one of en, it, de, fr, es (got "pt")',
    );
  });

  it('SHUTDOWN_DRAIN_MS takes whole milliseconds, 0 for no drain', () => {
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15000);
  });

  it('PUBLIC_URL follows PORT and loses its trailing slash', () => {
    expect(loadConfig({ ...base, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://safekid.example/' }).publicUrl).toBe(
      'https://safekid.example',
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['SMTP_URL', 'http://mail.example'],
    ['PUBLIC_URL', 'safekid.example'],
    ['LOG_LEVEL', 'loud'],
    ['SUPPORT_EMAIL', 'nobody'],
    ['SESSION_SECRET', 'short'],
    ['EMERGENCY_NUMBER', '1'],
    ['EMERGENCY_NUMBER', '1'.repeat(16)],
    ['EMERGENCY_NUMBER', '112;ext=1'],
    ['EMERGENCY_NUMBER', '11+2'],
    ['EMERGENCY_NUMBER', 'javascript:alert(1)'],
    ['EMERGENCY_NUMBER', '1 1 2'],
    ['SHUTDOWN_DRAIN_MS', '-1'],
    ['SHUTDOWN_DRAIN_MS', '5s'],
    ['SHUTDOWN_DRAIN_MS', '1.5'],
    ['SHUTDOWN_DRAIN_MS', '600001'],
    ['METRICS_TOKEN', 'too-short'],
    ['METRICS_TOKEN', 'a token with spaces in it, long enough otherwise'],
    ['METRICS_TOKEN', `${'x'.repeat(40)}\u00e9`],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '65536'],
    ['METRICS_PORT', 'http'],
    ['METRICS_PORT', '94.64'],
  ])('a bad %s (%s) is refused with one line naming the variable', (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).not.toContain('\n');
  });

  it.each(['911', '999', '000', '15', '+41144', '  112  '])(
    'EMERGENCY_NUMBER %j is a number the page can dial',
    (value) => {
      expect(loadConfig({ ...base, EMERGENCY_NUMBER: value }).emergencyNumber).toBe(value.trim());
    },
  );

  it('never repeats a secret value in its message', () => {
    const error = configError({ DATABASE_URL: 'postgres://user:hunter2@' });
    expect(error.message).not.toContain('hunter2');
    const direct = configError({ DATABASE_DIRECT_URL: 'postgres://user:hunter2@' });
    expect(direct.variable).toBe('DATABASE_DIRECT_URL');
    expect(direct.message).not.toContain('hunter2');
  });

  it("DATABASE_DIRECT_URL is the pooled DATABASE_URL's direct twin: never alone", () => {
    const pooled = 'postgres://shop@pgbouncer:6432/shop';
    const direct = 'postgres://shop@db:5432/shop';
    const config = loadConfig({ ...base, DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct });
    expect(config.databaseDirectUrl).toBe(direct);
    expect(loadConfig({ ...base, DATABASE_URL: pooled }).databaseDirectUrl).toBeUndefined();
    expect(configError({ DATABASE_DIRECT_URL: direct }).message).toBe(
      'Invalid configuration: DATABASE_DIRECT_URL needs DATABASE_URL (the pooled connection) as well',
    );
  });

  it('requires SESSION_SECRET in production', () => {
    const error = configError({ NODE_ENV: 'production', SESSION_SECRET: '' });
    expect(error.variable).toBe('SESSION_SECRET');
  });

  it('requires ADMIN_USERNAME and ADMIN_PASSWORD together, and all S3_* together', () => {
    expect(configError({ ADMIN_USERNAME: 'root' }).variable).toBe('ADMIN_PASSWORD');
    expect(configError({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).variable).toBe('S3_ACCESS_KEY_ID');
  });

  describe('TRUST_PROXY (issue 28: whose X-Forwarded-For to believe)', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      ['1', 1],
      [' 2 ', 2],
      ['127.0.0.1', ['127.0.0.1']],
      ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
      ['10.0.0.0/8, 192.168.1.0/24 ,::1', ['10.0.0.0/8', '192.168.1.0/24', '::1']],
      ['fd00::/8,2001:db8::1', ['fd00::/8', '2001:db8::1']],
    ])('%j is %j', (value, expected) => {
      expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each(['true', 'TRUE', ' true '])('%j stops the start, saying what to write instead', (value) => {
      const error = configError({ TRUST_PROXY: value });
      expect(error.variable).toBe('TRUST_PROXY');
      expect(error.message).toBe(
        'Invalid configuration: TRUST_PROXY=true would trust any X-Forwarded-For a client sends; write the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
      );
    });

    it.each([
      'yes',
      '-1',
      '1.5',
      '10.0.0.0/0',
      '::/0',
      '10.0.0.0/33',
      '10.0.0.0/8,',
      '10.0.0.256',
      '10.1',
      '0x7f.0.0.1',
      'proxy.internal',
      '10.0.0.0/8;127.0.0.1',
      '2001:db8::/129',
    ])('%j is refused with one line naming the variable', (value) => {
      const error = configError({ TRUST_PROXY: value });
      expect(error.variable).toBe('TRUST_PROXY');
      expect(error.message).toBe(
        `Invalid configuration: TRUST_PROXY must be the number of proxies in front (1) or their addresses (10.0.0.0/8,127.0.0.1) (got ${JSON.stringify(value)})`,
      );
    });
  });

  it('generates a session secret once into DATA_DIR and keeps it', () => {
    const dir = `/tmp/safekid-config-test-${process.pid}-${Date.now()}`;
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
  });
});
