import { api } from '../../../platform/api';

/** DELETE /api/photos/{id}; a photo a tour or ticket still shows answers 409 naming them (notified). */
export const deletePhoto = (id: number) => api.delete<{ ok: true }>(`/api/photos/${id}`);
