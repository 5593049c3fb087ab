import { Button } from '@salon/ui/primitives/Button';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Bar, Block, BlockLabel, Editor, Submit } from './EditableBlock.styles';

export type EditableBlockTone = 'default' | 'inverse';

export interface EditableBlockProps {
  /** The block's name, e.g. 'Banner title': its group label and the pencil's 'Edit Banner title'. */
  label: string;
  editing: boolean;
  /** The pencil: opens the editor, or closes it without sending. */
  onEditingChange: (editing: boolean) => void;
  /** SUBMIT was pressed (the block's owner decides whether anything is sent). */
  onSubmit: () => void;
  /** A save of this block is on its way. */
  pending?: boolean;
  /** The field(s) shown while editing. */
  editor: ReactNode;
  /** The preview shown while not editing. */
  children: ReactNode;
  /** 'inverse' on a dark background (the banner). */
  tone?: EditableBlockTone;
}

/** One inline-editable block of the Appearance editor: its preview, a pencil toggle and, while editing, SUBMIT. */
export function EditableBlock({
  label,
  editing,
  onEditingChange,
  onSubmit,
  pending = false,
  editor,
  children,
  tone = 'default',
}: EditableBlockProps) {
  const pencil = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Closing the editor (SUBMIT or the pencil) puts the focus back on the pencil rather than losing it.
  useEffect(() => {
    if (wasEditing.current && !editing) pencil.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  // The editor has a light background whatever the block sits on.
  const shownTone = editing ? 'default' : tone;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Block role="group" aria-label={label} $tone={shownTone} $editing={editing}>
      <Bar>
        <BlockLabel $tone={shownTone}>{label}</BlockLabel>
        {pending && <Spinner size="sm" label={`Saving ${label}`} />}
        <IconButton
          ref={pencil}
          icon={editing ? 'close' : 'edit'}
          size="sm"
          variant={shownTone === 'inverse' ? 'secondary' : 'ghost'}
          label={editing ? `Cancel editing ${label}` : `Edit ${label}`}
          aria-expanded={editing}
          onClick={() => onEditingChange(!editing)}
        />
      </Bar>
      {editing ? (
        <Editor noValidate onSubmit={submit}>
          {editor}
          <Submit>
            <Button type="submit" size="sm">
              SUBMIT
            </Button>
          </Submit>
        </Editor>
      ) : (
        children
      )}
    </Block>
  );
}
