import type { Photo, PhotoEdit } from '../../../../contract';
import { api } from '../../../platform/api';

/** POST /api/photos: title and description of one photo; answers the updated photo. Shows its own field errors. */
export const editPhoto = (edit: PhotoEdit) => api.post<Photo>('/api/photos', edit, { notifyErrors: false });
