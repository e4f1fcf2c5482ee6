import { chromium } from '@playwright/test';
const [file, out, only] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1700, height: 1300 } });
await page.goto(`file://${file}`);
if (only) await page.locator('#only-failed').check();
await page.evaluate(async () => { for (const img of Array.from(document.images)) { img.loading = 'eager'; await img.decode().catch(() => undefined); } });
await page.screenshot({ path: out, fullPage: false });
await browser.close();
