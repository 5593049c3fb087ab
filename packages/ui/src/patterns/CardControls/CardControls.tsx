import type { ReactNode } from 'react';
import { IconButton } from '../../primitives/IconButton';
import { Switch } from '../../primitives/Switch';

/** What a viewer may do to the cards of a salon's list (coupons, products). */
export interface CardCapabilities {
  add: boolean;
  edit: boolean;
  delete: boolean;
  toggle: boolean;
}

/** A card list's handlers of its cards' controls, by the card's id. */
export interface CardHandlers {
  onToggle: (id: string, enable: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

export interface CardControlsProps extends CardHandlers {
  id: string;
  /** The card's name, in the controls' accessible names ('Enable …', 'Delete …'). */
  name: string;
  enabled: boolean;
  can: CardCapabilities;
  /** The edit button's verb; default 'Edit'. */
  editVerb?: string;
  /** The enable switch is being saved: disabled meanwhile. */
  pending?: boolean;
  /** Controls between the switch and the edit button (a product's 'Add Stock'). */
  children?: ReactNode;
}

/** A card's enable switch, then its edit and delete buttons, each shown when the viewer may use it. */
export function CardControls({
  id,
  name,
  enabled,
  can,
  editVerb = 'Edit',
  pending,
  children,
  onToggle,
  onEdit,
  onDelete,
}: CardControlsProps) {
  return (
    <>
      {can.toggle && (
        <Switch
          checked={enabled}
          onChange={(enable) => onToggle(id, enable)}
          label={`Enable ${name}`}
          hideLabel
          disabled={pending}
        />
      )}
      {children}
      {can.edit && <IconButton icon="edit" label={`${editVerb} ${name}`} onClick={() => onEdit(id)} />}
      {can.delete && (
        <IconButton icon="trash" variant="danger" label={`Delete ${name}`} onClick={() => onDelete(id)} />
      )}
    </>
  );
}
