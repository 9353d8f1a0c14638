import { uuidParam } from '@plakat/shared';

export const roleIdParams = uuidParam('roleId');
export const tags = ['roles'];
