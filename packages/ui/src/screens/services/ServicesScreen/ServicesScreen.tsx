import { addButton } from '@salon/ui/patterns/add-button';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { Icon } from '@salon/ui/primitives/Icon';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { TableElement, TableScroller } from '@salon/ui/primitives/Table';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { useRef, useState, type ReactNode } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { inOrder, moveBy, moveTo } from './reorder';
import { CategoryCells, ServiceCells } from './RowCells';
import { EmptyCell, Footer, Handle, Page, Row, Td, Th } from './ServicesScreen.styles';

export interface ServiceRowView {
  id: string;
  title: string;
  /** Minutes; shown 'N m'. */
  requiredTime: number;
  /** Major units (dollars); shown '$55.00' without `price`. */
  charges: number;
  /** The price as the salon writes it ('12,50 €'); US dollars from `charges` when left out. */
  price?: string;
  enable: boolean;
}

export interface CategoryRowView {
  id: string;
  title: string;
  enable: boolean;
  services: ServiceRowView[];
}

export type ServicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; categories: CategoryRowView[]; page: number; pageCount: number; pageSize: number };

export interface ServicesCapabilities {
  add: boolean;
  edit: boolean;
  toggle: boolean;
  delete: boolean;
  /** Drag and move buttons; off while the list is filtered (a partial list has no whole order). */
  reorder: boolean;
}

export type DeleteTarget = { kind: 'category' | 'service'; id: string; title: string };

export interface ServicesScreenProps {
  state: ServicesState;
  can: ServicesCapabilities;
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEditCategory: (id: string) => void;
  onEditService: (id: string) => void;
  onDelete: (target: DeleteTarget) => void;
  onToggle: (id: string, enable: boolean) => void;
  /** The page's categories in their new order. */
  onReorderCategories: (ids: string[]) => void;
  /** One category's services in their new order. */
  onReorderServices: (categoryId: string, ids: string[]) => void;
  /** Rows whose switch is being saved. */
  pendingIds?: readonly string[];
}

const COLUMNS = 7;

/** /services: categories with their services, reorderable by drag and drop or the move buttons. */
export function ServicesScreen(props: ServicesScreenProps) {
  const { state, can, searchValue, onSearchChange, onPageChange, onAdd } = props;
  return (
    <Page>
      <PageHeader
        title="Service"
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search Service..."
        {...addButton(can.add, 'Add Service', onAdd)}
      />
      {state.status === 'error' ? (
        <ErrorText boxed role="alert">
          {state.message}
        </ErrorText>
      ) : (
        <DndProvider backend={HTML5Backend}>
          <ServicesTable {...props} />
        </DndProvider>
      )}
      {state.status === 'ready' && state.pageCount > 1 && (
        <Footer>
          <Pagination page={state.page} pageCount={state.pageCount} onPageChange={onPageChange} />
        </Footer>
      )}
    </Page>
  );
}

