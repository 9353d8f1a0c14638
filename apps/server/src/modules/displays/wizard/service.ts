import { type DisplayState, type Language, type WizardStep, displayLimits, wizardSteps } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import type { DisplayDeps } from '../deps.ts';
import { locationMediaComplete, placeholdersComplete } from '../media/rules.ts';
import { type DisplayActor, maySetPartnersInWizard, missingFieldPermissions } from '../policy.ts';
import { type Repos, reposFor } from '../repository/index.ts';
import { editableWithActor, findEditable } from '../access.ts';
import type { DisplayRow, DisplayValues } from '../repository/displays.ts';
import { announceCompletion, restrictToPartners } from '../sharing/service.ts';
import { applyStateCascades } from '../state/service.ts';
import { mailPlayerToken, newPlayerToken } from '../token/service.ts';
import {
  type StepBodies,
  changedColumns,
  fieldErrors,
  generalValues,
  locationValues,
  specificationValues,
  valuationValues,
} from './values.ts';

export type { StepBodies } from './values.ts';

// ---------- Draft limit and creation ----------

export async function draftLimit(deps: DisplayDeps, actor: DisplayActor) {
  const drafts = await reposFor(deps.db, actor.companyId).displays.countWithStatus('draft');
  return { drafts, limit: displayLimits.draftsPerCompany, reached: drafts >= displayLimits.draftsPerCompany };
}

/** Creates a draft from the General information step (steps done: 1). At most 3 drafts per company. */
export async function createDraft(deps: DisplayDeps, actor: DisplayActor, body: StepBodies['general'], lang: Language) {
  return deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    // Reserving the number locks the company row first, so two creations cannot both pass the draft count.
    const [onlineId] = await repos.displays.reserveOnlineIds();
    if ((await repos.displays.countWithStatus('draft')) >= displayLimits.draftsPerCompany) {
      throw new ApiError(409, 'apiWizard.draftLimit', {}, { code: 'DRAFT_LIMIT' });
    }
    const values = await generalValues(tx, repos.displays, body, lang);
    const [row] = await repos.displays.insert([
      { ...values, onlineId, createdBy: actor.userId, status: 'draft', stepsDone: 1 },
    ]);
    await repos.displays.writeLog(row.id, actor.userId, 'created', { step: 'general' });
    await sharePartnersOf(tx, repos, actor, row, values, body);
    return { id: row.id, onlineId: row.onlineId };
  });
}

// ---------- Saving a step ----------

const stateOf = (d: DisplayRow): DisplayState => ({
  accessibility: d.accessibility,
  location: d.location,
  shareOptions: d.shareOptions,
  isActive: d.isActive,
});

async function stepValues<S extends WizardStep>(
  tx: Db,
  repos: Repos,
  display: DisplayRow,
  step: S,
  body: StepBodies[S],
  lang: Language,
): Promise<DisplayValues> {
  const finished = display.status === 'completed';
  const media = step === 'general' || step === 'specifications' ? [] : await repos.media.of(display.id);
  const requireLocationMedia = () => {
    if (!locationMediaComplete(media))
      throw fieldErrors(lang, [{ path: 'media', message: 'apiWizard.locationMediaRequired' }]);
  };
  const requirePlaceholders = () => {
    if (!placeholdersComplete(media))
      throw fieldErrors(lang, [{ path: 'placeholders', message: 'apiWizard.placeholderRequired' }]);
  };
  switch (step) {
    case 'general':
      return generalValues(tx, repos.displays, body as StepBodies['general'], lang);
    case 'specifications':
      return specificationValues(tx, body as StepBodies['specifications'], lang);
    case 'location': {
      const values = await locationValues(tx, body as StepBodies['location'], lang);
      requireLocationMedia();
      return values;
    }
    case 'valuation':
      requirePlaceholders();
      return valuationValues(body as StepBodies['valuation']);
    case 'player': {
      const b = body as StepBodies['player'];
      if (!finished) {
        if (display.stepsDone < wizardSteps.length - 1) throw badRequest('apiWizard.stepsMissing');
        requireLocationMedia();
        requirePlaceholders();
      }
      return { isActive: b.isActive, tokenEmail: b.email.toLowerCase() };
    }
    default:
      throw notFound();
  }
}

function stepMessage(finishing: boolean, finished: boolean, changedSomething: boolean) {
  if (finishing) return 'apiWizard.created';
  if (!finished) return 'apiWizard.draftSaved';
  return changedSomething ? 'apiWizard.displayUpdated' : 'apiWizard.nothingChanged';
}

type TokenMail = { to: string; token: string; title: string; onlineId: number };

