import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Language,
  type WizardStep,
  days,
  displayLimits,
  resolutionPixels,
  settleSharing,
  wizardSteps,
  type generalStep,
  type locationStep,
  type playerStep,
  type specificationsStep,
  type valuationStep,
} from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import { displays } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import type { AppDeps } from '../deps.ts';
import { locationMediaComplete } from '../display-media/service.ts';
import { reserveDisplayOnlineIds } from '../displays/online-id.ts';
import { applyStateCascades } from '../displays/service.ts';
import { restrictToPartners } from '../partners/service.ts';
import { canWrite } from './policy.ts';
import {
  type DisplayRow,
  addLog,
  companyName,
  countDrafts,
  existingCodes,
  findOwnDisplay,
  mediaOf,
  ownCategory,
} from './repository.ts';

type Actor = { userId: string; companyId: string; permissions: ReadonlySet<string> };
type Values = Partial<typeof displays.$inferInsert>;
export type StepBodies = {
  general: z.infer<typeof generalStep>;
  specifications: z.infer<typeof specificationsStep>;
  location: z.infer<typeof locationStep>;
  valuation: z.infer<typeof valuationStep>;
  player: z.infer<typeof playerStep>;
};
type FieldError = { path: string; message: string };

const asDb = (tx: unknown) => tx as Db;

function fieldErrors(lang: Language, errors: FieldError[]): ApiError {
  return new ApiError(
    400,
    'validation.invalidBody',
    {},
    { errors: errors.map((e) => ({ path: e.path, message: t(lang, e.message) })) },
  );
}

// ---------- Draft limit and creation ----------

export async function draftLimit(db: Db, companyId: string) {
  const drafts = await countDrafts(db, companyId);
  return { drafts, limit: displayLimits.draftsPerCompany, reached: drafts >= displayLimits.draftsPerCompany };
}

/** Creates a draft from the General information step (steps done: 1). At most 3 drafts per company. */
export async function createDraft(deps: AppDeps, actor: Actor, body: StepBodies['general'], lang: Language) {
  return deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    // Reserving the number locks the company row first, so two creations cannot both pass the draft count.
    const [onlineId] = await reserveDisplayOnlineIds(tx, actor.companyId);
    if ((await countDrafts(tx, actor.companyId)) >= displayLimits.draftsPerCompany) {
      throw new ApiError(409, 'apiWizard.draftLimit', {}, { code: 'DRAFT_LIMIT' });
    }
    const values = await generalValues(tx, actor.companyId, body, lang);
    const [row] = await tx
      .insert(displays)
      .values({
        ...values,
        companyId: actor.companyId,
        onlineId,
        createdBy: actor.userId,
        status: 'draft',
        stepsDone: 1,
      })
      .returning();
    await addLog(tx, row.id, actor.userId, 'created', { step: 'general' });
    await sharePartnersOf(tx, actor, row, values, body);
    return { id: row.id, onlineId: row.onlineId };
  });
}

// ---------- Saving a step ----------

