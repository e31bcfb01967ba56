// The printable emergency card and the QR code (issue 15), made in-process with no HTTP: the PDF's
// size (wallet card and A4 sheet of ten) and the time to make one, p50 and p99 over 200 runs each
// after a warm-up, plus the first card after start (fonts read from disk) and the QR SVG and PNG.
import { performance } from 'node:perf_hooks';
import {
  renderEmergencyCard,
  type EmergencyCardData,
} from '#server/modules/responder-card/emergency-card.pdf.ts';
import { qrPng, qrSvg } from '#server/modules/responder-card/tag-qr.ts';
import type { BenchSection } from './run-all.ts';

const RUNS = 200;
const WARMUP = 20;

/** A full card: a Latin Extended name and the ten fields SPEC allows, long enough to be cut. */
const DATA: EmergencyCardData = {
  childName: 'Zoë Łucja Müller-Peña',
  childAge: 7,
  uniqueCode: 'K7M2P9QX4D3A',
  pin: '042917',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  publicUrl: 'https://safekid.example/tag/K7M2P9QX4D3A',
  shortUrl: 'https://safekid.example/t',
  fields: [
    { title: 'Emergency Contact', content: 'Mum (Anna): +39 333 123 4567\nDad (Marco): +39 347 765 4321' },
    {
      title: 'Allergies',
      content: 'Peanuts and tree nuts: anaphylaxis. EpiPen in the front pocket of the backpack.',
    },
    { title: 'Blood Type', content: 'A+' },
    { title: 'Medications', content: 'Salbutamol inhaler (asthma), 2 puffs when wheezing.' },
    { title: 'Medical conditions', content: 'Asthma; mild eczema.' },
    { title: 'Home Address', content: 'Via Roma 12, 20121 Milano' },
    { title: 'Doctor Info', content: 'Dr. Bianchi, +39 02 555 0101' },
    { title: 'Special Notes', content: 'Autistic: speak calmly, avoid touching without warning. '.repeat(5) },
    { title: 'School', content: 'Scuola Primaria Manzoni, +39 02 555 0202' },
    { title: 'Dangers', content: 'Wanders off when frightened.' },
  ],
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Timing = { p50: number; p99: number; cpu: number };

/** Wall-clock p50/p99, and the process's CPU time per run (less swayed by a busy shared machine). */
async function time(op: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await op();
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await op();
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    cpu: (cpu.user + cpu.system) / 1000 / RUNS,
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<BenchSection> {
  const firstStarted = performance.now();
  const card = await renderEmergencyCard(DATA);
  const first = performance.now() - firstStarted;
  const sheet = await renderEmergencyCard(DATA, { layout: 'sheet' });
  const svg = await qrSvg(DATA.publicUrl);
  const png = await qrPng(DATA.publicUrl, { scale: 10 });

  const rows: [string, string, Timing][] = [
    ['card.pdf, wallet card (ID-1)', kb(card.length), await time(() => renderEmergencyCard(DATA))],
    [
      'card.pdf, A4 sheet of 10',
      kb(sheet.length),
      await time(() => renderEmergencyCard(DATA, { layout: 'sheet' })),
    ],
    ['qr.svg', kb(Buffer.byteLength(svg)), await time(() => qrSvg(DATA.publicUrl))],
    ['QR PNG, 10 px a module', kb(png.length), await time(() => qrPng(DATA.publicUrl, { scale: 10 }))],
  ];
  return {
    title: 'Emergency card PDF and QR code (in-process, no HTTP)',
    lines: [
      `- ${DATA.fields.length} fields, Latin Extended name; fonts DejaVu Sans (subset, embedded); ${RUNS} runs after ${WARMUP} warm-up runs`,
      `- First card after start (fonts read from node_modules): ${ms(first)}`,
      '',
      '| output | size | p50 | p99 | CPU per run |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map(([what, size, t]) => `| ${what} | ${size} | ${ms(t.p50)} | ${ms(t.p99)} | ${ms(t.cpu)} |`),
    ],
  };
}
