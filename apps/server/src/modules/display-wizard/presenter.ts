import type { z } from 'zod';
import type { displayEditResponse } from '@plakat/shared';
import type { Db } from '../../db/client.ts';
import type { MediaUrlSigner } from '../display-media/signed-urls.ts';
import { presentMedia } from '../display-media/presenter.ts';
import { type DisplayRow, companyName, logsOf, mediaOf, ownCategory } from './repository.ts';

type EditData = z.infer<typeof displayEditResponse>['data'];

/** Every field of a display for the wizard's edit mode: details plus steps done, media as signed URLs. */
export async function presentForEdit(db: Db, signer: MediaUrlSigner, d: DisplayRow): Promise<EditData> {
  const [category, company, logs, media] = await Promise.all([
    d.categoryId ? ownCategory(db, d.companyId, d.categoryId) : Promise.resolve(null),
    companyName(db, d.companyId),
    logsOf(db, d.id),
    mediaOf(db, d.id),
  ]);
  const now = Date.now();
  const location = media.filter((m) => m.kind === 'location').map((m) => presentMedia(signer, m, now));
  const placeholders = media.filter((m) => m.kind === 'placeholder').map((m) => presentMedia(signer, m, now));
  const firstPicture = location.find((m) => m.type.startsWith('image/')) ?? location[0];
  return {
    id: d.id,
    onlineId: d.onlineId,
    title: d.title,
    description: d.description,
    categoryId: d.categoryId,
    categoryTitle: category?.title ?? null,
    categoryColor: category?.color ?? null,
    displayType: d.displayType,
    resolution: d.resolution,
    alignment: d.alignment,
    size: d.sizeInches,
    visibilityRate: d.visibilityRate,
    visitorCount: d.visitorCount,
    priceCredits: d.priceCredits,
    availableDays: d.availableDays,
    status: d.status,
    accessibility: d.accessibility,
    location: d.location,
    shareOptions: d.shareOptions,
    isActive: d.isActive,
    isLocked: d.isLocked,
    canManageToken: d.status === 'completed' && d.isActive,
    email: d.tokenEmail,
    createDate: d.createdAt.toISOString(),
    street: d.street,
    zipCode: d.postcode,
    city: d.town,
    district: d.district,
    thumbUrl: firstPicture?.thumbUrl ?? null,
    companyId: d.companyId,
    companyName: company,
    excludedIndustries: d.excludedIndustries,
    predefinedFilters: d.predefinedFilters,
    brand: d.brand,
    model: d.model,
    serialNumber: d.serialNumber,
    sound: d.sound,
    operatingSystem: d.operatingSystem,
    screens: d.screens,
    widthCm: d.widthCm,
    heightCm: d.heightCm,
    resolutionWidth: d.resolutionWidth,
    resolutionHeight: d.resolutionHeight,
    aspectRatio: d.aspectRatio,
    availability: d.availability as Record<string, number[]>,
    houseNumber: d.houseNumber,
    federalState: d.federalState,
    country: d.country,
    placement: d.placement,
    locationDescription: d.locationDescription,
    latitude: d.latitude,
    longitude: d.longitude,
    peakTimes: d.peakTimes as Record<string, number>,
    keywords: d.keywords,
    displayMedias: location,
    displayPlaceMedias: placeholders,
    displayLog: logs.map((l) => ({
      action: l.action,
      at: l.at.toISOString(),
      actorName: [l.firstName, l.lastName].filter(Boolean).join(' ') || null,
    })),
    stepsDone: d.stepsDone,
  };
}