function ServicesTable(props: ServicesScreenProps) {
  const { state } = props;
  // While a drag is under way the rows follow the pointer; the new order is sent on drop.
  const [categoryDraft, setCategoryDraft] = useState<string[] | null>(null);
  const [serviceDraft, setServiceDraft] = useState<{ categoryId: string; ids: string[] } | null>(null);
  const categories = state.status === 'ready' ? state.categories : [];
  const ordered = inOrder(categories, categoryDraft);
  const offset = state.status === 'ready' ? (state.page - 1) * state.pageSize : 0;
  const categoryIds = ordered.map((category) => category.id);

  const body: ReactNode =
    state.status === 'loading' ? (
      Array.from({ length: 5 }, (_, row) => (
        <tr key={row}>
          {Array.from({ length: COLUMNS }, (_, cell) => (
            <Td key={cell}>
              <Skeleton shape="text" width={cell === 2 ? '70%' : '40%'} />
            </Td>
          ))}
        </tr>
      ))
    ) : ordered.length === 0 ? (
      <tr>
        <EmptyCell colSpan={COLUMNS}>
          <EmptyState title="No Data Found!" subtitle="We could not find any service data." />
        </EmptyCell>
      </tr>
    ) : (
      ordered.flatMap((category, index) => {
        const serviceIds = category.services.map((service) => service.id);
        const services = inOrder(
          category.services,
          serviceDraft?.categoryId === category.id ? serviceDraft.ids : null,
        );
        const currentServiceIds = services.map((service) => service.id);
        return [
          <DraggableRow
            key={category.id}
            kind="category"
            type="category"
            id={category.id}
            title={category.title}
            enabled={props.can.reorder}
            onHover={(moving) => setCategoryDraft(moveTo(categoryIds, moving, category.id))}
            onEnd={(dropped) => {
              if (dropped && categoryDraft) props.onReorderCategories(categoryDraft);
              setCategoryDraft(null);
            }}
            cells={
              <CategoryCells
                {...props}
                category={category}
                number={offset + index + 1}
                onMove={(by) => props.onReorderCategories(moveBy(categoryIds, index, by))}
                isFirst={index === 0}
                isLast={index === ordered.length - 1}
              />
            }
          />,
          ...services.map((service, serviceIndex) => (
            <DraggableRow
              key={service.id}
              kind="service"
              type={`service:${category.id}`}
              id={service.id}
              title={service.title}
              enabled={props.can.reorder}
              onHover={(moving) =>
                setServiceDraft({
                  categoryId: category.id,
                  ids: moveTo(currentServiceIds, moving, service.id),
                })
              }
              onEnd={(dropped) => {
                if (dropped && serviceDraft)
                  props.onReorderServices(serviceDraft.categoryId, serviceDraft.ids);
                setServiceDraft(null);
              }}
              cells={
                <ServiceCells
                  {...props}
                  service={service}
                  number={`${offset + index + 1}.${serviceIndex + 1}`}
                  onMove={(by) => props.onReorderServices(category.id, moveBy(serviceIds, serviceIndex, by))}
                  isFirst={serviceIndex === 0}
                  isLast={serviceIndex === services.length - 1}
                />
              }
            />
          )),
        ];
      })
    );

  return (
    <TableScroller role="region" aria-label="Services" tabIndex={0}>
      <TableElement aria-busy={state.status === 'loading' || undefined}>
        <VisuallyHidden as="caption">Service categories and their services</VisuallyHidden>
        <thead>
          <tr>
            <Th $width="32px">
              <VisuallyHidden>Drag to reorder</VisuallyHidden>
            </Th>
            <Th $width="56px">#</Th>
            <Th>Service Title</Th>
            <Th>Duration</Th>
            <Th>Price</Th>
            <Th>Active Status</Th>
            <Th>Action</Th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </TableElement>
    </TableScroller>
  );
}

interface DraggableRowProps {
  kind: 'category' | 'service';
  /** Rows only drop on rows of the same type: categories among categories, services within their category. */
  type: string;
  id: string;
  title: string;
  enabled: boolean;
  onHover: (movingId: string) => void;
  onEnd: (dropped: boolean) => void;
  cells: ReactNode;
}

function DraggableRow({ kind, type, id, title, enabled, onHover, onEnd, cells }: DraggableRowProps) {
  const rowRef = useRef<HTMLTableRowElement>(null);
  const handleRef = useRef<HTMLSpanElement>(null);
  const [, drop] = useDrop<{ id: string }>({
    accept: type,
    hover: (item) => {
      if (item.id !== id) onHover(item.id);
    },
  });
  const [{ dragging }, drag, preview] = useDrag({
    type,
    item: { id },
    canDrag: enabled,
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
    end: (_item, monitor) => onEnd(monitor.didDrop()),
  });
  drop(preview(rowRef));
  drag(handleRef);
  return (
    <Row ref={rowRef} $kind={kind} $dragging={dragging} data-testid={`${kind}-row`} data-id={id}>
      <Td>
        {enabled && (
          <Handle ref={handleRef} title={`Drag ${title}`} data-testid="drag-handle">
            <Icon name="grip" size={16} />
          </Handle>
        )}
      </Td>
      {cells}
    </Row>
  );
}