export async function saveStep<S extends WizardStep>(
  deps: AppDeps,
  actor: Actor,
  id: string,
  step: S,
  body: StepBodies[S],
  lang: Language,
) {
  let tokenMail: { to: string; token: string; title: string; onlineId: number } | null = null;
  const result = await deps.db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const display = await findOwnDisplay(tx, actor.companyId, id, { forUpdate: true });
    if (!display) throw notFound();
    if (!canWrite(actor, display.status)) throw forbidden();
    if (display.isLocked) throw conflict('apiWizard.locked');
    const index = wizardSteps.indexOf(step);
    const finished = display.status === 'completed';
    if (display.status === 'draft' && display.stepsDone < index) throw badRequest('apiWizard.stepsMissing');

    const media = step === 'location' || step === 'valuation' || step === 'player' ? await mediaOf(tx, id) : [];
    let values: Values;
    switch (step) {
      case 'general':
        values = await generalValues(tx, actor.companyId, body as StepBodies['general'], lang);
        break;
      case 'specifications':
        values = await specificationValues(tx, body as StepBodies['specifications'], lang);
        break;
      case 'location':
        values = await locationValues(tx, body as StepBodies['location'], lang);
        if (!locationMediaComplete(media))
          throw fieldErrors(lang, [{ path: 'media', message: 'apiWizard.locationMediaRequired' }]);
        break;
      case 'valuation': {
        const b = body as StepBodies['valuation'];
        values = {
          visibilityRate: b.visibilityRate,
          visitorCount: b.visitorCount,
          priceCredits: b.priceCredits,
          peakTimes: orderedDays(b.peakTimes),
        };
        checkPlaceholders(media, lang);
        break;
      }
      case 'player': {
        const b = body as StepBodies['player'];
        values = { isActive: b.isActive, tokenEmail: b.email.toLowerCase() };
        if (!finished) {
          if (display.stepsDone < wizardSteps.length - 1) throw badRequest('apiWizard.stepsMissing');
          if (!locationMediaComplete(media))
            throw fieldErrors(lang, [{ path: 'media', message: 'apiWizard.locationMediaRequired' }]);
          checkPlaceholders(media, lang);
        }
        break;
      }
      default:
        throw notFound();
    }

    const changed = changedColumns(display, values);
    // A completed display: each changed field needs its own key too (spec §6 lists them), so narrower roles can
    // edit what they are allowed to and nothing else.
    if (finished) {
      const missing = changed.map((c) => fieldPermissions[c]).filter((key) => key && !actor.permissions.has(key));
      if (missing.length > 0) throw forbidden();
    }
    const update: Values = Object.fromEntries(changed.map((c) => [c, values[c]]));
    const stepsDone = Math.max(display.stepsDone, index + 1);
    if (stepsDone !== display.stepsDone) update.stepsDone = stepsDone;

    let finishing = false;
    if (step === 'player') {
      const email = values.tokenEmail as string;
      finishing = !finished;
      if (finishing) {
        update.status = 'completed';
        update.stepsDone = wizardSteps.length;
      }
      // A new token when the display is finished, or when a finished display gets a new token address.
      if (finishing || changed.includes('tokenEmail') || !display.playerTokenHash) {
        const token = randomBytes(24).toString('base64url');
        update.playerTokenHash = createHash('sha256').update(token).digest('hex');
        if (values.isActive) tokenMail = { to: email, token, title: display.title, onlineId: display.onlineId };
      }
    }

    // The partners of a restricted display first (their own cascade), then what the other fields change.
    const shared =
      step === 'general' ? await sharePartnersOf(tx, actor, display, values, body as StepBodies['general']) : null;
    if (finished) await applyStateCascades(tx, actor, shared ?? display, { ...display, ...update } as DisplayRow);

    if (Object.keys(update).length > 0) {
      update.updatedAt = new Date();
      await tx.update(displays).set(update).where(eq(displays.id, id));
    }
    if (finishing) await addLog(tx, id, actor.userId, 'completed', { fields: changed });
    else if (finished && changed.length > 0) await addLog(tx, id, actor.userId, 'edited', { step, fields: changed });
    else if (!finished) await addLog(tx, id, actor.userId, 'stepSaved', { step, fields: changed });

    const status = (update.status ?? display.status) as DisplayRow['status'];
    const message = finishing
      ? 'apiWizard.created'
      : finished
        ? changed.length > 0 || shared !== null
          ? 'apiWizard.displayUpdated'
          : 'apiWizard.nothingChanged'
        : 'apiWizard.draftSaved';
    return {
      message: t(lang, message),
      id,
      onlineId: display.onlineId,
      stepsDone: (update.stepsDone as number | undefined) ?? display.stepsDone,
      status,
      isActive: (update.isActive as boolean | undefined) ?? display.isActive,
      changed,
    };
  });
  if (tokenMail) {
    const mail = tokenMail as { to: string; token: string; title: string; onlineId: number };
    const params = {
      title: mail.title,
      onlineId: mail.onlineId,
      token: mail.token,
      company: await companyName(deps.db, actor.companyId),
    };
    await deps.mailer.send({
      to: mail.to,
      subject: t(lang, 'apiWizard.tokenMail.subject', params),
      text: t(lang, 'apiWizard.tokenMail.text', params),
    });
  }
  return result;
}

