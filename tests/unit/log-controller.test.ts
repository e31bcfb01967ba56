import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from '#server/plugins/log-controller.ts';

function appWithLogs() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLogController() });
  return { app, lines };
}

describe('request log controller', () => {
  it('logs a client that closed the connection early at info, not error', () => {
    const { app, lines } = appWithLogs();
    const controller = new RequestLogController();
    const reply = { log: app.log, elapsedTime: 3 } as never;
    const premature = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    controller.requestCompleted(premature, { raw: {} } as never, reply);
    expect(lines.at(-1)).toMatchObject({ level: 30, msg: 'client closed the connection early' });
    controller.requestCompleted(new Error('disk on fire'), { raw: {} } as never, reply);
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'request errored' });
  });
});
