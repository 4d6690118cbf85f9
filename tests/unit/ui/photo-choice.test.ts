import { describe, expect, it } from 'vitest';
import { addPhotos, removePhoto } from '../../../src/ui/media/photo-choice';

describe('photo choice of a tour or a ticket', () => {
  it('adds photos at the end, each once, and makes the first the main photo when none is', () => {
    const next = addPhotos({ photos: [], heroImageId: null }, [{ id: 3 }, { id: 5 }, { id: 3 }]);
    expect(next).toEqual({ photos: [{ id: 3 }, { id: 5 }], heroImageId: 3 });
    const again = addPhotos(next, [{ id: 5 }, { id: 7 }]);
    expect(again).toEqual({ photos: [{ id: 3 }, { id: 5 }, { id: 7 }], heroImageId: 3 });
  });

  it('keeps a chosen main photo when more are added', () => {
    expect(addPhotos({ photos: [{ id: 1 }, { id: 2 }], heroImageId: 2 }, [{ id: 9 }]).heroImageId).toBe(2);
  });

  it('removing the main photo leaves none; removing another keeps it', () => {
    const choice = { photos: [{ id: 1 }, { id: 2 }], heroImageId: 2 };
    expect(removePhoto(choice, 2)).toEqual({ photos: [{ id: 1 }], heroImageId: null });
    expect(removePhoto(choice, 1)).toEqual({ photos: [{ id: 2 }], heroImageId: 2 });
  });
});
