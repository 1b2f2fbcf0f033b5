import {
  closestCenter,
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from '@dnd-kit/core';

/**
 * With the pointer, an order lands only where it is released (released elsewhere, nothing
 * changes); with the keyboard, on the slot the arrows brought it to.
 */
export const dropCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

/**
 * The keyboard equivalent of dragging: once an order is picked up (Space or Enter),
 * the arrows move it from one drop target to the next in the agenda's order (technician
 * by technician, day by day, morning then afternoon: → and ↓ forward, ← and ↑ back);
 * Space or Enter drops it, Esc gives up.
 */
export const slotByKeyboard: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down;
  const back = event.code === KeyboardCode.Left || event.code === KeyboardCode.Up;
  if (!forward && !back) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const targets = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: container.id, rect }] : [];
  });
  if (targets.length === 0) return undefined;
  const current = over ? targets.findIndex((target) => target.id === over.id) : -1;
  const next = current === -1 ? (forward ? 0 : targets.length - 1) : current + (forward ? 1 : -1);
  const target = targets[Math.min(targets.length - 1, Math.max(0, next))];
  return {
    x: target.rect.left + target.rect.width / 2 - collisionRect.width / 2,
    y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2,
  };
};
