export { api, apiRequest, apiFile, type RequestOptions } from './client';
export { toApiResult, networkFailure, parseBody, unwrap, ApiError, type ApiResult } from './result';
export { toFileResult, fileNameFromDisposition, type FileResult } from './file-result';
export { notifyFailure, failureTitle } from './failure';
