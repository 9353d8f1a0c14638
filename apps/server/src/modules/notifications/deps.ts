import type { Core } from '../../core.ts';
import type { NotificationCountCache } from './list/count-cache.ts';

/** The core plus the notification center's own count cache. */
export type NotificationDeps = Core & { countCache: NotificationCountCache };