/** The permission key an edit of a completed display needs per changed column (besides EDIT_DISPLAY). */
export const fieldPermissions: Partial<Record<keyof Values, string>> = {
  title: 'SET_DISPLAY_GENERAL_INFO',
  description: 'SET_DISPLAY_GENERAL_INFO',
  keywords: 'SET_DISPLAY_GENERAL_INFO',
  categoryId: 'SET_DISPLAY_CATEGORY',
  accessibility: 'SET_DISPLAY_ACCESS_CONTROLS',
  location: 'SET_DISPLAY_ACCESS_CONTROLS',
  shareOptions: 'SET_DISPLAY_ACCESS_CONTROLS',
  excludedIndustries: 'MANAGE_DISPLAY_CONTENT_FILTERS',
  predefinedFilters: 'MANAGE_DISPLAY_CONTENT_FILTERS',
  ...Object.fromEntries(
    [
      'displayType',
      'brand',
      'model',
      'serialNumber',
      'sound',
      'operatingSystem',
      'alignment',
      'screens',
      'sizeInches',
      'widthCm',
      'heightCm',
      'resolution',
      'resolutionWidth',
      'resolutionHeight',
      'aspectRatio',
    ].map((c) => [c, 'SET_DISPLAY_SPECIFICATION']),
  ),
  availability: 'SET_DISPLAY_AVAILABLE_TIMES',
  availableDays: 'SET_DISPLAY_AVAILABLE_TIMES',
  ...Object.fromEntries(
    [
      'street',
      'houseNumber',
      'postcode',
      'town',
      'district',
      'federalState',
      'country',
      'placement',
      'locationDescription',
      'latitude',
      'longitude',
    ].map((c) => [c, 'SET_DISPLAY_LOCATION_ADDRESS']),
  ),
  visibilityRate: 'SET_DISPLAY_VALUATION',
  visitorCount: 'SET_DISPLAY_VALUATION',
  peakTimes: 'SET_DISPLAY_VALUATION',
  priceCredits: 'SET_DISPLAY_PRICE_RATE',
  isActive: 'SET_DISPLAY_STATUS',
  tokenEmail: 'SEND_DISPLAY_TOKEN',
};

function checkPlaceholders(media: { kind: string }[], lang: Language) {
  const n = media.filter((m) => m.kind === 'placeholder').length;
  if (n < displayLimits.placeholderImagesMin || n > displayLimits.placeholderImagesMax) {
    throw fieldErrors(lang, [{ path: 'placeholders', message: 'apiWizard.placeholderRequired' }]);
  }
}

/** The columns whose value differs (arrays and JSON compared by content). */
export function changedColumns(current: DisplayRow, values: Values): (keyof Values)[] {
  return (Object.keys(values) as (keyof Values)[]).filter((key) => {
    const before = (current as Record<string, unknown>)[key];
    const after = (values as Record<string, unknown>)[key] ?? null;
    if (typeof after === 'object' && after !== null) return JSON.stringify(before) !== JSON.stringify(after);
    return (before ?? null) !== after;
  });
}

// ---------- Values of each step ----------

/**
 * The general step's partner list: with shareOptions 'restricted' and `partnerIds` sent, the display is shared with
 * exactly those partners in this transaction (as POST /partners/shareDisplay, with its notifications). A completed
 * display needs SET_DISPLAY_ACCESS_CONTROLS for it. Answers the display as it is after the sharing, or null.
 */
async function sharePartnersOf(tx: Db, actor: Actor, display: DisplayRow, values: Values, body: StepBodies['general']) {
  if (values.shareOptions !== 'restricted' || body.partnerIds === undefined) return null;
  if (display.status === 'completed' && !actor.permissions.has('SET_DISPLAY_ACCESS_CONTROLS')) throw forbidden();
  await restrictToPartners(tx, actor, display, body.partnerIds, body.partnerMessage ?? '');
  return { ...display, shareOptions: 'restricted' as const, accessibility: 'public' as const };
}

async function generalValues(db: Db, companyId: string, b: StepBodies['general'], lang: Language): Promise<Values> {
  const errors: FieldError[] = [];
  await checkCodes(db, 'industries', b.excludedIndustries, 'excludedIndustries', errors);
  await checkCodes(db, 'predefinedFilters', b.predefinedFilters, 'predefinedFilters', errors);
  if (b.categoryId && !(await ownCategory(db, companyId, b.categoryId)))
    errors.push({ path: 'categoryId', message: 'apiWizard.categoryNotFound' });
  if (errors.length > 0) throw fieldErrors(lang, errors);
  // External locations and shared displays are public (spec §4): 'public' wins over a contradicting 'private'.
  const sharing = settleSharing({ accessibility: b.accessibility, location: b.location, shareOptions: b.shareOptions });
  return {
    title: b.title,
    description: b.description,
    keywords: [...new Set(b.keywords)],
    categoryId: b.categoryId ?? null,
    ...sharing,
    excludedIndustries: [...new Set(b.excludedIndustries)],
    predefinedFilters: [...new Set(b.predefinedFilters)],
  };
}

