/**
 * The rest of the pharmacy and laboratory portal over HTTP: communication page, webinars, and
 * embedded reports through the built-in demo provider (embed data, filters, the demo page).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-data';
import { SEED_WEBINARS } from '../../infra/local/seed/portal-data';
import { PRIVATE_REPORT_IDS } from '../../shared/portal/reports';
import { call, stack, tokenFor } from './support/api';

const basic = async () => ({ token: await tokenFor('farmacia-basica', DEMO_PASSWORD) });
const site = () => stack().urls.api.replace(/\/api$/, '');

describe('communication page', () => {
  it('answers the business manager (the party’s first employee) and the company contacts', async () => {
    const res = await call('/api/guest/pharmacy/communication', { persona: 'pharmacy-guest' });
    expect(res.status).toBe(200);
    expect(res.body.data.business_manager).toEqual({
      name: 'Marta Vidal',
      phone: '600 111 222',
      email: 'marta.vidal@example.com',
      messaging_url: 'https://wa.me/34600111222',
    });
    const company = res.body.data.company;
    expect(company.phone).toBeTruthy();
    expect(company.email).toMatch(/@/);
    expect(company.addresses).toHaveLength(2);
    expect(company.departments.map((d: { key: string }) => d.key)).toEqual([
      'marketing',
      'administration',
      'purchases',
      'consulting',
    ]);
    expect(company.departments[0]).toMatchObject({ name_ca: 'Màrqueting', name_es: 'Marketing' });
  });

  it('answers no business manager for a party without employees', async () => {
    const res = await call('/api/guest/pharmacy/communication', await basic());
    expect(res.body.data.business_manager).toBeNull();
    expect(res.body.data.company.departments).toHaveLength(4);
  });
});

describe('webinars', () => {
  it('lists the webinars newest first with a thumbnail and an embed address', async () => {
    const res = await call('/api/guest/pharmacy/opc/webinars', { persona: 'pharmacy-admin' });
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.map((w: { id: number }) => w.id)).toEqual([...SEED_WEBINARS].sort((a, b) => a.age - b.age).map((w) => w.id));
    expect(list[0]).toMatchObject({
      id: 1,
      title_ca: SEED_WEBINARS[0].ca,
      title_es: SEED_WEBINARS[0].es,
      thumbnail: { width: 480, height: 270 },
      embed_url: `https://www.youtube-nocookie.com/embed/${SEED_WEBINARS[0].video}`,
    });
    expect(Date.parse(list[0].created_at)).toBeGreaterThan(Date.parse(list[1].created_at));
    const image = await fetch(list[0].thumbnail.url);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
  });
});

describe('reports', () => {
  const report = (id: string, opts: Parameters<typeof call>[1]) => call(`/api/powerbi/report/${id}`, opts);

  it('embeds a pharmacy report filtered by the first 6 characters of the party code', async () => {
    const res = await report('index', { persona: 'pharmacy-guest' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      provider: 'demo',
      datasetId: 'demo-index',
      filterExemptPages: ['Bench Productos', 'Bench Laboratorios'],
    });
    expect(data.embedUrl).toBe(`/api/powerbi/demo/index?token=${data.token}`);
    expect(data.filters).toEqual([
      {
        $schema: 'http://powerbi.com/product/schema#advanced',
        filterType: 0,
        target: { table: 'Farmacies', column: 'Codi' },
        logicalOperator: 'And',
        conditions: [{ operator: 'StartsWith', value: 'S08001' }],
      },
    ]);
    expect(Date.parse(data.tokenExpiry)).toBeGreaterThan(Date.now());

    // The demo provider's page shows the report, the filter on each page and none on the exempt ones.
    const page = await fetch(`${site()}${data.embedUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toContain('<h1>Informes</h1>');
    expect(html).toContain('S08001 · Farmàcia Puig i Soler');
    expect(html).toContain('Farmacies.Codi starts with &quot;S08001&quot;');
    expect(html.match(/data-exempt="true"/g)).toHaveLength(2);
    expect(html.match(/data-exempt="false"/g)).toHaveLength(2);
    // The expiry as people read it (DD/MM/YYYY HH:mm:ss), never raw ISO text.
    expect(html).toMatch(/Caduca: <time datetime="[^"]+">\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}<\/time>/);
    expect(html).toContain('<h2>Resum</h2>');
  });

  it('names the report pages in the caller language (exempt pages keep their one name)', async () => {
    const res = await report('index', { persona: 'pharmacy-guest', lang: 'es' });
    const html = await (await fetch(`${site()}${res.body.data.embedUrl}`)).text();
    expect([...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Resumen',
      'Ventas por categoría',
      'Bench Productos',
      'Bench Laboratorios',
    ]);
  });

  it('embeds the laboratory reports filtered by the laboratory’s party id', async () => {
    for (const id of ['sell-out', 'sell-in']) {
      const res = await report(id, { persona: 'laboratory-guest', lang: 'es' });
      expect(res.status).toBe(200);
      expect(res.body.data.filters[0]).toMatchObject({
        operator: 'In',
        values: [2001],
        target: { table: 'Laboratoris', column: 'IdParty' },
      });
      const html = await (await fetch(`${site()}${res.body.data.embedUrl}`)).text();
      expect(html).toContain('Laboratoris.IdParty in (2001)');
      expect(html).toContain('Proveedor de demostración');
    }
  });

  it('applies each report’s roles', async () => {
    expect((await report('purchases', { persona: 'pharmacy-guest' })).status).toBe(200);
    expect((await report('purchases', await basic())).status).toBe(200);
    expect((await report('index', await basic())).status).toBe(403);
    // Vertical: guest root, pharmacy guest and 69, all of them.
    expect((await report('vertical', { persona: 'pharmacy-admin' })).status).toBe(200);
    expect((await report('vertical', { persona: 'pharmacy-guest' })).status).toBe(403);
    expect((await report('sell-out', { persona: 'pharmacy-guest' })).status).toBe(403);
    expect((await report('index', { persona: 'laboratory-guest' })).status).toBe(403);
    expect((await report('index', { persona: 'internal-admin' })).status).toBe(403);
  });

  it('knows only the six private reports; any other id is not found', async () => {
    for (const id of PRIVATE_REPORT_IDS) expect((await report(id, { persona: 'pharmacy-guest' })).status, id).toBe(200);
    const unknown = await report('ventas-secretas', { persona: 'pharmacy-guest' });
    expect(unknown.status).toBe(404);
  });

  it('refuses the demo page without a valid token for that report', async () => {
    const { data } = (await report('ranking', { persona: 'pharmacy-guest' })).body;
    expect((await fetch(`${site()}/api/powerbi/demo/margins?token=${data.token}`)).status).toBe(403);
    expect((await fetch(`${site()}/api/powerbi/demo/ranking?token=x${data.token}`)).status).toBe(403);
    expect((await fetch(`${site()}/api/powerbi/demo/ranking`)).status).toBe(422);
    expect((await fetch(`${site()}/api/powerbi/demo/ranking?token=${data.token}`)).status).toBe(200);
  });
});
