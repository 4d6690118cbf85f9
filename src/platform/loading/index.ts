export { beginLoading, endLoading, withLoading, useLoadingCount } from './loading-store';
export { LoadingOverlay } from './LoadingOverlay';
