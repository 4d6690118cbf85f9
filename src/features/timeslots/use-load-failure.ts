import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, notifyFailure } from '../../platform/api';

/**
 * 02-catalogue §8: a group that fails to load (not found, or another supplier's) shows the server's
 * 'Not found' notification and sends the user to `to`. A network failure with nothing kept stays.
 */
export function useLoadFailure(error: unknown, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!(error instanceof ApiError) || error.result.Code === 0) return;
    notifyFailure(error.result);
    navigate(to, { replace: true });
  }, [error, to, navigate]);
}
