import { describe, expect, it } from 'vitest';
import { cardActions } from './card-actions.ts';

const design = { isTemplate: false };
const template = { isTemplate: true };

describe('cardActions', () => {
  it('offers everything on a design to a user with both keys', () => {
    expect(cardActions(design, { create: true, edit: true })).toEqual([
      'rename',
      'duplicate',
      'saveAsTemplate',
      'delete',
    ]);
  });

  it('offers a new design from a template, not a template of it', () => {
    expect(cardActions(template, { create: true, edit: true })).toEqual([
      'useTemplate',
      'rename',
      'duplicate',
      'delete',
    ]);
  });

  it('leaves out what the keys do not allow', () => {
    expect(cardActions(design, { create: false, edit: true })).toEqual(['rename', 'delete']);
    expect(cardActions(template, { create: true, edit: false })).toEqual(['useTemplate', 'duplicate']);
    expect(cardActions(design, { create: false, edit: false })).toEqual([]);
  });
});
