import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:3400';
const [,, lang = 'en', width = '1440', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const r = await page.request.post(`${base}/api/auth/login`, { data: { email: 'owner@demo.plakat.test', password: 'plakat-demo' } });
const login = await r.json();
await page.goto(`${base}/login`);
await page.evaluate(([l, lang]) => {
  localStorage.setItem('loginData', JSON.stringify({ userId: l.userId, userToken: l.accessToken, refreshToken: l.refreshToken }));
  localStorage.setItem('selectedLanguage', lang);
}, [login, lang]);
for (const p of paths) {
  const [path, action] = p.split('#');
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(5000);
  if (action === 'expand') { await page.locator('.ant-table-row-expand-icon-cell button').first().click(); await page.waitForTimeout(2000); }
  if (action === 'grid') { await page.getByText(lang === 'de' ? 'Raster' : 'Grid').click(); await page.waitForTimeout(2000); }
  const name = `/work/shots/${path.replace(/\W+/g, '_')}${action ? '_' + action : ''}_${lang}_${width}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
