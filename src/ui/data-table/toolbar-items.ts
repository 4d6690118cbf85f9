import {
  contractOutline,
  downloadOutline,
  expandOutline,
  funnelOutline,
  refreshOutline,
} from 'ionicons/icons';
import type { RowId, TableAction } from './types';

/** One toolbar action, drawn as a button on wide screens and as a menu entry on phones. */
export interface ToolbarItem {
  id: string;
  /** English; shown translated. */
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
}

interface ToolbarSetup {
  onRefresh?: () => void;
  onExcel?: () => void;
  exporting: boolean;
  onClearFilters?: () => void;
  fullScreen: boolean;
  onFullScreen: () => void;
  actions: readonly TableAction[];
  selection: ReadonlySet<RowId>;
}

/** The spec's toolbar: refresh, download Excel, clear filters, full screen, then the screen's own actions. */
export function toolbarItems(setup: ToolbarSetup): ToolbarItem[] {
  const items: ToolbarItem[] = [];
  if (setup.onRefresh)
    items.push({ id: 'refresh', label: 'Refresh', icon: refreshOutline, onClick: setup.onRefresh });
  if (setup.onExcel) {
    items.push({
      id: 'excel',
      label: 'Download Excel',
      icon: downloadOutline,
      onClick: setup.onExcel,
      disabled: setup.exporting,
      busy: setup.exporting,
    });
  }
  if (setup.onClearFilters)
    items.push({
      id: 'clear-filters',
      label: 'Clear filters',
      icon: funnelOutline,
      onClick: setup.onClearFilters,
    });
  items.push(
    setup.fullScreen
      ? { id: 'full-screen', label: 'Exit full screen', icon: contractOutline, onClick: setup.onFullScreen }
      : { id: 'full-screen', label: 'Full screen', icon: expandOutline, onClick: setup.onFullScreen },
  );
  for (const action of setup.actions) {
    const selection = [...setup.selection];
    items.push({
      id: `action-${action.id}`,
      label: action.label,
      icon: action.icon,
      disabled: action.disabled,
      onClick: () => void action.onClick(selection),
    });
  }
  return items;
}
