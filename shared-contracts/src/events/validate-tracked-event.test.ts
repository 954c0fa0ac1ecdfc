import { isTrackedEventInput, validateTrackedEvent } from './validate-tracked-event';

describe('validateTrackedEvent', () => {
  it('accepts a string target or a list of typed targets', () => {
    expect(validateTrackedEvent({ type: 'view', target: 'cast-home', context: 'cast' }).valid).toBe(true);
    const event = {
      type: 'click',
      target: [
        { type: 'album', id: 3, version: 2 },
        { type: 'track', id: 'a1' },
      ],
      context: 'cast',
      meta: { origin: 'menu' },
    };
    expect(validateTrackedEvent(event)).toEqual({ valid: true, event });
  });

  it.each([
    [null, 'event is not an object'],
    [{ target: 'x', context: 'y' }, 'type is required'],
    [{ type: 'view', context: 'y' }, 'target is required'],
    [{ type: 'view', target: '', context: 'y' }, 'target is required'],
    [{ type: 'view', target: [], context: 'y' }, 'target is empty'],
    [{ type: 'view', target: [{ id: 1 }], context: 'y' }, 'target[0] needs type and id'],
    [
      { type: 'view', target: [{ type: 'a', id: 1 }, { type: 'b' }], context: 'y' },
      'target[1] needs type and id',
    ],
    [{ type: 'view', target: 'x' }, 'context is required'],
    [{ type: 'view', target: 'x', context: 'y', meta: 'z' }, 'meta must be an object'],
  ])('rejects %j (%s)', (event, reason) => {
    expect(validateTrackedEvent(event)).toEqual({ valid: false, reason });
    expect(isTrackedEventInput(event)).toBe(false);
  });
});