async function specificationValues(db: Db, b: StepBodies['specifications'], lang: Language): Promise<Values> {
  const errors: FieldError[] = [];
  if (b.brand) await checkCodes(db, 'displayBrands', [b.brand], 'brand', errors, false);
  if (errors.length > 0) throw fieldErrors(lang, errors);
  const custom = !!b.widthCm && !!b.heightCm;
  const sizeInches = custom ? diagonalInches(b.widthCm as number, b.heightCm as number) : (b.sizeInches ?? null);
  const [resolutionWidth, resolutionHeight] =
    b.resolution === 'other' ? [b.resolutionWidth ?? null, b.resolutionHeight ?? null] : resolutionPixels[b.resolution];
  const availability = orderedDays(
    Object.fromEntries(
      Object.entries(b.availability).map(([day, hours]) => [day, [...new Set(hours ?? [])].sort((x, y) => x - y)]),
    ),
  ) as Record<string, number[]>;
  for (const day of Object.keys(availability)) if (availability[day].length === 0) delete availability[day];
  return {
    displayType: b.displayType,
    brand: b.brand ?? null,
    model: b.model,
    serialNumber: b.serialNumber,
    sound: b.sound,
    operatingSystem: b.operatingSystem ?? null,
    alignment: b.alignment,
    screens: b.displayType === 'LCDFloorstand' ? (b.screens ?? null) : null,
    sizeInches,
    widthCm: custom ? (b.widthCm as number) : null,
    heightCm: custom ? (b.heightCm as number) : null,
    resolution: b.resolution,
    resolutionWidth,
    resolutionHeight,
    aspectRatio: b.aspectRatio ?? null,
    availability,
    availableDays: days.filter((d) => (availability[d]?.length ?? 0) > 0),
  };
}

async function locationValues(db: Db, b: StepBodies['location'], lang: Language): Promise<Values> {
  const errors: FieldError[] = [];
  await checkCodes(db, 'countries', [b.country], 'country', errors, false);
  await checkCodes(db, 'signageCategories', [b.placement], 'placement', errors, false);
  const states = await existingCodes(db, 'federalStates', [b.federalState]);
  if (!states.has(b.federalState)) errors.push({ path: 'federalState', message: 'apiWizard.unknownCode' });
  else {
    const stateCountry = states.get(b.federalState);
    if (stateCountry && stateCountry !== b.country)
      errors.push({ path: 'federalState', message: 'apiWizard.federalStateMismatch' });
  }
  if (errors.length > 0) throw fieldErrors(lang, errors);
  return {
    street: b.street,
    houseNumber: b.houseNumber,
    postcode: b.postcode,
    town: b.town,
    district: b.district,
    federalState: b.federalState,
    country: b.country,
    placement: b.placement,
    locationDescription: b.locationDescription,
    latitude: b.latitude,
    longitude: b.longitude,
  };
}

async function checkCodes(db: Db, group: string, codes: string[], path: string, errors: FieldError[], indexed = true) {
  const found = await existingCodes(db, group, codes);
  codes.forEach((code, i) => {
    if (!found.has(code)) errors.push({ path: indexed ? `${path}.${i}` : path, message: 'apiWizard.unknownCode' });
  });
}

/** Diagonal of a width × height in cm, in inches with one decimal. */
export function diagonalInches(widthCm: number, heightCm: number): number {
  return Math.round((Math.hypot(widthCm, heightCm) / 2.54) * 10) / 10;
}

function orderedDays<T>(record: Partial<Record<string, T>>): Partial<Record<(typeof days)[number], T>> {
  const out: Partial<Record<(typeof days)[number], T>> = {};
  for (const day of days) if (record[day] !== undefined) out[day] = record[day] as T;
  return out;
}
