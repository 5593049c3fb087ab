import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';
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

const GAP = 4;
const EDGE = 8;

/**
 * Where the open menu goes, in viewport coordinates: under the trigger (above it when there is no room
 * below), aligned to its start or end, and kept inside the viewport.
 */
export function menuPosition(
  trigger: { top: number; bottom: number; left: number; right: number },
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
  align: 'start' | 'end',
): { top: number; left: number } {
  const below = trigger.bottom + GAP;
  const above = trigger.top - GAP - menu.height;
  const top =
    below + menu.height <= viewport.height - EDGE || above < EDGE
      ? Math.min(below, Math.max(EDGE, viewport.height - EDGE - menu.height))
      : above;
  const wanted = align === 'end' ? trigger.right - menu.width : trigger.left;
  const left = Math.min(Math.max(EDGE, wanted), Math.max(EDGE, viewport.width - EDGE - menu.width));
  return { top, left };
}

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item, arrows
 * move, Home/End jump, Escape or Tab closes it and Escape returns focus to the trigger. The open menu
 * is placed over the page (a portal with a fixed position), so a scrolling grid never cuts it off.
 */
export function ActionMenu({ label, items, trigger, align = 'start' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const triggerId = useId();
  const menuId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const [place, setPlace] = useState<CSSProperties>({ opacity: 0, top: 0, left: 0 });

  // Measured before paint: the menu shows where it belongs, never first at the corner (transparent,
  // not hidden, until then: its first item takes the focus at once).
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const trigger = triggerRef.current?.getBoundingClientRect();
      const menu = menuRef.current?.getBoundingClientRect();
      if (!trigger || !menu) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setPlace({ ...menuPosition(trigger, menu, viewport, align), opacity: 1 });
    };
    measure();
    // The grid or the page scrolling moves the trigger: the menu follows it.
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [open, align]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (rootRef.current?.contains(target) || menuRef.current?.contains(target)) return;
      setOpen(false);
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
      {open &&
        createPortal(
          <MenuList
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            style={place}
            onKeyDown={onMenuKeyDown}
          >
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
          </MenuList>,
          document.body,
        )}
    </Root>
  );
}
