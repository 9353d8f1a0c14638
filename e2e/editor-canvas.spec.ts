import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { pngImage } from '../apps/server/src/media/test-media.ts';
import { e2e } from '../playwright.config.ts';
import { demo, loginWithStorage, pickOption, screenshot, submitButton, toast } from './support/app.ts';
import { expectNoSeriousA11yViolations, tr } from './support/axe.ts';
import { bearer, fill } from './support/displays.ts';
import { mediaList, mediaRows, runTag } from './support/media.ts';
import { flowLanguages } from './support/languages.ts';

/**
 * The design editor's canvas (issue 24), in German (English too with E2E_LANGUAGES=both): the demo owner creates a
 * design from a template, adds a text (typed in the properties panel) and a pool picture (through the media pool
 * picker), aligns the two from the layers panel and drags the picture onto the artboard's centre line (checked in the
 * saved document), undoes and redoes with the toolbar and the keyboard, reloads after the autosave, meets a second
 * tab's change as a conflict and reloads it, exports a PNG and publishes into the media pool, where the picture shows
 * under the design's name. The canvas is checked with axe and pictured.
 */

const base = e2e.baseURL;
const listPath = '/dashboard/editor';
const canvasPath = /\/dashboard\/editor\/canva-design\/([0-9a-f-]{36})$/;
/** A demo template (apps/server/src/db/seed/demo-data/design-templates.ts: German names in both languages). */
const templateName = 'Willkommensbildschirm (Querformat)';

const textsOf = (lang: 'en' | 'de') => {
  const t =
    (ns: string) =>
    (key: string, values: Record<string, string | number> = {}) =>
      fill(tr(lang, ns, key), values);
  const d = t('designEditor');
  return {
    e: t('editor'),
    d,
    api: t('apiDesigns'),
    m: t('mediaPool'),
    lock: (label: string) => d('layers.lock', { name: label }),
  };
};

type SavedElement = {
  id: string;
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  text?: string;
  crop?: { x: number; y: number; w: number; h: number } | null;
};
type SavedDesign = {
  revision: number;
  document: { width: number; height: number; slides: { elements: SavedElement[] }[] };
};

const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal');
const layers = (page: Page) => page.locator('[data-testid^="layer-"]');
/** A layer by its label (found through its lock button: a long label is cut short on screen). */
const layerOf = (page: Page, lockLabel: string) =>
  layers(page).filter({ has: page.getByRole('button', { name: lockLabel, exact: true }) });
const saveStatus = (page: Page) => page.getByTestId('save-status');

async function addElement(page: Page, label: string) {
  await page.getByTestId('add-element').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  // The mouse away from the menu, whatever it does (it must not lie over a dialog that opens next).
  await page.mouse.move(0, 300);
  await expect(page.getByRole('menuitem', { name: label, exact: true })).toBeHidden();
}

/** The draft as the server has it now (GET /designs/{id}). */
async function savedDesign(request: APIRequestContext, token: string, id: string): Promise<SavedDesign> {
  const res = await request.get(`${base}/api/designs/${id}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { design: SavedDesign }).design;
}

/** Waits for the next autosave: the change is pending first, then saved. */
async function expectAutosaved(page: Page) {
  await expect(saveStatus(page)).not.toHaveAttribute('data-state', 'saved');
  await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
}

/** An element's box on screen (page pixels), read from the editor's konva stage. */
async function screenBoxOf(page: Page, id: string) {
  return page.evaluate((elementId) => {
    type Node = { getClientRect: () => { x: number; y: number; width: number; height: number } };
    type Stage = { container: () => HTMLElement; findOne: (selector: string) => Node | undefined };
    const stages = (window as unknown as { Konva: { stages: Stage[] } }).Konva.stages;
    const stage = stages.find((s) => s.container().closest('[data-testid="design-canvas"]'));
    const node = stage?.findOne(`#${elementId}`);
    if (!stage || !node) throw new Error(`no element ${elementId} on the stage`);
    const box = stage.container().getBoundingClientRect();
    const rect = node.getClientRect();
    return { x: box.left + rect.x, y: box.top + rect.y, w: rect.width, h: rect.height };
  }, id);
}

