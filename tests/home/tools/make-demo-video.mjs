// Generates public/media/demo-promo.webm (the demo's m_video banner): a 6-second 640x360 VP8 clip
// drawn on a canvas in headless Chromium and captured with MediaRecorder. Nothing is downloaded.
// Run: node tests/home/tools/make-demo-video.mjs
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const b64 = await page.evaluate(async () => {
  const W = 640,
    H = 360,
    SECONDS = 6,
    FPS = 24;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(FPS);
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350_000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const steps = ['1  Open Deposit', '2  Choose GCash', '3  Enter the amount', '4  Confirm — done!'];
  const draw = (t) => {
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, `hsl(${(220 + t * 20) % 360},70%,22%)`);
    g.addColorStop(1, `hsl(${(280 + t * 20) % 360},75%,38%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    for (let i = 0; i < 6; i++) {
      ctx.beginPath();
      ctx.fillStyle = `rgba(245,183,0,${0.08 + i * 0.02})`;
      ctx.arc(((i * 130 + t * 90) % (W + 120)) - 60, 70 + ((i * 53) % 220), 30 + i * 6, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#f5b700';
    ctx.font = 'bold 38px sans-serif';
    ctx.fillText('How to deposit', 40, 80);
    const step = Math.min(steps.length - 1, Math.floor(t / (SECONDS / steps.length)));
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 30px sans-serif';
    steps.slice(0, step + 1).forEach((s, i) => ctx.fillText(s, 60, 150 + i * 48));
    ctx.fillStyle = 'rgba(255,255,255,.25)';
    ctx.fillRect(40, H - 30, W - 80, 6);
    ctx.fillStyle = '#f5b700';
    ctx.fillRect(40, H - 30, ((W - 80) * t) / SECONDS, 6);
  };
  rec.start(250);
  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, SECONDS));
      if (t < SECONDS) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  rec.stop();
  await new Promise((r) => (rec.onstop = r));
  const blob = new Blob(chunks, { type: 'video/webm' });
  const buf = new Uint8Array(await blob.arrayBuffer());
  let s = '';
  for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
  return btoa(s);
});
fs.writeFileSync('public/media/demo-promo.webm', Buffer.from(b64, 'base64'));
// A poster frame for before the video plays.
await browser.close();
console.log('wrote public/media/demo-promo.webm', Buffer.from(b64, 'base64').length, 'bytes');
