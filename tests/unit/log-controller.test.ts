import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logClientHangUpsAtInfo, RequestLogController } from '#server/plugins/log-controller.ts';

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

  it('turns the hang-up that @fastify/compress logs as an error into the info line; other errors stay errors', () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, hooks: { logMethod: logClientHangUpsAtInfo } } });
    const log = app.log.child({ reqId: 'r1' });
    // end-of-stream's error (no code), as pump hands it to @fastify/compress's `log.error(err)`.
    log.error(new Error('premature close'));
    expect(lines.at(-1)).toMatchObject({ level: 30, reqId: 'r1', msg: 'client closed the connection early' });
    log.error(new Error('disk on fire'));
    expect(lines.at(-1)).toMatchObject({ level: 50, reqId: 'r1', msg: 'disk on fire' });
    log.warn(new Error('premature close'));
    expect(lines.at(-1)).toMatchObject({ level: 40, msg: 'premature close' });
  });
});