async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
  await page.mouse.up();
}

const panel = (page: Page): Locator => page.getByTestId('properties-panel');

for (const lang of flowLanguages('de')) {
  test(`design canvas: template, text and picture, align, snap, undo, autosave, conflict, export, publish (${lang})`, async ({
    page,
    request,
  }) => {
    const { e, d, api, m, lock } = textsOf(lang);
    const tag = runTag();
    const name = `Canvas ${tag}`;
    const typed = `Hello ${tag}`;
    const { userToken } = await loginWithStorage(page, request, demo.owner, { lang });
    await page.setViewportSize({ width: 1280, height: 900 });

    // 1. A new design from a template opens on the canvas.
    await page.goto(listPath);
    await page.getByTestId('new-design').click();
    const modal = dialog(page);
    await modal.getByLabel(e('create.name')).fill(name);
    await modal.getByText(e('create.startTemplate'), { exact: true }).click();
    const option = `${templateName} · ${e('card.size', { width: 1920, height: 1080 })} · ${e('orientation.landscape')}`;
    await pickOption(
      page,
      modal.getByRole('combobox', { name: e('create.template') }),
      option,
      'Willkommensbildschirm',
    );
    await submitButton(modal, e('create.submit')).click();
    await expect(page).toHaveURL(canvasPath);
    const id = canvasPath.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await expect(page.getByTestId('design-name')).toHaveText(name);
    await expect(page.getByTestId('design-canvas').locator('canvas').first()).toBeVisible();
    const templateLayers = await layers(page).count();
    expect(templateLayers).toBeGreaterThan(0);

    // A text, typed in the properties panel; it is listed by its words.
    await addElement(page, d('add.text'));
    await panel(page).getByLabel(d('props.text'), { exact: true }).fill(typed);
    await expect(layerOf(page, lock(typed))).toHaveCount(1);

    // A picture uploaded from the picker: it lands in the media pool and is chosen at once.
    await addElement(page, d('add.image'));
    const picker = page.getByRole('dialog', { name: d('picker.picture') });
    await expect(picker.locator('tr.ant-table-row').first()).toBeVisible();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      picker.getByRole('button', { name: m('picker.upload') }).click(),
    ]);
    await chooser.setFiles({ name: `${tag} Terrasse.png`, mimeType: 'image/png', buffer: await pngImage(800, 450) });
    await expect(picker.getByTestId('upload-row')).toHaveAttribute('data-state', 'done');
    await expect(picker.locator('tr.ant-table-row', { hasText: `${tag} Terrasse` })).toHaveCount(1);
    await picker.getByRole('button', { name: m('picker.use_one', { count: 1 }) }).click();
    await expect(picker).toBeHidden();
    await expect(layerOf(page, lock(d('add.image')))).toHaveCount(1);
    await expect(layers(page)).toHaveCount(templateLayers + 2);

    // 3. Undo and redo, by the toolbar and by the keyboard: the picture goes and comes back.
    await page.getByRole('button', { name: d('toolbar.undo') }).click();
    await expect(layers(page)).toHaveCount(templateLayers + 1);
    await expect(layerOf(page, lock(d('add.image')))).toHaveCount(0);
    await page.getByRole('button', { name: d('toolbar.redo') }).click();
    await expect(layerOf(page, lock(d('add.image')))).toHaveCount(1);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(layerOf(page, lock(d('add.image')))).toHaveCount(0);
    await expect(layerOf(page, lock(typed))).toHaveCount(1);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(layerOf(page, lock(d('add.image')))).toHaveCount(1);
    await expect(layers(page)).toHaveCount(templateLayers + 2);

    // 2. Both selected in the layers panel, aligned left: the saved document has them at the same x.
    await layerOf(page, lock(typed)).click({ position: { x: 8, y: 8 } });
    await layerOf(page, lock(d('add.image'))).click({ position: { x: 8, y: 8 }, modifiers: ['ControlOrMeta'] });
    await expect(panel(page)).toContainText(d('props.selected', { count: 2 }));
    await panel(page)
      .getByRole('button', { name: d('alignments.left'), exact: true })
      .click();
    const added = async () => {
      const saved = await savedDesign(request, userToken, id);
      const elements = saved.document.slides[0].elements;
      return {
        saved,
        text: elements.find((el) => el.type === 'text' && el.text === typed),
        image: elements.find((el) => el.type === 'image'),
      };
    };
    await expect
      .poll(async () => {
        const { text, image } = await added();
        return text && image ? text.x - image.x : null;
      })
      .toBe(0);
    await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');

    // Only the picture, 1000 px wide (its edges then far from the template's lines), dragged to just beside the
    // artboard's centre line: it snaps onto it.
    await layerOf(page, lock(d('add.image'))).click({ position: { x: 8, y: 8 } });
    await expect(panel(page)).not.toContainText(d('props.selected', { count: 2 }));
    await panel(page).getByLabel(d('props.width'), { exact: true }).fill('1000');
    await expect.poll(async () => (await added()).image?.w).toBe(1000);
    const before = await added();
    const image = before.image as SavedElement;
    const { width } = before.saved.document;
    const box = await screenBoxOf(page, image.id);
    const zoom = box.w / image.w;
    const artboardLeft = box.x - image.x * zoom;
    const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    // Two screen pixels right of the centre line, and down a little (a real move, never exactly on the line).
    const dx = artboardLeft + (width / 2) * zoom + 2 - centre.x;
    await dragBy(page, centre, dx, 37);
    await expect
      .poll(async () => {
        const { image: moved } = await added();
        return moved && moved.y !== image.y ? moved.x + moved.w / 2 : null;
      })
      .toBeCloseTo(width / 2, 6);

    // Cropped: a tenth of the picture cut away on the left.
    await panel(page).getByLabel(d('props.cropEdges.left'), { exact: true }).fill('10');
    await expect
      .poll(async () => {
        const { image: cropped } = await added();
        return cropped?.type === 'image' ? cropped.crop : null;
      })
      .toEqual({ x: 0.1, y: 0, w: 0.9, h: 1 });

    // 4. Autosaved: after a reload the text is still there.
    await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
    await page.reload();
    await expect(layerOf(page, lock(typed))).toHaveCount(1);
    await expect(layerOf(page, lock(d('add.image')))).toHaveCount(1);
    await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');

    // 8. The canvas, checked and pictured.
    await expectNoSeriousA11yViolations(page, `design canvas (${lang})`);
    await screenshot(page, 'editor-canvas', lang);

    // 5. A second tab saves first: this tab's save is refused and offers the saved version.
    const other = await page.context().newPage();
    await other.setViewportSize({ width: 1280, height: 900 });
    await other.goto(`/dashboard/editor/canva-design/${id}`);
    await expect(layerOf(other, lock(typed))).toHaveCount(1);
    await addElement(other, d('add.rectangle'));
    await expectAutosaved(other);
    await addElement(page, d('add.ellipse'));
    await expect(layerOf(page, lock(d('add.ellipse')))).toHaveCount(1);
    const conflict = page.getByRole('dialog', { name: d('conflict.title') });
    await expect(conflict).toBeVisible();
    await expect(saveStatus(page)).toHaveAttribute('data-state', 'conflict');
    await expectNoSeriousA11yViolations(page, `design conflict dialog (${lang})`);
    await conflict.getByRole('button', { name: d('conflict.reload') }).click();
    await expect(conflict).toBeHidden();
    await expect(layerOf(page, lock(d('add.rectangle')))).toHaveCount(1);
    await expect(layerOf(page, lock(d('add.ellipse')))).toHaveCount(0);
    await expect(saveStatus(page)).toHaveAttribute('data-state', 'saved');
    await other.close();

    // 6. Export: a PNG named like the design.
    await page.getByTestId('export-design').click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: d('toolbar.exportAs', { format: 'PNG', scale: 1 }) }).click();
    expect((await download).suggestedFilename()).toBe(`${name}.png`);

    // 7. Publish: the picture lands in the media pool, titled like the design.
    await page.getByTestId('publish-design').click();
    await expect(toast(page)).toContainText(api('published'));
    await page.goto(`${mediaList}?keyword=${tag}`);
    await expect(mediaRows(page).filter({ hasText: name })).toHaveCount(1);
  });
}