/**
 * Whether saving this player step mails a new token (the same rule as in `saveStep`). Read before the transaction, so
 * the mail limits can count first: on PGlite a limiter query beside an open transaction would wait for it forever.
 */
export async function mailsToken(deps: DisplayDeps, actor: DisplayActor, id: string, body: StepBodies['player']) {
  if (!body.isActive) return false;
  const display = await findEditable(reposFor(deps.db, actor.companyId), actor, id);
  return display.status !== 'completed' || display.tokenEmail !== body.email.toLowerCase() || !display.playerTokenHash;
}

/**
 * Saves one step of a draft, a copy or a completed display. A completed display needs the key of every changed field
 * group (policy `missingFieldPermissions`) and runs the state cascades; the player step of an unfinished display
 * completes it (new token, mail, and its restricted partners are told now).
 */
export async function saveStep<S extends WizardStep>(
  deps: DisplayDeps,
  actor: DisplayActor,
  id: string,
  step: S,
  body: StepBodies[S],
  lang: Language,
) {
  let tokenMail: TokenMail | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const { display, actor: onDisplay } = await editableWithActor(repos, actor, id, { forUpdate: true });
    const index = wizardSteps.indexOf(step);
    const finished = display.status === 'completed';
    if (display.status === 'draft' && display.stepsDone < index) throw badRequest('apiWizard.stepsMissing');

    const values = await stepValues(tx, repos, display, step, body, lang);
    const changed = changedColumns(display, values);
    // A completed display: each changed field needs its own key too (spec §6), so narrower roles can edit what they
    // are allowed to and nothing else.
    if (finished && missingFieldPermissions(onDisplay, changed).length > 0) throw forbidden();
    const update: DisplayValues = Object.fromEntries(changed.map((c) => [c, values[c]]));
    const stepsDone = Math.max(display.stepsDone, index + 1);
    if (stepsDone !== display.stepsDone) update.stepsDone = stepsDone;

    const finishing = step === 'player' && !finished;
    if (finishing) {
      update.status = 'completed';
      update.stepsDone = wizardSteps.length;
    }
    // A new token when the display is finished, or when a finished display gets a new token address.
    if (step === 'player' && (finishing || changed.includes('tokenEmail') || !display.playerTokenHash)) {
      const { token, hash } = newPlayerToken();
      update.playerTokenHash = hash;
      if (values.isActive)
        tokenMail = { to: values.tokenEmail as string, token, title: display.title, onlineId: display.onlineId };
    }

    // The partners of a restricted display first (their own cascade), then what the other fields change.
    const shared =
      step === 'general'
        ? await sharePartnersOf(tx, repos, actor, display, values, body as StepBodies['general'])
        : null;
    const after = { ...display, ...update } as DisplayRow;
    if (finished) await applyStateCascades(tx, repos, actor, shared ?? display, stateOf(after));
    if (Object.keys(update).length > 0) await repos.displays.update(id, update);
    if (finishing) {
      await repos.displays.writeLog(id, actor.userId, 'completed', { fields: changed });
      await announceCompletion(tx, repos, actor, after);
    } else if (finished && changed.length > 0)
      await repos.displays.writeLog(id, actor.userId, 'edited', { step, fields: changed });
    else if (!finished) await repos.displays.writeLog(id, actor.userId, 'stepSaved', { step, fields: changed });
    // The token mail commits with the token it carries: no token without its mail, no mail of a rolled-back token.
    const mail = tokenMail as TokenMail | null;
    if (mail) await mailPlayerToken(deps, tx, lang, 'setUp', { ...mail, company: await repos.displays.companyName() });

    return {
      message: t(lang, stepMessage(finishing, finished, changed.length > 0 || shared !== null)),
      id,
      onlineId: display.onlineId,
      stepsDone: after.stepsDone,
      status: after.status,
      isActive: after.isActive,
      changed,
    };
  });
  return result;
}

/**
 * The general step's partner list: with shareOptions 'restricted' and `partnerIds` sent, the display is shared with
 * exactly those partners in this transaction (as POST /partners/shareDisplay). A completed display needs
 * SET_DISPLAY_ACCESS_CONTROLS for it. Answers the display as it is after the sharing, or null.
 */
async function sharePartnersOf(
  tx: Db,
  repos: Repos,
  actor: DisplayActor,
  display: DisplayRow,
  values: DisplayValues,
  body: StepBodies['general'],
): Promise<DisplayRow | null> {
  if (values.shareOptions !== 'restricted' || body.partnerIds === undefined) return null;
  if (!maySetPartnersInWizard(actor, display)) throw forbidden();
  await restrictToPartners(tx, repos, actor, display, body.partnerIds, body.partnerMessage ?? '');
  return { ...display, shareOptions: 'restricted', accessibility: 'public' };
}
