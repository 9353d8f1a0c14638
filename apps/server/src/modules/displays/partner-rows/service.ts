import type { PartnerSharedDisplay } from '@plakat/shared';
import type { FileUrlSigner } from '../../../media/index.ts';
import type { DisplayDeps } from '../deps.ts';
import type { DisplayActor } from '../policy.ts';
import { mediaFilePath, toPartnerItem } from '../presenter.ts';
import { type PartnerRow, sharedByMePage } from '../repository/partner-rows.ts';
import { sharedWith } from '../repository/shared-with.ts';

type Page = { page: number; perPage: number };
export type PartnerDisplayPage = { items: PartnerSharedDisplay[]; totalCount: number };

const toRow = (row: PartnerRow, signer: FileUrlSigner): PartnerSharedDisplay => ({
  id: row.id,
  onlineId: Number(row.onlineId),
  title: row.title,
  status: row.status,
  isActive: row.isActive,
  shareOptions: row.shareOptions,
  thumbUrl: row.thumbId ? signer.sign(mediaFilePath(row.thumbId, 'thumb')) : null,
  isFavorite: false,
});

/** The actor's displays shared with `partnerId` that its roles reach with GET_SHARED_DISPLAYS, by onlineId. */
export async function displaysSharedByMe(
  deps: DisplayDeps,
  actor: DisplayActor,
  partnerId: string,
  page: Page,
): Promise<PartnerDisplayPage> {
  const rows = await sharedByMePage(deps.db, actor, partnerId, page);
  return { items: rows.map((r) => toRow(r, deps.mediaUrls)), totalCount: Number(rows[0]?.totalCount ?? 0) };
}

/** The displays `partnerId` shares with the viewer that the viewer sees now (the partner overview's), favourites first. */
export async function displaysSharedWithMe(
  deps: DisplayDeps,
  viewerCompanyId: string,
  partnerId: string,
  page: Page,
): Promise<PartnerDisplayPage> {
  const signer = deps.mediaUrls.forViewer(viewerCompanyId);
  const { rows, totalCount } = await sharedWith(deps.db, viewerCompanyId).page(
    { companyId: partnerId },
    { sort: 'onlineId', page: page.page, limit: page.perPage },
  );
  const items = rows.map((row) => {
    const item = toPartnerItem(row, signer);
    return {
      id: item.id,
      onlineId: item.onlineId,
      title: item.title,
      status: item.status,
      isActive: item.isActive,
      shareOptions: item.shareOptions,
      thumbUrl: item.thumbUrl,
      isFavorite: item.isFavorite,
    };
  });
  return { items, totalCount };
}

/** Whether the viewer sees the display as a partner now (the favourite calls' check). */
export async function seesPartnerDisplay(deps: DisplayDeps, viewerCompanyId: string, displayId: string) {
  return (await sharedWith(deps.db, viewerCompanyId).findWithNames(displayId)) !== null;
}
