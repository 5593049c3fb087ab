/**
 * A page header's add button (PageHeader's `addLabel` and `onAdd`) when the viewer may add, and nothing
 * otherwise: spread it on a header, a list page or a cards page.
 */
export function addButton(allowed: boolean, addLabel: string, onAdd: () => void) {
  return allowed ? { addLabel, onAdd } : {};
}
