// Visit report figures, on loopback against the built API (dist/apps/api) with the demo data:
//   1. photo size on the phone: 5 camera-sized JPEGs (4032 × 3024, photo-like texture)
//      compressed in Chromium by browser-image-compression with the app's own options;
//   2. upload time of those 5 photos, one after the other as the phone's outbox sends them;
//   3. their size on the server (re-encoded by the storage's sharp pipeline);
//   4. the visit report PDF's render time, warm (median of 5 after one to warm up).
// Usage: npm run build first, then
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node tools/bench/visit-report.mjs
// Writes tmp/bench/visit-report.json and the PDF (tmp/bench/relatorio-demo.pdf).

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase, waitFor } from './bench-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = join(root, 'tmp/bench');
const PHOTOS = 5;
/** The technician app's compression (apps/technician/src/components/photo-form.tsx). */
const PHONE_OPTIONS = {
  maxWidthOrHeight: 1600,
  maxSizeMB: 1,
  fileType: 'image/jpeg',
  initialQuality: 0.8,
  useWebWorker: false,
};

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const databaseUrl = await freshDatabase(serverUrl, 'campo_visit_bench');
const api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DEMO_SEED: 'true',
    DATA_DIR: join(out, 'visit-data'),
    CHROME_PATH: chrome,
    LOG_LEVEL: 'warn',
  },
});
try {
  await waitFor(`${base}/api/saude`, 600);
  const results = await measure();
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'visit-report.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
} finally {
  api.kill('SIGTERM');
}

async function measure() {
  const camera = await Promise.all(
    Array.from({ length: PHOTOS }, (_, index) => cameraPhoto(index)),
  );
  const phone = await compressInChromium(camera);
  const supervisor = await session('supervisor@demo.local');
  const technician = await session('tecnico@demo.local');
  const orderId = await startedOrder(supervisor, technician);

  const started = performance.now();
  for (const [index, bytes] of phone.entries()) {
    const form = new FormData();
    form.append('id', randomUUID());
    form.append('rotulo', index === PHOTOS - 1 ? 'DEPOIS' : 'ANTES');
    form.append('arquivo', new Blob([bytes], { type: 'image/jpeg' }), `foto-${index}.jpg`);
    const response = await fetch(`${base}/api/fs/app/os/${orderId}/fotos`, {
      method: 'POST',
      headers: technician.headers,
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`foto: HTTP ${response.status} ${await response.text()}`);
  }
  const uploadMs = performance.now() - started;

  const report =
    /** @type {{ fotos: Array<{ bytes: number; largura: number; altura: number }> }} */ (
      await supervisor.json(`/api/fs/ordens/${orderId}/relatorio`)
    );
  // The demo's signed visit: the PDF a client receives (photos, signature, seal).
  const [{ id: demoVisit }] = /** @type {Array<{ id: string }>} */ (
    await supervisor
      .json('/api/fs/ordens?situacao=CONCLUIDA&ordem=recentes&porPagina=20')
      .then((page) => /** @type {{ itens: Array<{ id: string; codigo: string }> }} */ (page).itens)
      .then(async (orders) => {
        for (const order of orders) {
          const view = /** @type {{ aceite: unknown }} */ (
            await supervisor.json(`/api/fs/ordens/${order.id}/relatorio`)
          );
          if (view.aceite) return [order];
        }
        throw new Error('a visita de demonstração assinada não foi encontrada');
      })
  );
  const samples = [];
  let pdf = Buffer.alloc(0);
  for (let i = 0; i < 6; i++) {
    const begin = performance.now();
    const response = await fetch(`${base}/api/fs/ordens/${demoVisit}/relatorio.pdf`, {
      headers: supervisor.headers,
    });
    pdf = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`PDF: HTTP ${response.status}`);
    if (i > 0) samples.push(performance.now() - begin);
  }
  writeFileSync(join(out, 'relatorio-demo.pdf'), pdf);
  const kb = (bytes) => Math.round(bytes / 1024);
  return {
    fotos: PHOTOS,
    cameraKb: camera.map((bytes) => kb(bytes.length)),
    celularKb: phone.map((bytes) => kb(bytes.length)),
    servidorKb: report.fotos.map((photo) => kb(photo.bytes)),
    servidorPx: report.fotos.map((photo) => `${photo.largura}×${photo.altura}`),
    envio5FotosMs: Math.round(uploadMs),
    pdfMornoMs: Math.round(samples.sort((a, b) => a - b)[2]),
    pdfKb: kb(pdf.length),
  };
}

/** A 4032 × 3024 JPEG with a photo's texture (smoothed noise over gradients), ~3–5 MB. */
async function cameraPhoto(seed) {
  const { default: sharp } = await import('sharp');
  const noise = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 110 + seed * 10, sigma: 45 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer();
  return noise;
}

/** The photos through browser-image-compression in Chromium, as the app does on the phone. */
async function compressInChromium(photos) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ executablePath: chrome, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({
      path: join(root, 'node_modules/browser-image-compression/dist/browser-image-compression.js'),
    });
    const compressed = [];
    for (const photo of photos) {
      const base64 = await page.evaluate(
        async (input, options) => {
          const bytes = Uint8Array.from(atob(input), (char) => char.charCodeAt(0));
          const file = new File([bytes], 'camera.jpg', { type: 'image/jpeg' });
          // @ts-expect-error the UMD build's global
          const result = await window.imageCompression(file, options);
          const buffer = new Uint8Array(await result.arrayBuffer());
          let text = '';
          for (const byte of buffer) text += String.fromCharCode(byte);
          return btoa(text);
        },
        photo.toString('base64'),
        PHONE_OPTIONS,
      );
      compressed.push(Buffer.from(base64, 'base64'));
    }
    return compressed;
  } finally {
    await browser.close();
  }
}

/** A signed-in session: its headers and a JSON GET. */
async function session(email) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, senha: process.env.DEMO_PASSWORD ?? 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login ${email}: HTTP ${login.status}`);
  const headers = {
    'x-requested-with': 'XMLHttpRequest',
    cookie: (login.headers.get('set-cookie') ?? '').split(';')[0],
  };
  const json = async (path, body) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope =
      /** @type {{ sucesso: boolean; codigo?: string; erro?: string; dados?: unknown }} */ (
        await response.json()
      );
    if (!envelope.sucesso) throw new Error(`${path}: ${envelope.codigo} ${envelope.erro}`);
    return envelope.dados;
  };
  return { headers, json };
}

/** A new order on a demo unit, allocated to the demo technician, attendance started. */
async function startedOrder(supervisor, technician) {
  const technicians = /** @type {Array<{ id: string; nome: string }>} */ (
    await supervisor.json('/api/fs/ordens/tecnicos')
  );
  const units = /** @type {{ itens: Array<{ id: string }> }} */ (
    await supervisor.json('/api/dados/equipamento?porPagina=1')
  );
  const order = /** @type {{ id: string }} */ (
    await supervisor.json('/api/fs/ordens', {
      equipamentoId: units.itens[0].id,
      tipo: 'PREVENTIVA',
      descricao: 'Bench: 5 fotos',
    })
  );
  const tech = technicians.find((item) => item.nome === 'Técnico Demo');
  await supervisor.json(`/api/fs/ordens/${order.id}/alocacoes`, { tecnicoId: tech?.id });
  await technician.json(`/api/fs/app/os/${order.id}/inicio`, {
    id: randomUUID(),
    em: new Date().toISOString(),
  });
  return order.id;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}
