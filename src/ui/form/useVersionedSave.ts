import { useCallback, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { StaleSaveBody } from '../../../contract';
import { notifyFailure, type ApiResult } from '../../platform/api';
import { notify } from '../../platform/notifications';
import { useRefusedSave, type SectionReveal } from './FormSections';
import { applyServerErrors } from './useContractForm';

/** A part of a form a refusal can be shown in (FormSections' section, a tour's tab). */
export interface SaveSection {
  id: string;
  /** English title, shown translated in 'Not saved: check {{section}}'. */
  title: string;
}

export interface VersionedSaveOptions {
  /**
   * A form in sections: the section a field path is in, and how to bring it up (select the tab). A
   * 400 then shows the section of its first message and says why, as the form's own checks do.
   */
  sections?: {
    of: (field: string) => SaveSection | undefined;
    show: (id: string) => void;
  };
}

export interface SaveOutcome<T> {
  /** English success notice ('Saved', 'Ticket saved'); none when omitted. */
  notice?: string;
  /** The caller's follow-ups once the save is stored (cache, reset, navigate); runs after the notice. */
  saved?: (content: T) => unknown;
  /**
   * A refusal that is neither stale (409) nor a lost session (401), after a 400's messages were put
   * beside their fields. Replaces the default: 'fields' shows the first message's section, 'other'
   * notifies the failure.
   */
  refused?: (result: ApiResult<T>, kind: 'fields' | 'other') => void;
}

export interface VersionedSave {
  /** A save is under way (from the call until its answer). */
  saving: boolean;
  /** Someone saved first (409): show StaleSaveNotice with it; the user's edits are kept. */
  stale: StaleSaveBody | null;
  /** The user chose Reload (or the notice is no longer true): the notice goes. */
  dropStale: () => void;
  /**
   * Sends one save and puts its answer where the user sees it. True when saved. The form's values are
   * never touched on a refusal: the user's edits stay until they choose to reload.
   */
  run: <T>(send: () => Promise<ApiResult<T>>, outcome?: SaveOutcome<T>) => Promise<boolean>;
  /** For FormSections' `reveal`. */
  reveal: SectionReveal | null;
  /** A save refused by the form's own checks: bring the section up and say why. */
  refuse: (section: SaveSection, message: string) => void;
}

/**
 * The one save of a catalogue or admin form: save → success notice, or a 409 stale notice (who changed
 * what, when; Reload), or a 400's messages beside their fields with 'Not saved: check …', or any other
 * refusal as an error notification. A 401 says nothing more: the api client has already signed out
 * with 'Unauthorized'. Offline, SaveBar's 'Saving needs the network' keeps Save off, since these edits
 * do not go through the outbox.
 */
export function useVersionedSave<TIn extends FieldValues, TOut>(
  form: Pick<UseFormReturn<TIn, unknown, TOut>, 'setError' | 'getValues'>,
  { sections }: VersionedSaveOptions = {},
): VersionedSave {
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<StaleSaveBody | null>(null);
  const { reveal, refused, clear } = useRefusedSave();
  const refuse = (section: SaveSection, message: string) => {
    sections?.show(section.id);
    refused(section, message);
  };

  const run = async <T>(
    send: () => Promise<ApiResult<T>>,
    outcome: SaveOutcome<T> = {},
  ): Promise<boolean> => {
    // A new save is under way: the last refusal's notices no longer hold.
    setStale(null);
    clear();
    setSaving(true);
    const result = await send().finally(() => setSaving(false));
    if (result.IsOk && result.Content !== null) {
      if (outcome.notice) notify('success', outcome.notice);
      await outcome.saved?.(result.Content);
      return true;
    }
    if (result.Code === 401) return false;
    const failure = applyServerErrors(form, result);
    if (failure.kind === 'stale') {
      setStale(failure.stale);
      return false;
    }
    if (outcome.refused) outcome.refused(result, failure.kind);
    else if (failure.kind === 'other') notifyFailure(result);
    else {
      const [field, message] = Object.entries(result.Fields ?? {})[0] ?? [];
      const section = field === undefined ? undefined : sections?.of(field);
      if (section && message) refuse(section, message);
    }
    return false;
  };

  const dropStale = useCallback(() => setStale(null), []);
  return { saving, stale, dropStale, run, reveal, refuse };
}
