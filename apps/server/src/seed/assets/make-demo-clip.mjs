// Makes demo-clip.webm, the seeded demo video: a 4-second 320×180 VP8 clip drawn on a canvas in headless
// Chromium and recorded with MediaRecorder (no ffmpeg needed). Older Chromium wrote no Duration and no
// Cues, which makes browsers report an Infinity duration and seek badly; the script refuses such output.
// Run: node apps/server/src/seed/assets/make-demo-clip.mjs  (CHROMIUM_PATH, default /usr/bin/chromium)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const SECONDS = 4;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 120_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const started = performance.now();
  const draw = () => {
    const t = (performance.now() - started) / 1000;
    const hue = Math.round((t / seconds) * 300);
    context.fillStyle = `hsl(${hue} 60% 35%)`;
    context.fillRect(0, 0, 320, 180);
    context.fillStyle = '#fff';
    context.beginPath();
    context.arc(30 + (t / seconds) * 260, 120, 18, 0, Math.PI * 2);
    context.fill();
    context.font = 'bold 36px sans-serif';
    context.fillText(`${t.toFixed(1)} s`, 110, 70);
  };
  draw();
  recorder.start();
  await new Promise((resolve) => {
    const tick = () => {
      draw();
      if (performance.now() - started < seconds * 1000) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}, SECONDS);
await browser.close();

const webm = Buffer.from(base64, 'base64');
// Duration (0x4489) and Cues (0x1C53BB6B) must be present for the player to show a length and seek.
if (webm.indexOf(Buffer.from([0x44, 0x89])) < 0 || webm.indexOf(Buffer.from([0x1c, 0x53, 0xbb, 0x6b])) < 0) {
  throw new Error('This Chromium wrote a WebM without Duration or Cues; use Chromium 120 or newer');
}
const out = fileURLToPath(new URL('./demo-clip.webm', import.meta.url));
writeFileSync(out, webm);
console.info(`Wrote ${out} (${webm.length} bytes)`);
