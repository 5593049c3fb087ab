import { IconButton } from '@salon/ui/primitives/IconButton';
import { Switch } from '@salon/ui/primitives/Switch';
import type { CategoryRowView, DeleteTarget, ServiceRowView, ServicesScreenProps } from './ServicesScreen';
import { Actions, Muted, ServiceTitle, Td } from './ServicesScreen.styles';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a row's cells get: the screen's props, the row's number and its place for the move buttons. */
export interface CellsProps extends ServicesScreenProps {
  number: number | string;
  onMove: (by: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
}

function MoveButtons({
  title,
  onMove,
  isFirst,
  isLast,
}: Pick<CellsProps, 'onMove' | 'isFirst' | 'isLast'> & { title: string }) {
  return (
    <>
      <IconButton
        icon="chevron-up"
        size="sm"
        label={`Move ${title} up`}
        disabled={isFirst}
        onClick={() => onMove(-1)}
      />
      <IconButton
        icon="chevron-down"
        size="sm"
        label={`Move ${title} down`}
        disabled={isLast}
        onClick={() => onMove(1)}
      />
    </>
  );
}

interface ControlCellsProps extends Omit<CellsProps, 'number'> {
  item: { id: string; title: string; enable: boolean };
  kind: DeleteTarget['kind'];
  onEdit: (id: string) => void;
}

/** The Active switch and the Action cell, alike for a category and a service. */
function ControlCells({
  item,
  kind,
  can,
  onToggle,
  onEdit,
  onDelete,
  pendingIds = [],
  onMove,
  isFirst,
  isLast,
}: ControlCellsProps) {
  return (
    <>
      <Td>
        <Switch
          checked={item.enable}
          label={`${item.title} active`}
          hideLabel
          disabled={!can.toggle || pendingIds.includes(item.id)}
          onChange={(enable) => onToggle(item.id, enable)}
        />
      </Td>
      <Td>
        <Actions>
          {can.edit && (
            <IconButton icon="edit" size="sm" label={`Edit ${item.title}`} onClick={() => onEdit(item.id)} />
          )}
          {can.delete && (
            <IconButton
              icon="trash"
              size="sm"
              label={`Delete ${item.title}`}
              onClick={() => onDelete({ kind, id: item.id, title: item.title })}
            />
          )}
          {can.reorder && (
            <MoveButtons title={item.title} onMove={onMove} isFirst={isFirst} isLast={isLast} />
          )}
        </Actions>
      </Td>
    </>
  );
}

export function CategoryCells({ category, number, ...props }: CellsProps & { category: CategoryRowView }) {
  return (
    <>
      <Td>{number}</Td>
      <Td>{category.title}</Td>
      <Td>
        <Muted>{category.services.length === 1 ? '1 service' : `${category.services.length} services`}</Muted>
      </Td>
      <Td />
      <ControlCells {...props} item={category} kind="category" onEdit={props.onEditCategory} />
    </>
  );
}

export function ServiceCells({ service, number, ...props }: CellsProps & { service: ServiceRowView }) {
  return (
    <>
      <Td>
        <Muted>{number}</Muted>
      </Td>
      <Td>
        <ServiceTitle>{service.title}</ServiceTitle>
      </Td>
      <Td>{service.requiredTime} m</Td>
      <Td>{service.price ?? money.format(service.charges)}</Td>
      <ControlCells {...props} item={service} kind="service" onEdit={props.onEditService} />
    </>
  );
}
