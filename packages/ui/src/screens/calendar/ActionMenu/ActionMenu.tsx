import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { MenuItem, MenuList, Root } from './ActionMenu.styles';

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

/** Props the trigger must spread: it opens the menu and carries the ARIA wiring. */
export interface ActionMenuTriggerProps {
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  ref: (element: HTMLElement | null) => void;
}

export interface ActionMenuProps {
  /** Accessible name of the menu. */
  label: string;
  items: ActionMenuItem[];
  /** Renders the trigger (a button) with the given props. */
  trigger: (props: ActionMenuTriggerProps) => ReactElement;
  align?: 'start' | 'end';
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item, arrows
 * move, Home/End jump, Escape or Tab closes it and Escape returns focus to the trigger.
 */
export function ActionMenu({ label, items, trigger, align = 'start' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const triggerId = useId();
  const menuId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const choose = (item: ActionMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      event.stopPropagation();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      // Keep an enclosing modal or grid from handling it too.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      const item = items[active];
      if (item) choose(item);
    }
  };

  const triggerProps: ActionMenuTriggerProps = {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close(false) : openAt(0)),
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        event.stopPropagation();
        openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
      }
    },
    ref: (element) => {
      triggerRef.current = element;
    },
  };

  return (
    <Root ref={rootRef}>
      {trigger(triggerProps)}
      {open && (
        <MenuList id={menuId} role="menu" aria-label={label} $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <MenuItem
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              onClick={() => choose(item)}
            >
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      )}
    </Root>
  );
}
